import { Check, LockKeyhole, LogIn, UserPlus } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/logo';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthMethod, type AuthMethod } from '../api/get-auth-methods';
import { useCurrentUser } from '../api/get-current-user';
import { FormAlert } from '../components/form-alert';
import { LegalConsentNote } from '../components/legal-consent-note';
import { getSafeReturnTo } from '../lib/safe-return-to';

const BENEFITS = [
  'A plain-English summary of any privacy policy in under a minute',
  'Every finding tied to the exact sentence it comes from',
  'See what is collected, who it is shared with and what you can do about it',
  'Start free: one analysis a month, no card needed',
] as const;

/** Above the button: the same for every sign-in method, so the button never moves when the method arrives. */
const SIGN_IN_INTRO = 'Sign in to analyse policies and keep your history. New here? Starting is free.';

/**
 * Below the buttons, what depends on how the server signs people in: with an identity provider PolicyLens
 * never sees the password; with built-in accounts it keeps only a one-way hash of it. Until the server
 * has answered, the page claims neither. Kept under the buttons, where text arriving late moves nothing
 * a person is about to click.
 */
const SIGN_IN_DETAILS: Record<AuthMethod, { detail: string; security: string }> = {
  oidc: {
    detail:
      "Signing in creates your free account if you are new. You sign in on our identity provider's page, so PolicyLens never sees your password.",
    security: 'Secured with OAuth 2.0 and OpenID Connect',
  },
  builtin: {
    detail: 'You sign in with your email and password. We store your password only as a salted one-way hash.',
    security: 'Passwords are hashed with Argon2id and never stored in readable form',
  },
};

export function SignInPage() {
  useDocumentTitle('Sign in');
  const { user } = useCurrentUser();
  const authMethod = useAuthMethod();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to="/" replace />;

  const details = authMethod.data ? SIGN_IN_DETAILS[authMethod.data] : null;
  // Set by the identity provider's callback when sign-in failed there (wrong state, unverified email).
  const callbackError = searchParams.get('error');
  const returnTo = getSafeReturnTo(searchParams.get('returnTo'));
  const returnToQuery = returnTo === '/' ? '' : `returnTo=${encodeURIComponent(returnTo)}`;
  const loginHref = returnToQuery ? `/api/login?${returnToQuery}` : '/api/login';

  return (
    <div className="relative isolate flex flex-1 items-center bg-slate-50">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgb(224_231_255/0.9),transparent)]"
        aria-hidden="true"
      />
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-0 lg:px-8">
        <section
          aria-labelledby="signin-heading"
          className="rounded-2xl border border-slate-200 bg-white p-8 shadow-raised sm:p-10 lg:rounded-r-none"
        >
          <Logo size="md" />
          <h1 id="signin-heading" className="mt-8 text-3xl font-bold tracking-tight text-slate-900">
            Sign in to PolicyLens
          </h1>
          <p className="mt-3 leading-relaxed text-slate-600">{SIGN_IN_INTRO}</p>

          {callbackError && (
            <FormAlert tone="error" className="mt-6">
              {callbackError}
            </FormAlert>
          )}

          {/* A full-page navigation: /api/login leads to the identity provider or to the built-in /auth page. */}
          <a href={loginHref} className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full')}>
            <LogIn aria-hidden="true" />
            Sign in to continue
          </a>
          {authMethod.data === 'builtin' && (
            <Link
              to={`/auth?mode=register${returnToQuery ? `&${returnToQuery}` : ''}`}
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'mt-3 w-full')}
            >
              <UserPlus aria-hidden="true" />
              Create a free account
            </Link>
          )}

          {details && (
            <>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">{details.detail}</p>
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
                <LockKeyhole className="size-3.5" aria-hidden="true" />
                {details.security}
              </p>
            </>
          )}

          <LegalConsentNote action="signing in" className="mt-8 border-t border-slate-200 pt-6" />
        </section>

        <section
          aria-labelledby="signin-benefits"
          className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-slate-900 p-8 text-white shadow-raised sm:p-10 lg:rounded-l-none"
        >
          <div
            className="absolute -top-24 -right-24 size-64 rounded-full bg-white/10 blur-2xl"
            aria-hidden="true"
          />
          <h2 id="signin-benefits" className="text-xl font-semibold">
            Know what you are agreeing to
          </h2>
          <ul className="mt-6 grid gap-4">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-indigo-50">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                </span>
                <span className="leading-relaxed">{benefit}</span>
              </li>
            ))}
          </ul>
          <figure className="mt-10 rounded-xl border border-white/15 bg-white/10 p-5">
            <blockquote className="text-sm leading-relaxed text-indigo-50">
              “We may share your information with our partners for marketing purposes.”
            </blockquote>
            <figcaption className="mt-3 text-sm font-medium text-white">
              → Other companies can use your data to market to you. PolicyLens flags lines like this one.
            </figcaption>
          </figure>
        </section>
      </div>
    </div>
  );
}
