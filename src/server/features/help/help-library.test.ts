import { describe, expect, it } from 'vitest';
import { HELP_CATALOGUE } from './help-catalogue';
import { loadHelpLibrary } from './help-library';

const library = loadHelpLibrary();

describe('the help articles', () => {
  it('has at least 15 articles, each with a title, a summary and some sections', () => {
    const articles = library.list();
    expect(articles.length).toBeGreaterThanOrEqual(15);
    expect(articles.map((article) => article.slug)).toEqual(HELP_CATALOGUE.map((entry) => entry.slug));
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeGreaterThan(3);
      expect(article.summary.length, article.slug).toBeGreaterThan(40);
    }
  });

  it('links only to articles and pages that exist', () => {
    const slugs = new Set(library.list().map((article) => article.slug));
    for (const { slug } of library.list()) {
      const markdown = library.get(slug)?.markdown ?? '';
      for (const [, target] of markdown.matchAll(/\]\(\/help\/([a-z0-9-]+)\)/g))
        expect(slugs.has(target ?? ''), `${slug} links to ${target}`).toBe(true);
    }
  });

  it('states the plan figures of src/common/plans.ts', async () => {
    const { PLANS, formatLimit, isUnlimited } = await import('../../../common/plans');
    const table = library.get('plans-and-limits')?.markdown ?? '';
    for (const plan of PLANS) {
      const analyses = isUnlimited(plan.analysesPerMonth) ? 'Unlimited' : formatLimit(plan.analysesPerMonth);
      const characters = isUnlimited(plan.maxCharacters) ? 'No limit' : formatLimit(plan.maxCharacters);
      expect(table).toMatch(
        new RegExp(`\\| ${plan.name}[^|]* \\| \\$${plan.priceUsd} \\| ${analyses} \\| ${characters} \\|`),
      );
    }
  });

  it('searches by meaning of words, stems and spellings, one result per article', () => {
    const results = library.search('cancelling my subscription');
    expect(results[0]?.slug).toBe('billing-and-cancellation');
    expect(new Set(results.map((result) => result.slug)).size).toBe(results.length);
    expect(library.search('personalisation').map((result) => result.slug)).toContain('privacy-settings');
    expect(library.search('')).toEqual([]);
  });
});
