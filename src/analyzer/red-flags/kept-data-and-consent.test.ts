import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { detectRedFlags } from './detect-red-flags';
import { statementsIn } from '../testing/section-statements';

// Sentences written for these tests, each beside a near miss.
const flagsOf = statementsIn('redFlags');
const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);

describe('consent taken from signing up, using or reading', () => {
  it('reads signing up for and using the service as assumed consent, and says so', () => {
    const text =
      'By signing up for and using the club site you agree to the use of your data under this privacy notice.';
    expect(flagsOf(text).join(' ')).toMatch(
      /taken for granted from simply signing up for and using the service/,
    );
    expect(
      flagIds('By signing up you can choose which newsletters you receive under this privacy notice.'),
    ).not.toContain('assumed-consent');
  });

  it('reads agreeing after acknowledging having read, in capitals too', () => {
    expect(
      flagIds(
        'BY USING THIS SITE, YOU ACKNOWLEDGE THAT YOU HAVE READ, UNDERSTAND AND AGREE TO THIS PRIVACY POLICY.',
      ),
    ).toContain('assumed-consent');
    expect(
      flagIds('By using the site you acknowledge that you have read the terms of this privacy policy.'),
    ).not.toContain('assumed-consent');
  });
});

describe('data kept with no limit is personal data', () => {
  it('raises nothing when the data kept is the aggregate data of the sentence before', () => {
    const earlier =
      'We use an outside tool to report aggregated visitor statistics. This data is kept indefinitely on our own servers.';
    expect(flagsOf(earlier).join(' ')).not.toMatch(/kept indefinitely|no time limit/i);
    // Near miss: the data before is yours.
    const yours =
      'We record the orders you place with us. This data is kept indefinitely on our own servers.';
    expect(flagsOf(yours).join(' ')).toMatch(/kept indefinitely/i);
  });
});

describe('what you give is not recorded automatically', () => {
  it('leaves a contact detail taken when you sign up out of device logging', () => {
    expect(
      flagIds(
        'If you sign up for our text alerts, we automatically collect your mobile phone number to send them.',
      ),
    ).not.toContain('automatic-device-tracking');
    expect(
      flagIds('We automatically collect your email address and the IP address of your device.'),
    ).toContain('automatic-device-tracking');
  });
});

describe('demographic figures about the audience', () => {
  const collected = (text: string): string =>
    analyzeWithBuiltin(text)
      .findings.filter((finding) => finding.section === 'dataCollection')
      .map((finding) => finding.statement)
      .join(' ');

  it('are no demographic details collected from you', () => {
    expect(
      collected('We use the data we collect to monitor visitor numbers, traffic and demographic patterns.'),
    ).not.toMatch(/demographic/);
    expect(collected('We collect demographic information such as your age when you register.')).toMatch(
      /demographic/,
    );
  });
});

describe('a security disclaimer says what it covers', () => {
  it('names e-mails you send, or data on its way over the internet', () => {
    expect(
      flagsOf('We are not responsible for the security of messages you send us by e-mail.').join(' '),
    ).toMatch(/security of the e-mails you send it/);
    expect(
      flagsOf(
        'Accordingly, the club is not responsible for the security of data transmitted over the internet.',
      ).join(' '),
    ).toMatch(/security of your data while it travels over the internet/);
    expect(flagsOf('The club is not responsible for the security of your data.').join(' ')).toMatch(
      /security of your data, which/,
    );
  });
});
