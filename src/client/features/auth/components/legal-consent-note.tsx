import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

const legalLinkClass =
  'rounded font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** "By signing in you agree to our Terms of Service and Privacy Policy." under the sign-in forms. */
export function LegalConsentNote({ action, className }: { action: string; className?: string }) {
  return (
    <p className={cn('text-sm leading-relaxed text-slate-600', className)}>
      By {action} you agree to our{' '}
      <Link to="/terms" className={legalLinkClass}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={legalLinkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
