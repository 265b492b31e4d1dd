import { Link } from 'react-router';
import { formatLimit, isUnlimited } from '../../../../common/plans';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { countPolicyCharacters, isOverLimit } from '../lib/check-policy-input';

type PolicyTextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  limit: number;
  planName: string;
  note: string | null;
  disabled: boolean;
  /** What the empty box says; by default an invitation to paste. */
  placeholder?: string;
};

/** The policy text box with a live character counter against the plan's limit. */
export function PolicyTextField({
  value,
  onChange,
  limit,
  planName,
  note,
  disabled,
  placeholder = 'Paste the full privacy policy here…',
}: PolicyTextFieldProps) {
  const count = countPolicyCharacters(value);
  const isOver = isOverLimit(count, limit);
  return (
    <div className="grid gap-2">
      <label htmlFor="policy-text" className="text-sm font-medium text-slate-900">
        Privacy policy text
      </label>
      <Textarea
        id="policy-text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="min-h-64 resize-y sm:min-h-80"
        aria-invalid={isOver || undefined}
        aria-describedby="policy-text-counter"
        disabled={disabled}
        spellCheck={false}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
        <p className={cn('text-slate-600', note ? 'visible' : 'invisible')}>{note ?? ' '}</p>
        <p
          id="policy-text-counter"
          className={cn('ml-auto tabular-nums', isOver ? 'font-semibold text-red-700' : 'text-slate-600')}
        >
          {count.toLocaleString('en-US')}
          {isUnlimited(limit) ? ' characters' : ` / ${formatLimit(limit)} characters`}
        </p>
      </div>
      {isOver && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          This is {(count - limit).toLocaleString('en-US')} characters over your {planName} plan's limit.
          Shorten the text or{' '}
          <Link to="/pricing" className="font-semibold underline underline-offset-2">
            upgrade your plan
          </Link>
          .
        </p>
      )}
    </div>
  );
}
