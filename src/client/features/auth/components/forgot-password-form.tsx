import { Loader2 } from 'lucide-react';
import { forgotPasswordRequestSchema } from '../../../../common/auth';
import { Button } from '../../../components/ui/button';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useFormValues } from '../lib/use-form-values';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

export function ForgotPasswordForm() {
  const { field, handleSubmit } = useFormValues({ email: '' });
  const requestReset = useRequestPasswordReset();

  const submit = handleSubmit(forgotPasswordRequestSchema, (data) => requestReset.mutate(data));

  if (requestReset.isSuccess) {
    return <FormAlert tone="success">{requestReset.data}</FormAlert>;
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Reset password">
      {requestReset.isError && (
        <FormAlert tone="error">
          {getApiErrorMessage(requestReset.error, 'We could not send the reset link. Please try again.')}
        </FormAlert>
      )}
      <FormField
        label="Email"
        type="email"
        {...field('email')}
        autoComplete="email"
        inputMode="email"
        hint="We will email you a link to choose a new password."
      />
      <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
