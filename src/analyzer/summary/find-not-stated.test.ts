import { describe, expect, it } from 'vitest';
import { findNotStated } from './find-not-stated';

const topics = (text: string): string[] => findNotStated(text, new Set()).map((item) => item.topic);

describe('findNotStated', () => {
  it('counts a named contact for privacy questions as a contact point', () => {
    expect(
      topics('Anyone with questions about this policy should contact the site administrator.'),
    ).not.toContain('Who to contact about privacy');
    expect(topics('We publish this site as a public service.')).toContain('Who to contact about privacy');
  });

  it('counts a postal address for requests as a contact point', () => {
    expect(
      topics('Other change or removal requests may be sent to the Members Desk, PO Box 12, Springfield.'),
    ).not.toContain('Who to contact about privacy');
  });
});
