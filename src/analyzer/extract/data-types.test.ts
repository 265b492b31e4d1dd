import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests, in the wording policies use.
const collected = (text: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'dataCollection')
    .map((finding) => finding.statement);

describe("children's data", () => {
  it('says a child’s message may be used without the parent, whichever way the consent is worded', () => {
    for (const text of [
      'Whenever our club receives a note from a child aged ten, staff may reply once without any consent from the guardians.',
      'Whenever our club receives a note from a child aged ten, staff may reply once without a parent’s consent.',
    ])
      expect(collected(text), text).toContain(
        "May collect or use personal data from children without a parent's consent.",
      );
    // Near miss: with the parent's consent.
    expect(
      collected(
        'Whenever our club receives a note from a child aged ten, staff reply only with consent from a parent.',
      ),
    ).toContain(
      "May collect personal data about children, given by their parents or with a parent's consent.",
    );
  });

  it('does not read a pointer to another policy on children’s data as collecting it', () => {
    const text =
      "For more about how our junior app gathers details from children, please see that app's own notice.";
    expect(collected(text).join(' ')).not.toContain('children');
    // Near miss: the same subject stated as this service's practice.
    expect(
      collected('Our games collect a first name and age from children to save a high score.').join(' '),
    ).toContain('children');
  });
});
