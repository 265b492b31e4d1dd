import type { z } from 'zod';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type ValidationResult<Schema extends z.ZodType> =
  { isValid: true; data: z.output<Schema> } | { isValid: false; errors: FieldErrors<z.input<Schema>> };

/**
 * Checks form values against the same zod contract the server uses, keeping the first message per
 * field so each field shows one clear sentence under it.
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: z.input<Schema>,
): ValidationResult<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return { isValid: false, errors: errors as FieldErrors<z.input<Schema>> };
}

/** Moves focus to the first field, in form order, that has an error, so keyboard users land on it. */
export function focusFirstInvalidField(form: HTMLFormElement, errors: Partial<Record<string, string>>): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
