import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { MarkdownContent } from '../../../components/markdown-content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticle, useHelpArticles } from '../api/help-articles';

/** /help/:slug: one help article, rendered from its Markdown. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = useHelpArticle(slug);
  const articles = useHelpArticles();
  useDocumentTitle(article.data?.title ?? 'Help Center');
  const related = (articles.data ?? [])
    .filter((other) => other.category === article.data?.category && other.slug !== slug)
    .slice(0, 4);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/help"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:text-indigo-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All help articles
      </Link>
      <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-10">
          {article.isPending ? (
            <div role="status" aria-label="Loading the article">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="mt-6 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-5/6" />
            </div>
          ) : article.isError ? (
            <div role="alert">
              <h1 className="text-2xl font-bold text-slate-900">
                {readApiError(article.error).status === 404
                  ? 'Article not found'
                  : 'We could not load this article'}
              </h1>
              <p className="mt-2 text-slate-600">
                Go back to the{' '}
                <Link to="/help" className="text-indigo-700 underline">
                  help center
                </Link>{' '}
                to find another one.
              </p>
            </div>
          ) : (
            <>
              <Badge variant="accent">{article.data.category}</Badge>
              <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
                {article.data.title}
              </h1>
              <MarkdownContent markdown={article.data.markdown} className="mt-4" />
            </>
          )}
        </article>
        <aside className="grid gap-4">
          {related.length > 0 && (
            <nav
              aria-label="Related articles"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
            >
              <p className="text-sm font-semibold text-slate-900">More in {article.data?.category}</p>
              <ul className="mt-3 grid gap-2 text-sm">
                {related.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={`/help/${other.slug}`}
                      className="text-indigo-700 hover:text-indigo-900 hover:underline"
                    >
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <LifeBuoy className="size-5 text-indigo-600" aria-hidden="true" />
            <p className="mt-2 text-sm font-semibold text-slate-900">Still need help?</p>
            <p className="mt-1 text-sm text-slate-600">Open a ticket and we will answer it.</p>
            <Button asChild size="sm" className="mt-3">
              <Link to="/support">Contact support</Link>
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
