import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type FormAlertProps = { tone: 'error' | 'success'; children: ReactNode; className?: string };

/** A server's answer above a form: announced as an alert when it is an error, politely otherwise. */
export function FormAlert({ tone, children, className }: FormAlertProps) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-2.5 rounded-lg border px-3.5 py-3 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
