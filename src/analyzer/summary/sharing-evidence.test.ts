import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests (fresh-review faults (4)): the TL;DR leads only with what a
// sentence states outright, and says opt-in and aggregate-only recipients as such.
const tldrOf = (text: string): string => analyzeWithBuiltin(text).tldrSummary;
const sharingOf = statementsIn('dataSharing');

const COLLECTS = 'To open an account you give us a name and an e-mail address.';

describe('the TL;DR leads with advertisers only when data is said to reach them', () => {
  it('does not say data is shared with ad companies only named as serving ads on the site', () => {
    const text = `${COLLECTS} We work with two ad networks that show banners on our pages.`;
    expect(tldrOf(text)).not.toMatch(/shares your personal data with advertisers/);
    // Near miss: the ad companies are given data.
    const given = `${COLLECTS} We pass the list of articles you read to two ad networks that show banners on our pages.`;
    expect(tldrOf(given)).toMatch(/^It shares your personal data with advertisers/);
  });

  it('says a promise about marketing beside ad networks on the site as no contradiction', () => {
    const text = [
      COLLECTS,
      'We will not pass your details to other firms for marketing unless you opt in to those firms’ offers.',
      'We work with two ad networks that show banners on our pages.',
    ].join(' ');
    const tldr = tldrOf(text);
    expect(tldr).not.toMatch(/elsewhere says advertisers receive data/);
    expect(tldr).toMatch(
      /^It says it does not share your personal data with other companies for marketing unless you agree/,
    );
    expect(sharingOf(text)).toContain(
      'Says it does not share your personal data with other companies for marketing unless you agree.',
    );
    // Near miss: the promise names advertisers, and advertisers are given data.
    const contradicting = [
      COLLECTS,
      'We do not share your contact details with advertisers.',
      'We may pass your reading history to our advertising partners.',
    ].join(' ');
    expect(tldrOf(contradicting)).toMatch(/elsewhere says advertisers receive data/);
  });

  it("reads a promise about others' marketing apart from one about advertisers, each said in the TL;DR", () => {
    const text = [
      COLLECTS,
      'We will not give your details to outside firms for the purposes of their own marketing unless you expressly agree to it.',
      'We will not give any ad network your name or your purchase history.',
    ].join(' ');
    const sharing = sharingOf(text);
    expect(sharing).toContain(
      'Says it does not share your personal data with other companies for their own marketing unless you agree.',
    );
    expect(sharing).toContain('Says it does not share your personal data with advertisers.');
    expect(tldrOf(text)).toMatch(
      /^It says it does not share your personal data with other companies for their own marketing unless you agree\./,
    );
    // Near miss: the advertisers promise alone says nothing of others' marketing.
    expect(
      tldrOf(`${COLLECTS} We will not give any ad network your name or your purchase history.`),
    ).not.toMatch(/other companies for/);
  });

  it('reads "write to us if you would rather we did not share it" as an opt-out offered, not a promise', () => {
    const text = `${COLLECTS} Write to us if you would rather we do not share your details with other firms for marketing.`;
    expect(sharingOf(text).join(' ')).not.toMatch(/^Says it does not share/);
    expect(tldrOf(text)).not.toMatch(/says it does not share/i);
  });
});

describe('recipients that get data only if you agree', () => {
  it('says partners that get data once you opt in to their offers as such', () => {
    const text = `${COLLECTS} We may share your contact details with our marketing partners once you opt in to their newsletters.`;
    expect(sharingOf(text).join(' ')).toMatch(/but only if you agree \(opt in\)/);
    expect(tldrOf(text)).toMatch(/shares your personal data with .* only if you agree\./);
    // Near miss: an opt-out, not an opt-in.
    const optOut = `${COLLECTS} We may share your contact details with our marketing partners unless you have opted out of their newsletters.`;
    expect(sharingOf(optOut).join(' ')).not.toMatch(/only if you agree/);
    expect(tldrOf(optOut)).not.toMatch(/only if you agree/);
  });
});

describe('a no-sale promise beside mailing lists lent out', () => {
  it('says what is shared, not only the promise', () => {
    const text = [
      COLLECTS,
      'We never sell your personal information to outside companies for their own purposes.',
      'Now and then we make our shop mailing list available to firms we have checked whose goods may interest our shoppers.',
    ].join(' ');
    const tldr = tldrOf(text);
    expect(tldr).toMatch(
      // The sharing finding says what the flag says, and why: their own marketing.
      /^It says it does not sell your personal data, but it shares it with other companies for their own marketing/,
    );
    expect(analyzeWithBuiltin(text).findings.map((finding) => finding.statement)).toContain(
      'Your contact details may be made available to other organisations, so they can write to you themselves.',
    );
    // The opt-out offered in the next sentence is said with the flag.
    const optOut = `${text} Write to us if you would rather we did not share your details like this.`;
    expect(
      analyzeWithBuiltin(optOut)
        .findings.map((finding) => finding.statement)
        .join(' '),
    ).toMatch(/write to you themselves; you can opt out\./);
    // Near miss: the lists are kept in house.
    const kept = tldrOf(
      text.replace(
        'make our shop mailing list available to firms we have checked',
        'keep our shop mailing list to ourselves, away from firms we have checked',
      ),
    );
    expect(kept).not.toMatch(/other companies for their own use/);
  });
});
