import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

type FormFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field in red and announced with it; replaces the hint while present. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input whose hint or error is tied to it with aria-describedby. */
export function FormField({ label, error, hint, className, type, ...inputProps }: FormFieldProps) {
  const id = useId();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const isPassword = type === 'password';
  const messageId = `${id}-message`;
  const message = error ?? hint;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={isPassword && isPasswordVisible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={cn('h-11', isPassword && 'pr-11')}
          {...inputProps}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setIsPasswordVisible((visible) => !visible)}
            aria-pressed={isPasswordVisible}
            className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            {isPasswordVisible ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            <span className="sr-only">Show password</span>
          </button>
        )}
      </div>
      {message && (
        <p id={messageId} className={cn('text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}>
          {message}
        </p>
      )}
    </div>
  );
}
