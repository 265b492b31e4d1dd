import { describe, expect, it } from 'vitest';
import { SentenceContext } from '../sentence-context';
import { itemsAmong, itemsIn, itemsOf, scanner } from './item-scanner';

/** Items that overlap: the first alternative to match at a place wins it, and the scan goes on after it. */
const KINDS = scanner([
  ['device-id', /\bdevice (?:id|identifiers?)\b/],
  ['device-details', /\bdevice (?:id|type|model)\b/],
  ['opt-out-link', /\bopt[- ]?out\b[^.]{0,40}\blink\b/],
  ['link', /\blink\b/],
  ['email', /\be-?mail address\b/],
]);

const SENTENCES = [
  'we read your device id and your device type when you visit.',
  'use the opt-out link below. the link expires, and so does your e-mail address.',
  'click the link to read more about your email address.',
  'nothing here names any of the items at all.',
  'the device model and device identifiers are kept.',
];

/** Literal gates are derived once a pattern is hot (64 tests): warm them on these sentences. */
function warm(list: typeof KINDS): void {
  for (let run = 0; run < 80; run += 1)
    for (const text of SENTENCES) itemsOf(new SentenceContext(text), list);
}

describe('itemsOf', () => {
  it('finds the items the full list finds, in the same order, once the gates leave items out', () => {
    warm(KINDS);
    for (const text of SENTENCES)
      expect(itemsOf(new SentenceContext(text), KINDS)).toEqual(itemsIn(text, KINDS));
    expect(itemsOf(new SentenceContext(SENTENCES[0] ?? ''), KINDS)).toEqual(['device-id', 'device-details']);
    // The opt-out phrase takes the first "link"; the second one is found on its own.
    expect(itemsOf(new SentenceContext(SENTENCES[1] ?? ''), KINDS)).toEqual([
      'opt-out-link',
      'link',
      'email',
    ]);
  });

  it('finds, scanning the items one by one, what the full list finds when the others cannot occur', () => {
    // "device id" is both first items' match at one place: the first in list order takes it.
    expect(itemsAmong(SENTENCES[0] ?? '', KINDS, [0, 1])).toEqual(itemsIn(SENTENCES[0] ?? '', KINDS));
    expect(itemsAmong('the device id.', KINDS, [0, 1])).toEqual(['device-id']);
    expect(itemsAmong('the device id.', KINDS, [1])).toEqual(['device-details']);
    // A match goes on after its end: the "link" inside the opt-out phrase is not found again.
    expect(itemsAmong('opt out with this link.', KINDS, [2, 3])).toEqual(['opt-out-link']);
    expect(itemsAmong(SENTENCES[1] ?? '', KINDS, [2, 3, 4])).toEqual(itemsIn(SENTENCES[1] ?? '', KINDS));
    expect(itemsAmong('no item here.', KINDS, [0, 4])).toEqual([]);
  });

  it('finds nothing without scanning when no item can occur', () => {
    warm(KINDS);
    expect(itemsOf(new SentenceContext('nothing here names any of the items at all.'), KINDS)).toEqual([]);
  });

  it('keeps the overlapping scan of lists whose long patterns overlap', () => {
    const rights = scanner(
      [
        ['settings', /\bbrowser\b[^.]{0,30}\bsettings\b/],
        ['opt-out', /\bopt out\b[^.]{0,30}\bbrowser\b/],
      ],
      true,
    );
    const text = 'you can opt out in your browser settings.';
    for (let run = 0; run < 80; run += 1) itemsOf(new SentenceContext(text), rights);
    expect(itemsOf(new SentenceContext(text), rights)).toEqual(['opt-out', 'settings']);
    expect(itemsAmong(text, rights, [0, 1])).toEqual(['opt-out', 'settings']);
    expect(itemsAmong('browser settings let you opt out in your browser.', rights, [0, 1])).toEqual(
      itemsIn('browser settings let you opt out in your browser.', rights),
    );
  });

  it('refuses item patterns that capture', () => {
    expect(() => scanner([['bad', /\b(e-?mail)\b/]])).toThrow(/must not capture/);
  });
});
