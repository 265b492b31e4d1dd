import { ArrowRight, BookOpen, LifeBuoy, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { HelpArticleSummary } from '../../../../common/support';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticles, useHelpSearch } from '../api/help-articles';

function groupByCategory(articles: HelpArticleSummary[]): [string, HelpArticleSummary[]][] {
  const groups = new Map<string, HelpArticleSummary[]>();
  for (const article of articles)
    groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  return [...groups.entries()];
}

function ArticleLink({ article, excerpt }: { article: HelpArticleSummary; excerpt?: string }) {
  return (
    <li>
      <Link
        to={`/help/${article.slug}`}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-card transition hover:border-indigo-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
      >
        <span className="flex items-start justify-between gap-3 font-semibold text-slate-900 group-hover:text-indigo-700">
          {article.title}
          <ArrowRight
            className="mt-0.5 size-4 shrink-0 text-slate-400 group-hover:text-indigo-600"
            aria-hidden="true"
          />
        </span>
        <span className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-600">
          {excerpt ?? article.summary}
        </span>
      </Link>
    </li>
  );
}

/** /help: every help article by topic, and a search over all of them. */
export function HelpPage() {
  useDocumentTitle('Help Center');
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(searchParams.get('q') ?? '');
  const deferredQuery = useDeferredValue(query);
  const articles = useHelpArticles();
  const search = useHelpSearch(deferredQuery);
  const searchId = useId();
  const isSearching = deferredQuery.trim().length > 0;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-3xl bg-gradient-to-br from-indigo-600 to-indigo-800 px-6 py-10 text-white shadow-card sm:px-10">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-100">
          <BookOpen className="size-4" aria-hidden="true" />
          Help Center
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">How can we help?</h1>
        <form
          role="search"
          className="relative mt-6 max-w-xl"
          onSubmit={(event) => {
            event.preventDefault();
            setSearchParams(query.trim() ? { q: query.trim() } : {}, { replace: true });
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search the help articles
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search, e.g. “cancel my subscription”"
            className="h-12 rounded-xl border-transparent pl-9 text-base shadow-lg"
          />
        </form>
      </div>

      <div className="mt-10" aria-live="polite">
        {isSearching ? (
          <section aria-labelledby="help-results">
            <h2 id="help-results" className="text-lg font-semibold text-slate-900">
              {search.isPending
                ? 'Searching…'
                : `${search.data?.length ?? 0} ${search.data?.length === 1 ? 'article' : 'articles'} for “${deferredQuery.trim()}”`}
            </h2>
            {search.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                The search did not work. Try again.
              </p>
            )}
            {search.data && search.data.length === 0 && (
              <p className="mt-3 text-sm text-slate-600">
                No article matches. Try other words, or{' '}
                <Link to="/support" className="font-medium text-indigo-700 underline underline-offset-2">
                  open a support ticket
                </Link>
                .
              </p>
            )}
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {search.data?.map((result) => (
                <ArticleLink key={result.slug} article={result} excerpt={result.excerpt} />
              ))}
            </ul>
          </section>
        ) : articles.isPending ? (
          <div role="status" aria-label="Loading articles" className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-24 rounded-xl" />
            ))}
          </div>
        ) : articles.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We could not load the help articles. Refresh the page to try again.
          </p>
        ) : (
          <div className="grid gap-10">
            {groupByCategory(articles.data).map(([category, items]) => (
              <section key={category} aria-label={category}>
                <h2 className="text-lg font-semibold text-slate-900">{category}</h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {items.map((article) => (
                    <ArticleLink key={article.slug} article={article} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>

      <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <LifeBuoy className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
          <div>
            <p className="font-semibold text-slate-900">Didn’t find your answer?</p>
            <p className="text-sm text-slate-600">Open a ticket and our assistant or a person will reply.</p>
          </div>
        </div>
        <Button asChild>
          <Link to="/support">Contact support</Link>
        </Button>
      </div>
    </div>
  );
}
