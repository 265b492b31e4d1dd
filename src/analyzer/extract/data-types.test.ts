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

describe('a place is not your location, a purpose is not a data type', () => {
  it('does not read a shop, a room in a building or a contact place as your location', () => {
    for (const text of [
      'We pass your party booking, with your phone number, to the franchised location that hosts it.',
      'Feedback about a particular location is sent on to that store, with the email you give.',
      'Unless you say no, the ward list shows your name and your location in our facility to visitors.',
      'Tell us if you would like letters sent to an alternative address or location.',
    ])
      expect(collected(text).join(' '), text).not.toMatch(/location/);
    // Near miss: where the reader is.
    expect(collected('Our app records your location while you search for shops nearby.').join(' ')).toMatch(
      /location/,
    );
  });

  it('does not read demographic statistics the company produces as demographics collected', () => {
    expect(
      collected('We use these records to compile broad statistical and demographic information.').join(' '),
    ).not.toMatch(/demographic/);
    // Near miss: demographic details asked of the reader.
    expect(
      collected('We collect demographic information from you, such as your age and gender.').join(' '),
    ).toMatch(/demographic/);
  });
});
