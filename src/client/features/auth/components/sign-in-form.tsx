import { Loader2 } from 'lucide-react';
import { AUTH_MESSAGES, loginRequestSchema } from '../../../../common/auth';
import { Button } from '../../../components/ui/button';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useSignInWithPassword } from '../api/sign-in-with-password';
import { useFormValues } from '../lib/use-form-values';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

type SignInFormProps = { onSignedIn: () => void; onForgotPassword: () => void };

export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { field, handleSubmit } = useFormValues({ email: '', password: '' });
  const signIn = useSignInWithPassword();

  const submit = handleSubmit(loginRequestSchema, (data) => signIn.mutate(data, { onSuccess: onSignedIn }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Sign in">
      {signIn.isError && (
        <FormAlert tone="error">
          {getApiErrorMessage(signIn.error, AUTH_MESSAGES.invalidCredentials)}
        </FormAlert>
      )}
      <FormField label="Email" type="email" {...field('email')} autoComplete="email" inputMode="email" />
      <div className="grid gap-2">
        <FormField label="Password" type="password" {...field('password')} autoComplete="current-password" />
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending || signIn.isSuccess}>
        {signIn.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
