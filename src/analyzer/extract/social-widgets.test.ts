import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

const sharing = statementsIn('dataSharing');
const COLLECT_THEMSELVES =
  "Social networks' buttons and widgets on its pages can collect data about your visit themselves";
const SHARES_WITH_NETWORKS = 'Shares data with social networks, for example through share buttons or logins.';

describe("another company's buttons and widgets on the pages", () => {
  it('are that company collecting, not the company sharing', () => {
    for (const text of [
      'Some pages carry buttons of social networks such as Twitter, which may set their own cookies and record your IP address.',
      'Social network plug-ins on our pages may gather details of your visit and pass them to the network, under that network’s privacy policy.',
      'If a page shows a Facebook "like" button, Facebook may collect data about your visit even if you do not click it.',
    ]) {
      const said = sharing(text).join(' ');
      expect(said).toContain(COLLECT_THEMSELVES);
      expect(said).not.toContain(SHARES_WITH_NETWORKS);
    }
    // "These features" after a sentence that names the networks' buttons.
    expect(
      sharing(
        'Our site includes social media features, such as the Facebook Like button. These features may collect your IP address and set a cookie.',
      ).join(' '),
    ).toContain(COLLECT_THEMSELVES);
    // The networks' own policies are said only where the text says so.
    expect(
      sharing(
        'Social network plug-ins on our pages may gather details of your visit and pass them to the network, under that network’s privacy policy.',
      ).join(' '),
    ).toContain(`${COLLECT_THEMSELVES}, under the networks' own privacy policies.`);
    expect(
      sharing(
        'Social media features are either hosted by a third party or hosted directly on our site. Your use of them is governed by the privacy policy of the company providing them.',
      ).join(' '),
    ).toContain(
      "are hosted by those networks or by the site itself; the networks' part is under their own privacy policies.",
    );
    expect(
      sharing(
        'These social media features are hosted by a third party and governed by the privacy policy of the firm that provides them.',
      ).join(' '),
    ).toContain("are run by those networks, under the networks' own privacy policies");
  });

  it('are not sharing when the pages only carry them, nor when you unlink an account', () => {
    for (const text of [
      'Our site includes social media features, such as the Facebook Like button and the Share this button.',
      'You can unlink your social media accounts at any time from your settings.',
    ])
      expect(sharing(text).join(' ')).not.toContain(SHARES_WITH_NETWORKS);
  });

  it('leave sharing the company says it does, and sign-ins, to the social-networks rule', () => {
    expect(
      sharing(
        'We share your information with social networks when you choose to post an article to your Facebook account.',
      ),
    ).toContain(SHARES_WITH_NETWORKS);
    expect(
      sharing('If you log in with Facebook, we may share your information with that service.').join(' '),
    ).toContain(SHARES_WITH_NETWORKS);
  });

  it('are not a recipient in the TL;DR', () => {
    const tldr = analyzeWithBuiltin(
      'Some pages carry buttons of social networks such as Twitter, which may set their own cookies and record your IP address.',
    ).tldrSummary;
    expect(tldr).not.toMatch(/shares? (?:it|your personal data) with social networks/);
  });
});
