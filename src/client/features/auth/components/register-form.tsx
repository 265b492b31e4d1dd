import { Loader2 } from 'lucide-react';
import { registerRequestSchema } from '../../../../common/auth';
import { Button } from '../../../components/ui/button';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useRegisterAccount } from '../api/register-account';
import { useFormValues } from '../lib/use-form-values';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { values, errors, setValue, handleSubmit } = useFormValues({ name: '', email: '', password: '' });
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
      <FormField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => setValue('name', event.target.value)}
        error={errors.name}
      />
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters. A few unrelated words make a strong one."
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending || register.isSuccess}>
        {register.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
