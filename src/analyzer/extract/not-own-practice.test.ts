import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import {
  ACCIDENTAL_COLLECTION,
  ADVICE_TO_OTHERS_PATTERN,
  FUTURE_COLLECTION,
  LAW_DESCRIBED_PATTERN,
} from './not-own-practice';
import { statementsIn } from '../testing/section-statements';

// Sentences written for these tests, in the wording policies use.
const collected = (text: string): string =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'dataCollection')
    .map((finding) => finding.statement)
    .join(' ');

/** Every claim of the report, red flags included: precise location is said by its flag. */
const claims = (text: string): string =>
  analyzeWithBuiltin(text)
    .findings.map((finding) => finding.statement)
    .join(' ');

const restrictions = statementsIn('restrictions');

describe('a hypothetical about the company’s own collection', () => {
  it('reads no collection of children’s data from a future change of practice', () => {
    for (const text of [
      'If in the future we gather personal details from children, we will follow the children’s privacy law.',
      'If we ever decide to collect details from kids under 13, we will first ask for a parent’s consent.',
      'If our club later launches games that make it fitting to ask children for their names and ages, we will update this notice.',
      'Should we ever collect personal data from children, we will tell their parents first.',
    ]) {
      expect(FUTURE_COLLECTION.test(text.toLowerCase()), text).toBe(true);
      expect(collected(text), text).not.toMatch(/children/);
    }
  });

  it('reads no collection from a clean-up clause for data taken by mistake', () => {
    for (const text of [
      'In the event that we discover that we have gathered personal details from a child under 13 without a parent’s approval, we will erase them at once.',
      'If the company is told that someone aged under 13 sent us an email address, we will remove it from our files.',
      'Should we find out that we unknowingly received a child’s name, we will delete it promptly.',
    ]) {
      expect(ACCIDENTAL_COLLECTION.test(text.toLowerCase()), text).toBe(true);
      expect(collected(text), text).not.toMatch(/children/);
    }
  });

  it('still reads collection where the company states it, or the reader’s condition leads to it', () => {
    for (const text of [
      // A condition on the reader, not a hypothetical of the company's practice.
      'If you, as a parent, agree to it, we may collect your child’s name and age to enrol them in our reading club.',
      'We may collect your child’s first name and email address to register them for a summer workshop.',
      'Parents provide their child’s name and date of birth when they sign the child up for lessons.',
      // How the company does collect, not whether it ever will.
      'When we mean to gather details from children, we first write to their parents and ask for consent.',
      // A change to how it uses data it holds says it holds some.
      'If we change the way we use the details collected from children, we will ask parents again.',
    ])
      expect(collected(text), text).toMatch(/children/);
    // Near miss for the clean-up clause: learning about the reader is no accident.
    expect(ACCIDENTAL_COLLECTION.test('when we learn about your interests, we show you better offers.')).toBe(
      false,
    );
  });

  it('applies to other sensitive data: a future change of practice is not location collected', () => {
    expect(
      claims(
        'If in the future we begin to collect your precise location, we will ask for your permission first.',
      ),
    ).not.toMatch(/location/);
    expect(claims('If we ever start collecting health information, we will update this notice.')).not.toMatch(
      /health/,
    );
    // Near miss: a present condition of the company's practice.
    expect(claims('If you turn on the nearby-stores feature, we collect your precise location.')).toMatch(
      /location/,
    );
  });
});

describe('advice to others and an account of the law', () => {
  it('reads no collection from advice given to children or parents', () => {
    for (const text of [
      'Young people should always ask a parent’s consent before giving personal details to any website.',
      'We encourage parents to talk with their children about sharing personal information online and to supervise them.',
      'If you are under 16, get your parent’s consent before you give personal information to anyone online.',
    ]) {
      expect(ADVICE_TO_OTHERS_PATTERN.test(text.toLowerCase()), text).toBe(true);
      expect(collected(text), text).not.toMatch(/children/);
    }
    // Near miss: an obligation to give the company the child's details is collection.
    expect(
      collected(
        'Parents must provide their child’s name and email address to register the child for classes.',
      ),
    ).toMatch(/children/);
  });

  it('reads no collection, and no age limit, from an account of the children’s privacy law', () => {
    const law =
      'With respect to gathering details from kids younger than 13, the federal children’s privacy law (COPPA) gives parents the final say.';
    expect(LAW_DESCRIBED_PATTERN.test(law.toLowerCase())).toBe(true);
    expect(collected(law)).not.toMatch(/children/);
    expect(restrictions(law).join(' ')).not.toMatch(/children/);
    // Near misses: the company's own practice, with the law as its reason, and a law that binds the company.
    expect(collected('As COPPA requires, we collect a child’s name only with a parent’s consent.')).toMatch(
      /children/,
    );
    expect(
      LAW_DESCRIBED_PATTERN.test(
        'federal law requires us to collect your social security number for tax forms.',
      ),
    ).toBe(false);
  });

  it('says a promise not to market to children as such, not as an age limit', () => {
    expect(restrictions('Our shop does not specifically advertise to children under 13.')).toContain(
      'Does not aim its marketing at children under 13.',
    );
    // Near miss: a site not intended for children is an age limit.
    expect(
      restrictions('Our shop is not meant for kids under 13, and no advertising of ours is aimed at them.'),
    ).toContain('The service is not meant for children below a minimum age.');
  });
});
