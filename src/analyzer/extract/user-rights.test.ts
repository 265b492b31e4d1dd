import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests, in the wording policies use.
const rights = statementsIn('userRights');

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

describe('rights read from how policies grant them', () => {
  const ACCESS = /ask to see \(access\) the personal data it holds about you/;

  it('reads a summary of the data sent to the reader on request as access', () => {
    const text =
      'On request, we will send to the member a summary of the personal details we keep about them.';
    expect(rights(text).join(' ')).toMatch(ACCESS);
    expect(notStated(text)).not.toContain('How to see your data');
    // Near miss: a summary of the policy is no copy of anyone's data.
    expect(rights('On request, we will send the member a summary of this notice.').join(' ')).not.toMatch(
      ACCESS,
    );
  });

  it('reads all the data the company keeps, under any determiner, as access', () => {
    expect(
      rights('On request, you may inspect all information that we keep in your file.').join(' '),
    ).toMatch(ACCESS);
    expect(
      rights('On request, you may inspect all information about our opening hours.').join(' '),
    ).not.toMatch(ACCESS);
  });

  it('says so when only some of the data can be seen', () => {
    const some = rights('You may view and edit certain profile details by signing in to your account page.');
    expect(some.join(' ')).toMatch(
      /^You can see some of your personal data \(such as your profile details\)/,
    );
    expect(some.join(' ')).not.toMatch(ACCESS);
    // Near miss: all of it.
    expect(
      rights('You may view and edit your personal details by signing in to your account page.').join(' '),
    ).toMatch(ACCESS);
  });

  it('does not read deleting errors from the data as deleting it', () => {
    const text =
      'If you want to update or delete mistakes in your account details, you may do so on the account page.';
    expect(rights(text).join(' ')).not.toMatch(DELETION);
    expect(rights(text).join(' ')).toMatch(/correct or update/);
    expect(
      rights('If you want to delete your account details, you may do so on the account page.').join(' '),
    ).toMatch(DELETION);
  });

  it('reads opting out of having data disclosed to third parties, however far the verb, as an opt-out of sharing', () => {
    const text =
      'A subscriber may opt out of having the contact details they gave us when ordering, joining a list or entering a draw disclosed to third parties by writing to us.';
    expect(rights(text).join(' ')).toMatch(/opt out of the sharing of your personal data/);
    expect(notStated(text)).not.toContain('Opting out');
    // Near miss: disclosed to our own staff.
    expect(
      rights(
        'A subscriber may opt out of having their details disclosed to our staff by writing to us.',
      ).join(' '),
    ).not.toMatch(/opt out of the sharing/);
  });

  it('reads taking your name off mailing lists as unsubscribing', () => {
    expect(
      rights('You have the option to take your name off our mailing lists whenever you like.').join(' '),
    ).toMatch(/unsubscribe from marketing/);
    expect(
      rights('You have the option to take your name off the public list of donors.').join(' '),
    ).not.toMatch(/unsubscribe/);
  });

  it('reads a right granted to visitors as one granted to you, not one of other users', () => {
    expect(
      rights('Visitors may refuse cookies through the settings of their web browser.').join(' '),
    ).toMatch(/refuse or delete cookies/);
    expect(rights('Other visitors may see your profile details and photos.').join(' ')).toEqual('');
  });
});

describe('titles that are questions without their mark', () => {
  it('reads no right from a title or a contents line', () => {
    expect(rights('How you can see and update your personal information.')).toEqual([]);
    expect(rights('- How you can see and update your personal information;')).toEqual([]);
    // Near miss: the same words as a claim.
    expect(rights('You can see and update your personal information.').join(' ')).toMatch(/access/);
  });
});

describe('deletion asked for as a request', () => {
  it('reads "you may request that your account be removed" as a right', () => {
    expect(
      rights('You may request that your profile and account be removed by writing to the office.').join(' '),
    ).toMatch(DELETION);
    expect(
      rights('You may request that your account be removed by writing to the office.').join(' '),
    ).toMatch(DELETION);
    // Near miss: a request to have a newsletter stopped deletes no data.
    expect(
      rights('You may request that your newsletter be paused by writing to the office.').join(' '),
    ).not.toMatch(DELETION);
  });
});
