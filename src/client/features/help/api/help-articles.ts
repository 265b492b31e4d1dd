import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  helpArticleListResponseSchema,
  helpArticleSchema,
  helpSearchResponseSchema,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpSearchResult,
} from '../../../../common/support';
import { apiRequest } from '../../../lib/api-client';

const ARTICLES_KEY = ['/api/help/articles'] as const;

/** GET /api/help/articles: every article, in the help center's order. */
export async function listHelpArticles(): Promise<HelpArticleSummary[]> {
  const response = await apiRequest('GET', ARTICLES_KEY[0]);
  return helpArticleListResponseSchema.parse(await response.json());
}

export function useHelpArticles() {
  return useQuery({ queryKey: ARTICLES_KEY, queryFn: listHelpArticles });
}

/** GET /api/help/articles/:slug. */
export async function getHelpArticle(slug: string): Promise<HelpArticle> {
  const response = await apiRequest('GET', `${ARTICLES_KEY[0]}/${encodeURIComponent(slug)}`);
  return helpArticleSchema.parse(await response.json());
}

export function useHelpArticle(slug: string) {
  return useQuery({ queryKey: [...ARTICLES_KEY, slug], queryFn: () => getHelpArticle(slug) });
}

/** GET /api/help/search?q=: best articles for the words, each with its best passage. */
export async function searchHelpArticles(query: string): Promise<HelpSearchResult[]> {
  const response = await apiRequest('GET', `/api/help/search?q=${encodeURIComponent(query)}`);
  return helpSearchResponseSchema.parse(await response.json());
}

export function useHelpSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['/api/help/search', trimmed],
    queryFn: () => searchHelpArticles(trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
