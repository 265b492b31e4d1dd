import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/history')).toBe('/history');
    expect(safeReturnTo('/history?page=2#top')).toBe('/history?page=2#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'history',
    '/x\nLocation: y',
    '',
    42,
    undefined,
  ])('refuses %j and falls back to /', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
