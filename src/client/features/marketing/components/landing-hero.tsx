import { lazy, Suspense } from 'react';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

// The example finding beside the headline is a picture: the prerendered HTML shows it, and its code
// arrives after the page is interactive.
const FindingMock = lazy(async () => ({ default: (await import('./finding-mock')).FindingMock }));

const REASSURANCES = ['Free plan, no card needed', 'Results in under a minute', 'Cancel anytime'] as const;

export function LandingHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(70rem_40rem_at_20%_-10%,rgb(224_231_255/0.85),transparent),radial-gradient(40rem_30rem_at_100%_0%,rgb(254_243_199/0.5),transparent)]"
        aria-hidden="true"
      />
      <div
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(148_163_184/0.12)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.12)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:48px_48px]"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_1.05fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <Badge variant="accent" className="px-3 py-1 text-[13px]">
            AI privacy policy analysis
          </Badge>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl leading-[1.08] font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Privacy policies, <span className="text-indigo-600">in plain English</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600">
            Paste or upload any privacy policy. PolicyLens tells you what is collected, who it is shared with,
            your rights and the red flags, with every finding tied to the exact sentence it comes from.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="shadow-glow">
              <Link to="/signin">
                Get Started Free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/signin">Sign in</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {REASSURANCES.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <Suspense fallback={null}>
          <FindingMock />
        </Suspense>
      </div>
    </section>
  );
}
