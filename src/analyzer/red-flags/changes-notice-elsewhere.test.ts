import { describe, expect, it } from 'vitest';
import { statementsIn } from '../testing/section-statements';

// Policies written for these tests: the flagged sentence and the promise sit in different sections.
const CHANGES_FLAG = /policy can change/i;
const flagsOf = statementsIn('redFlags');

const policy = (promise: string, change = 'We may modify this privacy policy from time to time.'): string =>
  [
    'Updates',
    change,
    'Cookies',
    'We use cookies to remember the items in your basket between visits.',
    'Contact',
    promise,
  ].join('\n\n');

describe('a notice of changes promised in another section', () => {
  it('qualifies "we may modify this policy" sections away', () => {
    const text = policy(
      'If we make a material change to this policy, we will place a notice on our home page notifying users of the revision.',
    );
    expect(flagsOf(text).join(' ')).not.toMatch(CHANGES_FLAG);
    // Near miss: no promise anywhere.
    expect(
      flagsOf(policy('Write to the club secretary with any questions about your membership.')).join(' '),
    ).toMatch(CHANGES_FLAG);
  });

  it('is no notice when its only means is the posting', () => {
    const posting = policy(
      'We will notify you of any changes to this policy by posting the new version on this page.',
    );
    expect(flagsOf(posting).join(' ')).toMatch(CHANGES_FLAG);
  });

  it('counts a copy of the policy sent to every customer each year as notice', () => {
    const text = [
      'We may modify this privacy policy from time to time.',
      'Each customer is sent a copy of this privacy notice every year.',
    ].join(' ');
    expect(flagsOf(text).join(' ')).not.toMatch(CHANGES_FLAG);
  });
});

describe('a notice posted on the site when the policy changes', () => {
  it('is a promise of notice', () => {
    const text = policy(
      'When this policy is revised we will put a short notice on our website to let readers know.',
    );
    expect(flagsOf(text).join(' ')).not.toMatch(CHANGES_FLAG);
  });

  it('is not the revised policy posted on the page', () => {
    const text = policy('We will post a revised privacy notice on this website whenever it changes.');
    expect(flagsOf(text).join(' ')).toMatch(CHANGES_FLAG);
  });
});

describe('a notice the company only may post', () => {
  it('is no promise', () => {
    const text = policy('If this policy is revised we may put a short notice on our website for readers.');
    expect(flagsOf(text).join(' ')).toMatch(CHANGES_FLAG);
  });
});
