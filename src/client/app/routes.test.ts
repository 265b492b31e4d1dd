import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../common/routes';
import { appRoutes } from './routes';

/** The leaf route a path lands on. */
function leafPathFor(pathname: string): string | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf?.index ? '/' : leaf?.path;
}

describe('app routes', () => {
  it.each(PAGE_ROUTES)('%s has its own page, not the 404 page', (path) => {
    expect(leafPathFor(path)).toBe(path);
  });

  it('sends any other path to the 404 page', () => {
    expect(leafPathFor('/does-not-exist')).toBe('*');
    expect(leafPathFor('/admin/unknown')).toBe('*');
  });
});
