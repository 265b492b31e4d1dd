import { CheckCircle2, Loader2, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_MESSAGES } from '../../../../common/email';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/unsubscribe';

/** /unsubscribe?email=&token=: the landing page of the link in every marketing email. */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const hasLink = email.trim() !== '' && token.trim() !== '';
  const result = useUnsubscribe({ email, token, isEnabled: hasLink });

  if (!hasLink) return <ErrorState message={EMAIL_MESSAGES.invalidUnsubscribeLink} />;
  if (result.isError) return <ErrorState message={result.error.message} />;
  if (!result.data)
    return (
      <Frame>
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-slate-600">
          <Loader2 className="size-5 animate-spin text-indigo-600" aria-hidden="true" />
          Processing your request...
        </p>
      </Frame>
    );
  return (
    <Frame>
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">You’re unsubscribed</h1>
      <p className="mt-2 text-slate-600">
        <span className="font-medium break-all text-slate-900">{result.data.email}</span> will no longer
        receive marketing emails from PolicyLens. Emails about your account, such as password resets, still
        arrive.
      </p>
      <p className="mt-3 text-sm text-slate-500">
        Changed your mind? Turn Marketing Emails back on in your privacy settings.
      </p>
      <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/auth">Sign in to your account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </Frame>
  );
}

function ErrorState({ message }: { message: string }) {
  return (
    <Frame>
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <MailX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">We couldn’t unsubscribe you</h1>
      <p role="alert" className="mt-2 text-slate-700">
        {message}
      </p>
      <p className="mt-3 text-sm text-slate-500">
        You can also turn off Marketing Emails in your privacy settings after signing in, or contact our
        support team.
      </p>
      <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/auth">Sign in</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/support">Contact support</Link>
        </Button>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-14 sm:py-20">
      <Card className="px-6 py-10 text-center sm:px-10">{children}</Card>
    </div>
  );
}
