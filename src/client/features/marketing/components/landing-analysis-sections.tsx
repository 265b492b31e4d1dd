import { Ban, Database, Flag, Scale, Share2, Sparkles, type LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

const SECTIONS: readonly { icon: LucideIcon; title: string; body: string; isProOnly?: boolean }[] = [
  { icon: Sparkles, title: 'TL;DR Summary', body: 'The whole policy in a few sentences.' },
  { icon: Database, title: 'Data Collection', body: 'Each kind of data the service collects about you.' },
  { icon: Share2, title: 'Data Sharing', body: 'Who receives your data, and for what purpose.' },
  { icon: Scale, title: 'Your Rights', body: 'Access, deletion, opt-outs and how to use them.' },
  { icon: Ban, title: 'Restrictions', body: 'What you agree not to do, and what you give up.' },
  {
    icon: Flag,
    title: 'Red Flags',
    body: 'Terms that deserve a second look before you agree.',
    isProOnly: true,
  },
];

/** What an analysis contains (specification section 2, "What You Get"). */
export function LandingAnalysisSections() {
  return (
    <section
      aria-labelledby="analysis-sections-heading"
      className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 sm:pt-24 lg:px-8"
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">What you get</p>
          <h2
            id="analysis-sections-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            One report, six answers
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Every analysis is organised the same way, so comparing two services takes seconds. Export it to
            PDF, DOCX, HTML or plain text to keep or share.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SECTIONS.map(({ icon: Icon, title, body, isProOnly }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
            >
              <span
                className={
                  isProOnly
                    ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700'
                    : 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700'
                }
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {title}
                  {isProOnly && <Badge variant="destructive">Pro &amp; Enterprise</Badge>}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
