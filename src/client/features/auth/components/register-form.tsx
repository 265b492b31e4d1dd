import { Loader2 } from 'lucide-react';
import { registerRequestSchema } from '../../../../common/auth';
import { Button } from '../../../components/ui/button';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useRegisterAccount } from '../api/register-account';
import { useFormValues } from '../lib/use-form-values';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

export function RegisterForm({
  onRegistered,
  initialEmail = '',
}: {
  onRegistered: () => void;
  /** From a link, e.g. a team invitation sent to this address. */
  initialEmail?: string;
}) {
  const { field, handleSubmit } = useFormValues({ name: '', email: initialEmail, password: '' });
  const register = useRegisterAccount();

  const submit = handleSubmit(registerRequestSchema, (data) =>
    register.mutate(data, { onSuccess: onRegistered }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Create account">
      {register.isError && (
        <FormAlert tone="error">
          {getApiErrorMessage(register.error, 'We could not create your account. Please try again.')}
        </FormAlert>
      )}
      <FormField label="Name" {...field('name')} autoComplete="name" />
      <FormField label="Email" type="email" {...field('email')} autoComplete="email" inputMode="email" />
      <FormField
        label="Password"
        type="password"
        {...field('password')}
        autoComplete="new-password"
        hint="At least 8 characters. A few unrelated words make a strong one."
      />
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending || register.isSuccess}>
        {register.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
