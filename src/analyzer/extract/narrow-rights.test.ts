import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests, in the wording policies use.
const rights = statementsIn('userRights');

describe('a deletion limited to some data says so', () => {
  it('names the limit when only inaccurate or unlawfully processed data may be deleted', () => {
    expect(
      rights(
        'You may ask us to delete personal data that is inaccurate, incomplete or processed unlawfully.',
      ),
    ).toEqual([
      'You can ask for some of your data (what is inaccurate, incomplete or unlawfully processed) to be deleted.',
    ]);
    expect(
      rights(
        'An individual who seeks access, or who seeks to correct, amend, or delete inaccurate data should contact us.',
      ),
    ).toEqual([
      'You can correct or update your personal data and ask for some of your data (what is inaccurate) to be deleted.',
    ]);
  });

  it('says only contact details when those are all the reader may delete', () => {
    expect(rights('You may write to us if you wish to update or delete your contact information.')).toEqual([
      'You can correct or update your personal data and ask for some of your data (your contact details) to be deleted.',
    ]);
  });

  it('keeps the full right when the account is deleted (near miss)', () => {
    expect(rights('You may delete your account and correct inaccurate information at any time.')).toEqual([
      'You can correct or update your personal data and ask for it or your account to be deleted.',
    ]);
  });

  it('does not read a business client asking for removal as the reader’s right', () => {
    expect(
      rights('If the client makes a request to us to remove the data, we will respond within 30 days.'),
    ).toEqual([]);
  });
});

describe('rights named in a list after "the right to"', () => {
  it('reads access, correction, deletion and objection from one list', () => {
    expect(
      rights(
        'Subject to applicable law, you may have the right to access, rectify and erase your personal data, and to object to or restrict its processing.',
      ),
    ).toEqual([
      'You can ask to see (access) the personal data it holds about you, correct or update it, ask for it or your account to be deleted and object to, or ask to restrict, how your data is processed.',
    ]);
  });

  it('reads an objection to the company processing your data', () => {
    expect(
      rights(
        'You have the right to object to us processing your personal data for our legitimate interests.',
      ),
    ).toEqual(['You can object to, or ask to restrict, how your data is processed.']);
  });
});

describe("California's request for the list of companies given your data for their marketing", () => {
  it('reports the right for California residents, with its yearly limit', () => {
    const text =
      'California residents may request and obtain from us once a year a list of the third parties to whom we have disclosed their personal information for their direct marketing purposes.';
    expect(rights(text)).toEqual([
      'You can ask which other companies it has given your personal data to for their own direct marketing (once a year). Only California residents have this right.',
    ]);
    expect(analyzeWithBuiltin(text).tldrSummary).toContain(
      'California residents can ask which companies got their data for their own marketing.',
    );
  });

  it('reads the Civil Code wording without a yearly limit', () => {
    expect(
      rights(
        'If you are a resident of California, Civil Code Section 1798.83 permits you to request information regarding our disclosure of your personal information to third parties for their direct marketing purposes.',
      ),
    ).toEqual([
      'You can ask which other companies it has given your personal data to for their own direct marketing. Only California residents have this right.',
    ]);
  });

  it('does not read an opt-out of that sharing as the list request (near miss)', () => {
    expect(
      rights(
        'California residents may opt out of our disclosure of personal information to third parties for their direct marketing purposes.',
      ),
    ).not.toContainEqual(expect.stringMatching(/ask which other companies/));
  });
});

describe('asking the company not to share your data with outside companies', () => {
  it('reads a request not to share as an opt-out of sharing', () => {
    expect(
      rights(
        'At any time, you can contact us to request that we not share your personal information with third parties.',
      ),
    ).toEqual(['You can opt out of the sharing of your personal data.']);
  });

  it('says when the opt-out also stops the keeping and further use of the data', () => {
    expect(
      rights(
        'The visitor may opt out of having his or her personal information retained by us, used for secondary purposes, or disclosed to third parties by contacting us.',
      ),
    ).toEqual(['You can opt out of its keeping, further use or sharing of your personal data.']);
  });

  it('does not read the company sharing as an opt-out (near miss)', () => {
    expect(rights('We may share your personal information with third parties for marketing.')).toEqual([]);
  });
});

describe('a right over one feature is said as narrowly as the sentence grants it', () => {
  it('says editing or deleting one saved item as a right over that item', () => {
    expect(rights('You can edit the details of a saved address at any time.')).toEqual([
      'You can correct or update some of your data (a saved address).',
    ]);
    expect(rights('You can update or delete a saved payment card in your account.')).toEqual([
      'You can ask for some of your data (a saved payment card) to be deleted.',
    ]);
    // Near miss: the sentence names your data as a whole.
    expect(
      rights('You can edit your personal information and delete a saved address at any time.'),
    ).toContain('You can correct or update your personal data.');
  });

  it('says viewing your profile page as seeing some of your data', () => {
    for (const text of [
      'You can view your profile page at any time to see your information.',
      'You can see your public profile information on your profile page.',
    ])
      expect(rights(text), text).toEqual([
        'You can see some of your personal data (what your profile page shows).',
      ]);
    // Near miss: a copy of what the company holds.
    expect(
      rights('You may request a copy of the information we hold about you, or view your profile page.'),
    ).toEqual(['You can ask to see (access) the personal data it holds about you.']);
  });

  it('does not let the TL;DR make the narrow right general', () => {
    const result = analyzeWithBuiltin(
      'We collect your name and email address. You can edit the details of a saved address at any time.',
    );
    expect(result.tldrSummary).toContain('You can correct some of your data.');
  });
});
