import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { detectRedFlags } from './detect-red-flags';

// Sentences written for these tests: the general wordings of consent read from use, each beside a near miss.
const flagIds = (text: string): string[] => detectRedFlags(text).map((detected) => detected.flag.id);
const flagsOf = (text: string): string =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'redFlags')
    .map((finding) => finding.statement)
    .join(' ');

describe('consent taken from use, in the wordings of US policies', () => {
  it.each([
    'By visiting example.com, you are accepting the practices described in this privacy notice.',
    'By using the website you are accepting the practices described in this privacy policy.',
    'Each time you visit the site or give us information, by doing so you are accepting the practices described in this policy at that time.',
    'Your use of the site indicates that you have read and understood this privacy policy and indicates your agreement to be bound by it.',
    'Please read this statement carefully, because by using our website, you accept and agree to the terms stated below.',
    'If you do not agree to this privacy policy, please do not use our services.',
    'IF YOU DO NOT AGREE TO THESE TERMS, DO NOT ACCESS OR USE THE WEBSITE.',
    'If you are not comfortable with any of the practices described in this privacy statement, we ask that you stop using our site.',
  ])('reads "%s" as consent assumed from use', (text) => {
    expect(flagIds(text)).toContain('assumed-consent');
    expect(flagsOf(text)).toMatch(/^Your consent is taken for granted from simply using the service/);
  });

  it.each([
    'You may opt out at any time by using the settings.',
    'By using the unsubscribe link you can stop our emails.',
    'If you do not agree with our use of cookies, you can disable them in your browser.',
    'If you do not want us to use your email address, please do not give it to us.',
    'If you do not agree to the changes, you may close your account.',
    'We will ask for your consent before we use your data for a new purpose.',
    'By visiting our stores you can pick up the orders you placed on example.com.',
  ])('does not read "%s" as consent assumed from use', (text) => {
    expect(flagIds(text)).not.toContain('assumed-consent');
  });

  it('reads agreeing to the terms of use by using the service as consent assumed from use', () => {
    // The terms and the policy make one browsewrap: the agreement is taken from use either way.
    expect(flagIds('By using the service you agree to our terms of use.')).toContain('assumed-consent');
  });
});

describe('consent to what is done with your data, taken from use of a site named by its address', () => {
  it.each([
    'By using example.com, you consent to the collection and use of the information you provide to us.',
    'By visiting www.example.org you agree to the processing of your personal data as described here.',
    'By accessing example-news.com, you hereby consent to our collection, use and disclosure of your information.',
  ])('reads "%s" as consent assumed from use, and says so', (text) => {
    expect(flagIds(text)).toContain('assumed-consent');
    expect(flagsOf(text)).toBe(
      'Your consent is taken for granted from simply using the service instead of being asked for.',
    );
  });

  it.each([
    'By using example.com, you can control the collection of cookies in your browser settings.',
    'By visiting example.com you may opt out of the use of your data for advertising.',
    'If you want to use example.com without cookies, you can refuse the collection of your data in your settings.',
  ])('does not read "%s" as consent assumed from use', (text) => {
    expect(flagIds(text)).not.toContain('assumed-consent');
  });
});

describe('consent to changes taken from continued use', () => {
  it.each([
    'We may change this statement at any time, and your continued use of the site is your agreement to any change in terms.',
    'Your continued use of the service after we post changes to this policy means that you accept the revised policy.',
    'Continuing to visit the site after an update will constitute your acceptance of the updated notice.',
  ])('reads "%s" as consent to changes assumed from use, and says so', (text) => {
    expect(flagIds(text)).toContain('assumed-consent');
    expect(flagsOf(text)).toMatch(
      /Your consent to changes in the policy is taken for granted: continuing to use the service after a change counts as accepting it\./,
    );
  });

  it('does not read a promise to ask before a change applies as consent assumed from use', () => {
    expect(
      flagIds('We will ask for your consent before a change to this policy applies to data we already hold.'),
    ).not.toContain('assumed-consent');
    expect(
      flagIds('Continued use of the app helps us improve it, and you can change your settings.'),
    ).not.toContain('assumed-consent');
  });
});

describe('the quote of consent taken from use', () => {
  it('quotes consent to the whole policy before consent to its changes alone', () => {
    const policy = [
      'Example Shop respects your privacy.',
      'Your continued use of the shop after we post changes to this policy means that you accept those changes.',
      'By using the shop, you agree to this privacy policy.',
    ].join('\n\n');
    const consent = analyzeWithBuiltin(policy).findings.filter((finding) =>
      /^Your consent/.test(finding.statement),
    );
    expect(consent.map((finding) => finding.quote)).toEqual([
      'By using the shop, you agree to this privacy policy.',
    ]);
  });
});
