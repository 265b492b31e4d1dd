import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalidField, validateForm, type FieldErrors } from './validate-form';

/**
 * Values and field errors of a small form. Editing a field clears its error, so a message never
 * lingers under text that may already be fixed; the form validates again on submit.
 */
export function useFormValues<Values extends Record<string, string>>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const setValue = (field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /**
   * An onSubmit handler: checks the values against the shared zod contract, shows the errors and moves
   * focus to the first bad field, or hands the parsed data on. `toInput` adds what is not typed in
   * (a token from the link, say).
   */
  const handleSubmit =
    <Schema extends z.ZodType>(
      schema: Schema,
      onValid: (data: z.output<Schema>) => void,
      toInput?: (values: Values) => z.input<Schema>,
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = validateForm(schema, toInput ? toInput(values) : (values as z.input<Schema>));
      if (!result.isValid) {
        setErrors(result.errors as FieldErrors<Values>);
        focusFirstInvalidField(event.currentTarget, result.errors);
        return;
      }
      onValid(result.data);
    };

  /** The props that tie a FormField to one value: its name, value, change handler and error. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    error: errors[name],
  });

  return { values, errors, setErrors, setValue, field, handleSubmit };
}
