import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, resetPasswordRequestSchema } from '../../../../common/auth';
import { Button } from '../../../components/ui/button';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { useFormValues } from '../lib/use-form-values';
import { focusFirstInvalidField, validateForm } from '../lib/validate-form';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

type ResetPasswordFormProps = { token: string; onPasswordReset: () => void };

export function ResetPasswordForm({ token, onPasswordReset }: ResetPasswordFormProps) {
  const { values, setErrors, field } = useFormValues({ password: '' });
  const reset = useResetPassword();
  const [tokenError, setTokenError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(resetPasswordRequestSchema, { token, password: values.password });
    if (!result.isValid) {
      setErrors({ password: result.errors.password });
      focusFirstInvalidField(event.currentTarget, result.errors);
      // A malformed token is not something a field can fix: it is reported above the form.
      setTokenError(result.errors.token);
      return;
    }
    setTokenError(undefined);
    reset.mutate(result.data, { onSuccess: onPasswordReset });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Choose a new password">
      {(tokenError ?? reset.isError) && (
        <FormAlert tone="error">
          {tokenError ?? getApiErrorMessage(reset.error, AUTH_MESSAGES.invalidResetToken)}
        </FormAlert>
      )}
      <FormField
        label="New password"
        type="password"
        {...field('password')}
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {reset.isPending ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
