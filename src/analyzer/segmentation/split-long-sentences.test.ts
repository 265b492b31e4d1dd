import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { segmentText } from './segment-text';
import { splitLongSentences } from './split-long-sentences';

// A long sentence written for this test, in the way old policies list every disclosure in one sentence.
const LONG = [
  'Details that members give the club, whether entered in the sign-up form, in a competition entry, in a survey',
  'or in a letter to the membership office, may be passed to a body that takes over the club or its assets in a',
  'merger, a sale of the business or a similar arrangement, including one that is only being discussed at the time,',
  'or to a third party named in a court order, a subpoena or any other form of legal process served on the club,',
  'or to any local, regional or national public body that asks for them, whether or not pursuant to a subpoena or',
  'other legal process, or if the committee decides in its sole judgment that such disclosure is appropriate to',
  'protect the safety, health or property of the club, its members or anyone else.',
].join(' ');

describe('splitLongSentences', () => {
  it('cuts a sentence too long to quote at clause boundaries, each chunk as long as it can be', () => {
    expect(LONG.length).toBeGreaterThan(600);
    const chunks = splitLongSentences(segmentText(LONG), LONG, 600).flatMap((block) => block.sentences);
    expect(chunks.length).toBe(2);
    for (const chunk of chunks) expect(chunk.end - chunk.start).toBeLessThanOrEqual(600);
    expect(LONG.slice(chunks[1]?.start, chunks[1]?.end)).toMatch(/^or if the committee decides/);
  });

  it('leaves a sentence alone when it fits, or when no cut makes it fit', () => {
    const short = 'We keep your details, or if you ask us, we delete them.';
    expect(splitLongSentences(segmentText(short), short, 600)[0]?.sentences).toHaveLength(1);
    const noCut = `${'word '.repeat(150)}end.`;
    expect(splitLongSentences(segmentText(noCut), noCut, 600)[0]?.sentences).toHaveLength(1);
  });

  it('lets the engine read and quote what such a sentence says', () => {
    const flags = analyzeWithBuiltin(LONG)
      .findings.filter((finding) => finding.section === 'redFlags')
      .map((finding) => finding.statement);
    expect(flags.join(' ')).toMatch(/given to (?:the authorities or )?others whenever the company/);
  });
});

describe('disclosure the law does not require', () => {
  it('reads "whether or not pursuant to a subpoena" as disclosure at the company’s call', async () => {
    const { detectRedFlags } = await import('../red-flags/detect-red-flags');
    const ids = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);
    expect(
      ids(
        'We may disclose your details to any public body that asks, whether or not pursuant to a subpoena.',
      ),
    ).toContain('disclosure-without-notice');
    expect(ids('We may disclose your details to a public body pursuant to a subpoena.')).not.toContain(
      'disclosure-without-notice',
    );
  });
});
