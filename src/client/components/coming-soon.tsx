import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

type ComingSoonProps = {
  /** The page's heading, also used as the document title. */
  title: string;
  description: string;
  icon: LucideIcon;
  /** Extra calls to action next to the way back home. */
  actions?: ReactNode;
};

/** A page that exists (its route answers) but whose feature has not shipped yet. */
export function ComingSoon({ title, description, icon: Icon, actions }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <div className="relative mb-8">
        <div
          className="absolute inset-0 -z-10 scale-150 rounded-full bg-indigo-100/70 blur-2xl"
          aria-hidden="true"
        />
        <span className="flex size-16 items-center justify-center rounded-2xl border border-indigo-100 bg-white text-indigo-600 shadow-raised">
          <Icon className="size-7" aria-hidden="true" />
        </span>
      </div>
      <Badge variant="accent" className="mb-4">
        Coming soon
      </Badge>
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-base leading-relaxed text-pretty text-slate-600 sm:text-lg">
        {description}
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
        {actions}
      </div>
    </div>
  );
}
