import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { findContradictions } from '../practices/contradictions';
import { statementsIn } from '../testing/section-statements';

// Policies written for these tests: a scoped promise beside a general one, a promise made in the
// paragraph of one activity, and sharing the reader agreed to beside a promise kept until they agree.
const sharing = statementsIn('dataSharing');
const flags = statementsIn('redFlags');

describe('a promise scoped to some data beside a general promise', () => {
  const policy = [
    'We keep your order details in a customer file.',
    'This file is used by our staff only and is not shared with anyone.',
    '',
    'We will not share your personal information with any third party.',
  ].join('\n');

  it('is no sharing that contradicts the general promise: both are said as written', () => {
    expect(sharing(policy)).toEqual([
      'Says it does not share some of your data with other companies.',
      'Says it does not share your personal data with other companies.',
    ]);
    expect(findContradictions(analyzeWithBuiltin(policy).findings)).toEqual([]);
  });

  it('leaves the general promise in the TL;DR', () => {
    expect(analyzeWithBuiltin(policy).tldrSummary).toMatch(
      /^It says it does not share your personal data with other companies\./,
    );
  });

  it('still narrows a general promise where other companies are said to receive data', () => {
    expect(
      sharing(
        [
          'We will not share your personal information with any third party.',
          'We share your personal information with other companies for their own marketing purposes.',
        ].join('\n\n'),
      ),
    ).toContain(
      'Says it does not share some of your data with other companies, but elsewhere says other companies receive it.',
    );
  });
});

describe('a promise made in the paragraph of one activity', () => {
  it('covers the data that activity gathers', () => {
    expect(
      sharing(
        'To join our mailing list, you must submit your email address and your postcode. Your personal information will not be passed to any other organisation.',
      ),
    ).toEqual(['Says it does not share the data it collects for its mailing lists with other companies.']);
    expect(
      sharing(
        'Entrants to our contests are asked for their name and phone number. Your personal details are never disclosed to third parties.',
      ),
    ).toEqual(['Says it does not share the data it collects from contests with other companies.']);
  });

  it('covers all your data when the promise says so or its paragraph names no activity', () => {
    expect(
      sharing(
        'To join our mailing list, you must submit your email address. We will not give any of your personal information to third parties.',
      ),
    ).toEqual(['Says it does not share your personal data with other companies.']);
    expect(
      sharing(
        'We ask for your name when you place an order. Your personal information will not be passed to any other organisation.',
      ),
    ).toEqual(['Says it does not share your personal data with other companies.']);
    // A promise with exceptions of its own points back at the cases its paragraph lists.
    expect(
      sharing(
        'To join our mailing list, you must submit your email address. Except as described above, we do not disclose your personal information to outside organisations.',
      ),
    ).toEqual([
      'Says it does not share your personal data with other companies, except in the cases the policy lists.',
    ]);
    // Nor does the company providing what the reader asked for.
    expect(
      sharing(
        'Contractors help us provide you with requested information or email updates. Your personal information will not be passed to any other organisation.',
      ),
    ).toContain('Says it does not share your personal data with other companies.');
    // The activity in another paragraph does not scope the promise.
    expect(
      sharing(
        'To join our mailing list, you must submit your email address.\n\nYour personal information will not be passed to any other organisation.',
      ),
    ).toEqual(['Says it does not share your personal data with other companies.']);
  });
});

describe('sharing the reader agreed to, beside a promise kept until they agree', () => {
  const policy = [
    'We will not share your personal information with third parties for their marketing purposes without your prior consent.',
    'Once you have given us your consent, such third parties will use your personal information under their own privacy policies.',
  ].join(' ');

  it('raises no flag of sharing for the recipients’ own use, and the TL;DR keeps the condition', () => {
    expect(flags(policy)).toEqual([
      'Other companies handle your data under their own privacy policies, which this policy does not cover.',
    ]);
    expect(sharing(policy)).toEqual([
      'Says it does not share your personal data with other companies for their own marketing unless you agree.',
    ]);
    // Not "..., but it shares it with other companies for their own use."
    expect(analyzeWithBuiltin(policy).tldrSummary).toMatch(
      /^It says it does not share your personal data with other companies for their own marketing unless you agree\. /,
    );
  });

  it('still flags sharing for their own use that no consent conditions', () => {
    expect(
      flags(
        'We may share your personal information with third parties, whose use of it is subject to their own privacy policies.',
      ).join(' '),
    ).toMatch(/^Your personal data is shared with other companies/);
  });
});
