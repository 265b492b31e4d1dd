import { Flag, ListChecks, Scale, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A numbered marker that ties a highlighted sentence to its finding. */
function SourceMarker({ number, tone }: { number: number; tone: 'amber' | 'red' | 'indigo' }) {
  return (
    <span
      className={cn(
        'mx-0.5 inline-flex size-4 translate-y-[-1px] items-center justify-center rounded-full align-middle text-[10px] font-bold text-white',
        tone === 'amber' && 'bg-amber-500',
        tone === 'red' && 'bg-red-600',
        tone === 'indigo' && 'bg-indigo-600',
      )}
    >
      {number}
    </span>
  );
}

function Finding({
  icon,
  label,
  marker,
  children,
  tone,
}: {
  icon: ReactNode;
  label: string;
  marker: number;
  children: ReactNode;
  tone: 'amber' | 'red' | 'indigo';
}) {
  return (
    <li
      className={cn(
        'rounded-xl border p-3',
        tone === 'red' ? 'border-red-200 bg-red-50/70' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span
          className={cn(
            'flex items-center gap-1.5 text-[11px] font-semibold tracking-wide uppercase',
            tone === 'red' ? 'text-red-700' : 'text-slate-500',
          )}
        >
          {icon}
          {label}
        </span>
        <span className="flex items-center gap-1 text-[11px] text-slate-600">
          source <SourceMarker number={marker} tone={tone} />
        </span>
      </div>
      <p className="mt-1.5 text-sm leading-snug font-medium text-slate-900">{children}</p>
    </li>
  );
}

/**
 * An illustration of the product: a policy excerpt with highlighted sentences beside the findings
 * they produced. Decorative for screen readers, which get the same idea from the hero text.
 */
export function FindingMock() {
  return (
    <div className="relative" aria-hidden="true">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 via-sky-100/40 to-amber-100/50 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-raised">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-2 truncate rounded-md bg-white px-2 py-0.5 text-xs text-slate-500 ring-1 ring-slate-200">
            acme-fitness.example/privacy
          </span>
        </div>

        <div className="grid gap-0 sm:grid-cols-[1.1fr_1fr]">
          <div className="border-b border-slate-200 p-5 text-[13px] leading-relaxed text-slate-500 sm:border-r sm:border-b-0">
            <p className="text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
              4. Information we collect
            </p>
            <p className="mt-2">
              When you use the App,{' '}
              <mark className="rounded bg-amber-100 px-0.5 text-slate-900 decoration-amber-400 decoration-2 underline-offset-2 [box-decoration-break:clone] underline">
                we collect your precise location, heart rate and the contacts stored on your device
              </mark>
              <SourceMarker number={1} tone="amber" /> to provide and improve our services.
            </p>
            <p className="mt-3 text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
              7. Sharing
            </p>
            <p className="mt-2">
              <mark className="rounded bg-red-100 px-0.5 text-slate-900 decoration-red-400 decoration-2 underline-offset-2 [box-decoration-break:clone] underline">
                We may sell or share personal information with advertising partners
              </mark>
              <SourceMarker number={2} tone="red" /> and affiliates.{' '}
              <mark className="rounded bg-indigo-100 px-0.5 text-slate-900 [box-decoration-break:clone]">
                You may request deletion of your data at any time
              </mark>
              <SourceMarker number={3} tone="indigo" />.
            </p>
            <p className="mt-3 text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
              9. Retention
            </p>
            <p className="mt-2 bg-gradient-to-b from-slate-500 to-transparent bg-clip-text text-transparent">
              We keep personal information for as long as your account is active and as needed to comply with
              our legal obligations and resolve disputes.
            </p>
          </div>

          <div className="bg-slate-50/70 p-4">
            <div className="flex items-center gap-1.5 text-xs font-semibold text-indigo-700">
              <Sparkles className="size-3.5" />
              Analysis · 3 findings
            </div>
            <ul className="mt-3 grid gap-2.5">
              <Finding
                icon={<ListChecks className="size-3.5" />}
                label="Data collected"
                marker={1}
                tone="amber"
              >
                Location, heart rate and your contacts
              </Finding>
              <Finding icon={<Flag className="size-3.5" />} label="Red flag" marker={2} tone="red">
                Your data may be sold to advertisers
              </Finding>
              <Finding icon={<Scale className="size-3.5" />} label="Your rights" marker={3} tone="indigo">
                You can ask for your data to be deleted
              </Finding>
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
