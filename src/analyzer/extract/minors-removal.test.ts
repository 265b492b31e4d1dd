import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests (fix-z, round (10) class 2), in the wording policies use.
const rights = (text: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'userRights')
    .map((finding) => finding.statement);
const restrictions = (text: string): string =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'restrictions')
    .map((finding) => finding.statement)
    .join(' ');

describe("a minors' right to remove what they posted", () => {
  const eraser =
    'If you are a registered user under the age of 18 and live in California, you may ask us to remove content or information that you have posted on our site.';

  it('says who has it and what it covers, not the deletion of your data or account', () => {
    expect(rights(eraser)).toEqual([
      'If you are under 18, you can ask for content you have posted to be removed. Only California residents have this right.',
    ]);
    expect(analyzeWithBuiltin(eraser).tldrSummary).toMatch(
      /California residents can remove content they posted while under 18\./,
    );
    expect(analyzeWithBuiltin(eraser).tldrSummary).not.toMatch(/delete (?:their|your) data/);
    // Not an age limit of the service.
    expect(restrictions(eraser)).not.toMatch(/not meant for children/);
  });

  it('keeps that removal may not be complete', () => {
    const text =
      'Users under 18 may request removal of content they have publicly posted, but removal does not ensure complete deletion of the content.';
    expect(rights(text).join(' ')).toMatch(/to be removed, though copies may remain\./);
  });

  it("leaves everyone's deletion right beside it as it was", () => {
    const text = [
      eraser,
      'You can ask us to delete your personal information at any time by writing to our privacy office.',
    ].join(' ');
    expect(rights(text)).toContain('You can ask for your personal data or account to be deleted.');
    expect(analyzeWithBuiltin(text).tldrSummary).toMatch(/You can delete your data\./);
  });

  it('near misses: a deletion for everyone, and an age limit', () => {
    expect(
      rights('You can ask us to remove the content you posted and delete your account.').join(' '),
    ).not.toMatch(/under 18/);
    expect(restrictions('You must be at least 18 years old to post content on our forums.')).toMatch(
      /not meant for children/,
    );
  });
});
