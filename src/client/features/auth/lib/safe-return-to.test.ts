import { describe, expect, it } from 'vitest';
import { getSafeReturnTo } from './safe-return-to';

describe('getSafeReturnTo', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(getSafeReturnTo('/history?page=2#top')).toBe('/history?page=2#top');
  });

  it.each([
    [null],
    [''],
    ['history'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\u0000x'],
    ['/auth?mode=register'],
    ['/signin'],
  ])('sends %j home', (value) => {
    expect(getSafeReturnTo(value)).toBe('/');
  });
});
