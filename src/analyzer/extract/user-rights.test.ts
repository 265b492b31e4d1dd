import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests, in the wording policies use.
const rights = (text: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'userRights')
    .map((finding) => finding.statement);

const notStated = (text: string): string[] => analyzeWithBuiltin(text).notStated.map((item) => item.topic);

const DELETION = /ask for your personal data or account to be deleted/;

describe('deletion', () => {
  it('reads data deleted at the reader’s discretion, named before the verb, as a right to delete', () => {
    const text =
      'Entries you have sent us may be kept, revised or deleted at your discretion once they are stored.';
    expect(rights(text).join(' ')).toMatch(DELETION);
    expect(notStated(text)).not.toContain('How to delete your data');
    // Near miss: the company deleting at its own discretion gives the reader nothing.
    const company = 'Entries you have sent us may be deleted at our discretion once they are stored.';
    expect(rights(company).join(' ')).not.toMatch(DELETION);
  });

  it('does not read someone restricting your ability to delete as a right to delete', () => {
    const text =
      'Your workplace administrator may restrict your ability to delete your files or change your settings.';
    expect(rights(text).join(' ')).not.toMatch(DELETION);
    // Near miss: the same words granting the ability.
    expect(
      rights('You may delete your files or change your settings from your account page.').join(' '),
    ).toMatch(DELETION);
  });
});
