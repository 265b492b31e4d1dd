import { ArrowLeft, LogIn } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthMethod } from '../api/get-auth-methods';
import { useCurrentUser } from '../api/get-current-user';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { FormAlert } from '../components/form-alert';
import { RegisterForm } from '../components/register-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignInForm } from '../components/sign-in-form';
import { getSafeReturnTo } from '../lib/safe-return-to';

type AuthView = 'signin' | 'register' | 'forgot' | 'reset';

const VIEWS: Record<AuthView, { heading: string; intro: string }> = {
  signin: { heading: 'Sign in to PolicyLens', intro: 'Welcome back. Sign in with your email and password.' },
  register: {
    heading: 'Create your account',
    intro: 'Start on the Free plan: one analysis a month, no card needed.',
  },
  forgot: {
    heading: 'Reset your password',
    intro: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  },
  reset: {
    heading: 'Choose a new password',
    intro: 'The link in your email is valid for one hour and works once.',
  },
};

const HEADING_ID = 'auth-heading';

function readView(mode: string | null): AuthView {
  return mode === 'register' || mode === 'forgot' || mode === 'reset' ? mode : 'signin';
}

/**
 * /auth: built-in email and password accounts (sign in, create an account, forgot and reset password).
 * With an identity provider configured it shows one button to the provider instead. The view lives
 * in the query string (?mode=register), so every view can be linked to and survives a reload.
 */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const authMethod = useAuthMethod();
  const view = readView(searchParams.get('mode'));
  const token = searchParams.get('token') ?? '';
  const returnTo = getSafeReturnTo(searchParams.get('returnTo'));
  const { heading, intro } = authMethod.data === 'oidc' ? VIEWS.signin : VIEWS[view];
  useDocumentTitle(heading);

  // A reset link signs the user in once used, so only that view stays open for a signed-in visitor.
  if (user && view !== 'reset') return <Navigate to={returnTo} replace />;

  const showView = (next: AuthView) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'signin') params.delete('mode');
        else params.set('mode', next);
        params.delete('token');
        return params;
      },
      { replace: true },
    );
  };
  const goOn = () => void navigate(returnTo, { replace: true });

  const header = (
    <>
      <h1 id={HEADING_ID} className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-600">{intro}</p>
    </>
  );

  if (authMethod.isPending) {
    return (
      <AuthCard headingId={HEADING_ID}>
        {header}
        <div className="mt-8 grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </AuthCard>
    );
  }

  if (authMethod.data === 'oidc') {
    const loginHref = returnTo === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
    return (
      <AuthCard headingId={HEADING_ID}>
        {header}
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          You sign in on our identity provider's page, so PolicyLens never sees your password. New here?
          Signing in creates your free account.
        </p>
        {/* A full-page navigation: the sign-in flow runs on the identity provider's pages. */}
        <a href={loginHref} className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full')}>
          <LogIn aria-hidden="true" />
          Sign in to continue
        </a>
      </AuthCard>
    );
  }

  if (view === 'forgot' || view === 'reset') {
    return (
      <AuthCard headingId={HEADING_ID}>
        {header}
        <div className="mt-6">
          {view === 'forgot' ? (
            <ForgotPasswordForm />
          ) : token ? (
            <ResetPasswordForm token={token} onPasswordReset={goOn} />
          ) : (
            <FormAlert tone="error">
              This reset link is incomplete. Open the link from your email again, or ask for a new one.
            </FormAlert>
          )}
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-5">
          <Button variant="ghost" size="sm" className="-ml-3" onClick={() => showView('signin')}>
            <ArrowLeft aria-hidden="true" />
            Back to sign in
          </Button>
          {view === 'reset' && (
            <Button variant="link" size="sm" className="-mr-3" onClick={() => showView('forgot')}>
              Send a new link
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard headingId={HEADING_ID}>
      {header}
      <Tabs value={view} onValueChange={(next) => showView(readView(next))} className="mt-6">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign in</TabsTrigger>
          <TabsTrigger value="register">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-6">
          <SignInForm onSignedIn={goOn} onForgotPassword={() => showView('forgot')} />
        </TabsContent>
        <TabsContent value="register" className="mt-6">
          <RegisterForm onRegistered={goOn} initialEmail={searchParams.get('email') ?? ''} />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
