import { describe, expect, it } from 'vitest';
import { SentenceContext } from '../sentence-context';
import { COLLECT_VERB, NOTICE_VERB, SELL_VERB, SHARE_VERB, hasDenial, readVerb } from './denial';

const read = (text: string, verb: RegExp, reader = false): string =>
  readVerb(new SentenceContext(text), verb, { reader });

describe('readVerb', () => {
  it('denies the verb at any distance from "not" within the clause', () => {
    expect(read('We do not sell your personal information.', SELL_VERB)).toBe('denied');
    expect(read('We will not, under any circumstances and for any payment, sell your data.', SELL_VERB)).toBe(
      'denied',
    );
    expect(read('We do not knowingly or intentionally collect data from children.', COLLECT_VERB)).toBe(
      'denied',
    );
    expect(read('We don’t sell, rent or otherwise disclose customer lists.', SHARE_VERB)).toBe('denied');
    // An aside right after the negator does not end the denial.
    expect(read('We do not, however, collect the addresses of our readers.', COLLECT_VERB)).toBe('denied');
    expect(read('We do not sell your data, however, we share it with partners.', SHARE_VERB)).toBe(
      'affirmed',
    );
  });

  it('reads "never", "no ... will", "unable to" and "not set up to" as denials', () => {
    expect(read('We never share your email address with advertisers.', SHARE_VERB)).toBe('denied');
    expect(read('No personal information will be sold to anyone.', SELL_VERB)).toBe('denied');
    expect(read('We collect no personal data when you browse.', COLLECT_VERB)).toBe('denied');
    expect(read('We are unable to honour browser signals.', /\bhonou?r/)).toBe('denied');
    expect(read('Our systems are not set up to respond to such signals.', /\brespond/)).toBe('denied');
  });

  it('makes an exception or "without your consent" a condition, not a denial', () => {
    expect(read('We will not share your data without your consent.', SHARE_VERB)).toBe('conditional');
    expect(read('We do not disclose your information except to our payment processor.', SHARE_VERB)).toBe(
      'conditional',
    );
    expect(read('We do not share data, other than as described in this policy.', SHARE_VERB)).toBe(
      'conditional',
    );
  });

  it('ends the denial at "but" and at a new clause after the denied verb', () => {
    expect(read('We do not sell your data, but we share it with our partners.', SHARE_VERB)).toBe('affirmed');
    expect(read('We do not sell the information we collect.', COLLECT_VERB)).toBe('affirmed');
    expect(read('We do not sell the information we collect.', SELL_VERB)).toBe('denied');
    expect(read('Neither we nor our partners sell your data.', SELL_VERB)).toBe('denied');
  });

  it('reads a pronoun right after the denied verb as its object, not a new subject', () => {
    expect(read('We do not ask you for, access or track your location.', /\btrack/)).toBe('denied');
    expect(read('We do not sell it or share it with advertisers.', SHARE_VERB)).toBe('denied');
    expect(read('We do not sell the data we collect.', COLLECT_VERB)).toBe('affirmed');
  });

  it('reads a "however" set off by commas after the negator as an aside, not a new clause', () => {
    expect(read('We do not, however, record the addresses of our visitors.', COLLECT_VERB)).toBe('denied');
    expect(read('We do not sell your data; however, we store it for a year.', COLLECT_VERB)).toBe('affirmed');
    expect(read('We do not rent lists, however we keep a record of each order.', COLLECT_VERB)).toBe(
      'affirmed',
    );
  });

  it('affirms a verb stated once plainly and once denied', () => {
    expect(read('We collect your email address and do not sell it.', COLLECT_VERB)).toBe('affirmed');
    expect(read('We collect your email address and do not sell it.', SELL_VERB)).toBe('denied');
  });

  it('does not take names and idioms for denials', () => {
    expect(read('We do not currently respond to Do Not Track signals.', /\brespond/)).toBe('denied');
    expect(read('We respond to Do Not Track signals from your browser.', /\brespond/)).toBe('affirmed');
    expect(read('Click the "Do Not Sell My Personal Information" link to opt out.', SELL_VERB)).toBe(
      'affirmed',
    );
    expect(
      read('We collect information, including but not limited to your name and email.', COLLECT_VERB),
    ).toBe('affirmed');
    expect(read('We keep your data no longer than necessary and share it with no one.', /\bkeep/)).toBe(
      'affirmed',
    );
    expect(read('We do not track you across other websites.', /\btrack/)).toBe('denied');
  });

  it("keeps the reader's negations apart: they deny a right, not a practice", () => {
    const optOut = 'If you do not want us to share your data, you can opt out.';
    expect(read(optOut, SHARE_VERB)).toBe('affirmed');
    expect(read('You cannot delete your account once it is verified.', /\bdelet/, true)).toBe('denied');
    expect(read('You cannot delete your account once it is verified.', /\bdelet/)).toBe('affirmed');
    const signedOut = "When you're not signed in, we store your searches with a random identifier.";
    expect(read(signedOut, /\bstor/)).toBe('affirmed');
    expect(read('When you’ve not confirmed your address, we keep your sign-up for a week.', /\bkeep/)).toBe(
      'affirmed',
    );
  });

  it('reads the reader as an object when a conjunction and a new subject stand before the negator', () => {
    const vendor = 'Our mailing firm posts the newsletter to you and it is not allowed to sell your address.';
    expect(read(vendor, SELL_VERB)).toBe('denied');
    expect(
      read('We pass your order to a courier, who delivers it to you but may not rent your data.', SELL_VERB),
    ).toBe('denied');
    // Near miss: the reader is still the subject of "you ... may not".
    expect(read('We send the code to you and you may not sell it to others.', SELL_VERB)).toBe('affirmed');
  });

  it('reads a prohibition placed on another company as a denial', () => {
    expect(read('Our printers are prohibited from selling the addresses we give them.', SELL_VERB)).toBe(
      'denied',
    );
    expect(read('The hosting firm is forbidden to pass your files to anyone else.', SHARE_VERB)).toBe(
      'denied',
    );
    expect(
      read('Contractors are prohibited from sharing your data unless the law requires it.', SHARE_VERB),
    ).toBe('conditional');
    // Near miss: a limit on who may see the data denies nothing.
    expect(
      read('Access to your records is restricted to staff who use them to answer you.', COLLECT_VERB),
    ).toBe('affirmed');
  });
});

