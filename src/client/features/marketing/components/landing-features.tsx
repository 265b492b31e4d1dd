import { BrainCircuit, FileText, Flag, type LucideIcon } from 'lucide-react';

const FEATURES: readonly { icon: LucideIcon; title: string; body: string; tone: string }[] = [
  {
    icon: BrainCircuit,
    title: 'AI-Powered Analysis',
    body: 'PolicyLens reads the whole policy, clause by clause, and sorts what it says into data collected, data shared, your rights and the restrictions you accept.',
    tone: 'bg-indigo-50 text-indigo-700 ring-indigo-100',
  },
  {
    icon: FileText,
    title: 'Plain English Summary',
    body: 'A short TL;DR and clear, jargon-free findings, each linked to the sentence it comes from, so you can check the wording for yourself.',
    tone: 'bg-sky-50 text-sky-700 ring-sky-100',
  },
  {
    icon: Flag,
    title: 'Red Flag Detection',
    body: 'Data sales, vague retention, broad third-party sharing and other terms worth a second look are flagged for you on the Pro and Enterprise plans.',
    tone: 'bg-red-50 text-red-700 ring-red-100',
  },
];

const STEPS = [
  { title: 'Paste or upload', body: 'Paste the policy text, or upload a TXT, DOCX or PDF file up to 5 MB.' },
  {
    title: 'We read it for you',
    body: 'The analysis runs in seconds and covers the entire document, not a sample.',
  },
  {
    title: 'Check every finding',
    body: 'Open any finding to see the sentence behind it; export the report to share.',
  },
] as const;

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-heading" className="border-y border-slate-200 bg-slate-50/60">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Why PolicyLens</p>
          <h2
            id="features-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Know what you are agreeing to before you click “I agree”
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Privacy policies run to thousands of words of legal language. PolicyLens gives you the part that
            matters in a minute.
          </p>
        </div>

        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body, tone }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <span className={`flex size-11 items-center justify-center rounded-xl ring-1 ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>

        <div className="mt-20">
          <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900">How it works</h2>
          <ol className="mx-auto mt-10 grid max-w-5xl gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 md:flex-col md:items-center md:text-center">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900 md:mt-1">{step.title}</h3>
                  <p className="mt-1 text-slate-600">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
