import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form field's validation message, shown under the field and named by its `aria-describedby`;
 * nothing is rendered while the field is valid.
 */
export function FieldError({
  message,
  className,
  ...props
}: Omit<ComponentProps<'p'>, 'children'> & { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={cn('text-sm text-red-700', className)} {...props}>
      {message}
    </p>
  );
}
