import { LockKeyhole, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

type SignInPromptProps = { title: string; description: string; returnTo: string };

/** What a signed-in page shows a visitor: its own heading, why, and the way to sign in and come back. */
export function SignInPrompt({ title, description, returnTo }: SignInPromptProps) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-indigo-100 bg-indigo-50 text-indigo-600">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 leading-relaxed text-slate-600">{description}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={`/signin?returnTo=${encodeURIComponent(returnTo)}`}>
          <LogIn aria-hidden="true" />
          Sign in
        </Link>
      </Button>
    </div>
  );
}
