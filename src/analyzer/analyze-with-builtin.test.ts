import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../common/analysis';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../common/sample-policies';
import { analyzeWithBuiltin } from './analyze-with-builtin';

const ids = (text: string, section: string): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);

describe('analyzeWithBuiltin', () => {
  it('returns a result that satisfies the API contract', () => {
    const result = analyzeWithBuiltin(CAREFUL_SAMPLE_POLICY);
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.meta.engine).toBe('builtin');
  });

  it('writes a TL;DR of two to four sentences', () => {
    for (const text of [CAREFUL_SAMPLE_POLICY, AGGRESSIVE_SAMPLE_POLICY, 'We collect your email.']) {
      const sentences = analyzeWithBuiltin(text).tldrSummary.match(/[^.!?]+[.!?]/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it('finds the serious practices of the aggressive sample', () => {
    const result = analyzeWithBuiltin(AGGRESSIVE_SAMPLE_POLICY);
    const flags = result.findings.filter((finding) => finding.section === 'redFlags');
    const statements = flags.map((finding) => finding.statement).join('\n');
    for (const expected of [
      /sold/,
      /indefinitely/,
      /arbitration/,
      /class action/,
      /train artificial intelligence/,
      /without notifying you/,
      /targeted/,
    ]) {
      expect(statements).toMatch(expected);
    }
    expect(flags.some((finding) => finding.severity === 'blocker')).toBe(true);
    expect(result.tldrSummary).toMatch(/sell/);
  });

  it('raises no high or blocker red flag on the careful sample and credits its rights', () => {
    const result = analyzeWithBuiltin(CAREFUL_SAMPLE_POLICY);
    const serious = result.findings.filter(
      (finding) => finding.severity === 'high' || finding.severity === 'blocker',
    );
    expect(serious.map((finding) => finding.statement)).toEqual([]);
    expect(result.userRights.join('\n')).toMatch(/deleted/);
    expect(result.userRights.join('\n')).toMatch(/portable/);
    expect(result.dataSharing).toContain('Says it does not sell your personal data.');
  });

  it('extracts data types, parties, rights and restrictions from short passages', () => {
    expect(
      ids(
        'We collect your precise GPS location and your email address when you sign up.',
        'dataCollection',
      ).join(' '),
    ).toMatch(/location[\s\S]*contact|contact[\s\S]*location/);
    expect(
      ids('We share your purchase history with advertising partners for marketing.', 'dataSharing').join(' '),
    ).toMatch(/advertisers/);
    expect(
      ids('You can request deletion of your account at any time by emailing us.', 'userRights').join(' '),
    ).toMatch(/deleted/);
    expect(
      ids('We delete server logs after 14 days and keep invoices for seven years.', 'restrictions').join(' '),
    ).toMatch(/stated period/);
    expect(
      ids('This service is not intended for children under 13 years of age.', 'restrictions').join(' '),
    ).toMatch(/minimum age/);
  });

  it('does not claim a practice the policy denies', () => {
    expect(
      ids('We do not collect biometric data or health information about you.', 'dataCollection'),
    ).toEqual([]);
  });

  it.each([
    [
      'This service is not intended for use by children under 13, and we do not knowingly collect their data.',
      'dataCollection',
      /children/,
    ],
    [
      'If our assets are sold or acquired by another company, your information may be transferred to the buyer.',
      'dataSharing',
      /Sells personal data/,
    ],
    [
      'We reserve the right to access, use and share your information for purposes of health and safety.',
      'userRights',
      /access/,
    ],
    [
      'We reserve the right to access, use and share your information for purposes of health and safety.',
      'dataCollection',
      /health/,
    ],
  ])('does not misread "%s" in %s', (text, section, wrong) => {
    expect(ids(text, section).join('\n')).not.toMatch(wrong);
  });

  it('lists what the policy is silent on', () => {
    const topics = analyzeWithBuiltin(
      'We collect your email address to send you a newsletter.',
    ).notStated.map((item) => item.topic);
    expect(topics).toEqual(
      expect.arrayContaining([
        'How long data is kept',
        'How to delete your data',
        'Who to contact about privacy',
      ]),
    );
    expect(analyzeWithBuiltin(CAREFUL_SAMPLE_POLICY).notStated).toEqual([]);
  });

  it('handles empty and non-policy text without throwing', () => {
    for (const text of ['', '   ', 'Lorem ipsum dolor sit amet.', '!!!???...']) {
      const result = analyzeWithBuiltin(text);
      expect(result.findings).toEqual([]);
      expect(result.tldrSummary.length).toBeGreaterThan(0);
    }
  });
});
