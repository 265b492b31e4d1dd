import { useState } from 'react';
import type { FieldErrors } from './validate-form';

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
  return { values, errors, setErrors, setValue };
}