describe("readVerb, the reader as subject of a passive and the reader's own activity", () => {
  it('reads "you will not be notified" as the company denying notice, not as the reader\'s negation', () => {
    expect(read('If this page changes, you will not be notified of it.', NOTICE_VERB)).toBe('denied');
    expect(read('Customers will not be contacted by our sponsors.', /\bcontact/)).toBe('denied');
    // Near misses: the reader's own inability stays the reader's, and a plain promise is affirmed.
    expect(read('You will not be able to delete your posts.', /\bdelet/)).toBe('affirmed');
    expect(read('You will be notified by email before anything changes.', NOTICE_VERB)).toBe('affirmed');
  });

  it("does not let the reader's activity in a time clause affirm a verb the company denies", () => {
    const denied =
      'We never read or track the position of your phone at any moment while installing or using our games.';
    expect(read(denied, COLLECT_VERB)).toBe('denied');
    expect(read('We do not record your voice when you are using our app.', COLLECT_VERB)).toBe('denied');
    // Near misses: the company's own use after the denial, and a time clause that is not the reader's.
    expect(read('We do not sell your data, and we are using it to improve our app.', COLLECT_VERB)).toBe(
      'affirmed',
    );
    expect(read('We do not share the data we are using.', COLLECT_VERB)).toBe('affirmed');
  });
});

describe('hasDenial', () => {
  it('finds a company denial of any practice verb, and nothing in a plain statement', () => {
    expect(hasDenial(new SentenceContext('At no time do we rent our mailing list.'))).toBe(true);
    expect(hasDenial(new SentenceContext('We share your data with advertisers.'))).toBe(false);
    expect(hasDenial(new SentenceContext('If you do not wish to receive emails, unsubscribe.'))).toBe(false);
  });
});
