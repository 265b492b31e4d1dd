import { Lock, RefreshCcw, ShieldCheck } from 'lucide-react';

const ASSURANCES = [
  { icon: Lock, title: 'Secure payments', text: 'Card details go to our payment provider, never to us.' },
  {
    icon: RefreshCcw,
    title: 'Cancel anytime',
    text: 'Keep your plan until the end of the period you paid for.',
  },
  { icon: ShieldCheck, title: '30-day money-back guarantee', text: 'Not for you? Ask within 30 days.' },
] as const;

/** The checkout footer of the specification (section 2): secure payments, cancel anytime, money back. */
export function CheckoutAssurances() {
  return (
    <ul className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:grid-cols-3 sm:p-6">
      {ASSURANCES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">{title}</p>
            <p className="mt-0.5 text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
