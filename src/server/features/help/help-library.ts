import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { HelpArticle, HelpArticleSummary, HelpSearchResult } from '../../../common/support';
import { HELP_CATALOGUE } from './help-catalogue';
import { parseArticleMarkdown, type ArticleSection } from './markdown-sections';
import { processTerm, termsOf, tokenizeText } from './search-terms';

export const ARTICLES_DIR = fileURLToPath(new URL('./articles/', import.meta.url));

type LoadedArticle = HelpArticle & { sections: ArticleSection[] };

type Passage = { id: number; slug: string; title: string; heading: string; text: string };

/** The best passage for a question, with the evidence the assistant turns into a confidence. */
export type HelpMatch = {
  article: HelpArticleSummary;
  passage: ArticleSection;
  /** MiniSearch's BM25 score of the passage. */
  score: number;
  /**
   * Share of the question's meaning found in the cited article: the IDF-weighted fraction of its
   * terms that occur there (0 to 1). Terms no article uses weigh most, so a question about
   * something the help center never mentions scores low even when its common words match.
   */
  coverage: number;
  /** Distinct content terms in the question (after stop words). */
  questionTermCount: number;
};

export type HelpLibrary = {
  list: () => HelpArticleSummary[];
  get: (slug: string) => HelpArticle | undefined;
  search: (query: string, limit?: number) => HelpSearchResult[];
  findBestMatch: (question: string) => HelpMatch | null;
};

const SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  // Terms are stemmed already; prefixes and small typos catch the rest ("cancelation", "invoices").
  prefix: (term) => term.length >= 5,
  fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
  boost: { title: 2, heading: 1.5 },
};

const ARTICLE_SCORE_DECAY = 0.5;

function summarize(article: LoadedArticle): HelpArticleSummary {
  return { slug: article.slug, title: article.title, summary: article.summary, category: article.category };
}

/** Reads and indexes the help articles. Called once; the files only change with a new release. */
export function loadHelpLibrary(directory: string = ARTICLES_DIR): HelpLibrary {
  const articles: LoadedArticle[] = HELP_CATALOGUE.map(({ slug, category }) => {
    const markdown = readFileSync(`${directory}/${slug}.md`, 'utf8');
    const parsed = parseArticleMarkdown(markdown);
    if (!parsed.title) throw new Error(`Help article ${slug} has no '# Title' heading`);
    return {
      slug,
      category,
      markdown,
      title: parsed.title,
      summary: parsed.summary,
      sections: parsed.sections,
    };
  });
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  const passages: Passage[] = articles.flatMap((article) =>
    article.sections.map((section) => ({
      id: 0,
      slug: article.slug,
      title: article.title,
      heading: section.heading ?? '',
      text: section.text,
    })),
  );
  passages.forEach((passage, index) => (passage.id = index));

  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['slug'],
    tokenize: tokenizeText,
    processTerm,
  });
  index.addAll(passages);

  // Document frequency per term, for the IDF weights of the coverage measure.
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const term of termsOf(`${passage.title} ${passage.heading} ${passage.text}`)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const idf = (term: string): number =>
    Math.log((passages.length + 1) / ((documentFrequency.get(term) ?? 0) + 0.5));

  const sectionOf = (passageId: number): ArticleSection | undefined => {
    const passage = passages[passageId];
    if (!passage) return undefined;
    return { heading: passage.heading || null, text: passage.text };
  };

  return {
    list: () => articles.map(summarize),
    get: (slug) => {
      const article = bySlug.get(slug);
      if (!article) return undefined;
      const { sections: _sections, ...rest } = article;
      return rest;
    },
    search: (query, limit = 10) => {
      const results = query.trim() ? index.search(query, SEARCH_OPTIONS) : [];
      const seen = new Set<string>();
      const found: HelpSearchResult[] = [];
      for (const result of results) {
        const article = bySlug.get(String(result.slug));
        const section = sectionOf(Number(result.id));
        if (!article || !section || seen.has(article.slug)) continue;
        seen.add(article.slug);
        found.push({ ...summarize(article), excerpt: section.text.slice(0, 280) });
        if (found.length >= limit) break;
      }
      return found;
    },
    findBestMatch: (question) => {
      const questionTerms = termsOf(question);
      if (questionTerms.length === 0) return null;
      const results = index.search(question, SEARCH_OPTIONS);
      // Articles are ranked by their best passage plus half of their others: an article that
      // answers the question in several places beats one with a single lucky paragraph.
      const articleScores = new Map<string, number>();
      for (const result of results) {
        const slug = String(result.slug);
        const previous = articleScores.get(slug);
        articleScores.set(
          slug,
          previous === undefined ? result.score : previous + result.score * ARTICLE_SCORE_DECAY,
        );
      }
      const bestSlug = [...articleScores.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      const best = results.find((result) => result.slug === bestSlug);
      const article = best ? bySlug.get(String(best.slug)) : undefined;
      const passage = best ? sectionOf(Number(best.id)) : undefined;
      if (!best || !article || !passage) return null;
      // What the cited article covers: every question term matched by any of its passages.
      const matched = new Set<string>();
      for (const result of results) {
        if (result.slug === best.slug) for (const term of result.queryTerms) matched.add(term);
      }
      const total = questionTerms.reduce((sum, term) => sum + idf(term), 0);
      const covered = questionTerms.reduce((sum, term) => sum + (matched.has(term) ? idf(term) : 0), 0);
      return {
        article: summarize(article),
        passage,
        score: best.score,
        coverage: total > 0 ? covered / total : 0,
        questionTermCount: questionTerms.length,
      };
    },
  };
}

let shared: HelpLibrary | undefined;

/** The library of the articles shipped with the app, loaded on first use. */
export function getHelpLibrary(): HelpLibrary {
  shared ??= loadHelpLibrary();
  return shared;
}
