import { cn } from '../lib/cn';

export type LogoSize = 'sm' | 'md' | 'lg';

const SIZES: Record<LogoSize, { mark: string; text: string; gap: string }> = {
  sm: { mark: 'size-6', text: 'text-base', gap: 'gap-2' },
  md: { mark: 'size-8', text: 'text-lg', gap: 'gap-2.5' },
  lg: { mark: 'size-12', text: 'text-3xl', gap: 'gap-3' },
};

type LogoProps = {
  size?: LogoSize;
  /** Show only the mark, e.g. in tight spaces; the accessible name stays "PolicyLens". */
  isMarkOnly?: boolean;
  /** White wordmark for dark backgrounds. */
  isInverted?: boolean;
  className?: string;
};

/** The PolicyLens mark (a lens over a page of text) and wordmark. */
export function Logo({ size = 'md', isMarkOnly = false, isInverted = false, className }: LogoProps) {
  const sizing = SIZES[size];
  return (
    <span className={cn('inline-flex items-center font-semibold tracking-tight', sizing.gap, className)}>
      <LogoMark className={sizing.mark} />
      {isMarkOnly ? (
        <span className="sr-only">PolicyLens</span>
      ) : (
        <span className={cn(sizing.text, isInverted ? 'text-white' : 'text-slate-900')}>
          Policy<span className={isInverted ? 'text-indigo-300' : 'text-indigo-600'}>Lens</span>
        </span>
      )}
    </span>
  );
}

function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('shrink-0', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="policylens-mark" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#policylens-mark)" />
      <path
        d="M10 9.5h8.5a2.5 2.5 0 0 1 2.5 2.5v4"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M10 14h5M10 18h3.5" stroke="#c7d2fe" strokeWidth="2" strokeLinecap="round" />
      <circle cx="19.5" cy="19.5" r="4" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="m22.5 22.5 2.5 2.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
