import { describe, expect, it } from 'vitest';
import { statementsIn } from '../testing/section-statements';

// Sentences written for these tests, in the wordings US policies used for European transfers.
const restrictions = statementsIn('restrictions');

describe('transfer frameworks: data coming into the United States from Europe', () => {
  it('reads membership of the Safe Harbor frameworks, with no verb of transfer', () => {
    expect(
      restrictions(
        'Example Corp. complies with the U.S.-EU and U.S.-Swiss Safe Harbor Frameworks for the personal data it gathers from European Union member countries and Switzerland.',
      ),
    ).toEqual([
      'Says it follows the US-EU and US-Swiss Safe Harbor frameworks for personal data it receives in the United States from the European Union and Switzerland.',
    ]);
  });

  it('names the Privacy Shield, the independent dispute body and other safeguards the sentence names', () => {
    expect(
      restrictions(
        'We are certified under the EU-US Privacy Shield, and complaints we cannot settle go to an independent dispute resolution provider.',
      ),
    ).toEqual([
      'Says it follows the US-EU Privacy Shield framework for personal data it receives in the United States from the European Union, with unresolved complaints referred to an independent dispute body.',
    ]);
  });

  // Near misses: a pointer to the programme's site, and safe harbors of other laws.
  it("reads no transfer framework in a pointer or in a children's or copyright safe harbor", () => {
    expect(
      restrictions(
        'To learn more about the Safe Harbor program and to view our certification, visit the Commerce Department site.',
      ),
    ).toEqual([]);
    expect(
      restrictions(
        'Our kids pages take part in an FTC-approved COPPA safe harbor programme for member sites.',
      ),
    ).not.toContainEqual(expect.stringMatching(/Safe Harbor/));
  });
});

describe('transfers out of Europe', () => {
  it('says data leaves the European Economic Area, and the clauses that protect it', () => {
    expect(
      restrictions(
        'The data we hold may be transferred to a destination outside the European Economic Area.',
      ),
    ).toEqual([
      'Your data may be transferred to and processed in countries outside the European Economic Area.',
    ]);
    expect(
      restrictions(
        'Our vendors may process your data in the United States, and such transfers rely on standard contractual clauses.',
      ),
    ).toEqual([
      'Your data may be transferred to and processed in the United States, protected by standard contractual clauses.',
    ]);
  });
});
