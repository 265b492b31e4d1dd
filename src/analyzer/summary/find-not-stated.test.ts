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

describe('a topic the policy touches is never called silent', () => {
  // Each passage touches its topic in words no finding is read from; the topic must not be listed.
  it.each([
    ['How to see your data', 'Through My Account you can view the information you gave us.'],
    [
      'How to delete your data',
      'You may cancel your registration at any time by writing to the members desk.',
    ],
    ['How data is protected', 'Your details are kept on restricted database servers.'],
    [
      'Whether data is sold',
      'We will never disclose the details you give us to any third party without your permission.',
    ],
    ['How changes are announced', 'We will give additional notice of significant updates on the home page.'],
    ['Who to contact about privacy', 'Requests go to our corporate counsel at the address above.'],
  ])('%s', (topic, text) => {
    expect(topics(text)).not.toContain(topic);
  });

  it('still calls a topic silent when nothing touches it', () => {
    expect(topics('We make recipes available to everyone who visits.')).toEqual(
      expect.arrayContaining([
        'How to see your data',
        'How to delete your data',
        'How data is protected',
        'Whether data is sold',
        'How changes are announced',
        'Who to contact about privacy',
      ]),
    );
  });
});

describe('ways to delete the policy speaks of', () => {
  it.each([
    'Read more about deleting your account on our help pages.',
    'After deactivation of your account we keep some records for a while.',
    'Members may opt out of having the details they gave us kept by us from now on by writing to us.',
  ])('%s', (text) => {
    expect(topics(text)).not.toContain('How to delete your data');
  });

  it('does not count the company ending an account', () => {
    expect(
      topics('After termination of your account by us for a breach of the rules we keep some records.'),
    ).toContain('How to delete your data');
  });
});
