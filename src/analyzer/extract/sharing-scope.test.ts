import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import type { AnalysisSection } from '../../common/analysis';

// Short passages written for these tests (fix-y, round (9)'s remaining fault classes), in the
// wording policies use.
const statements = (text: string, section: AnalysisSection): string[] =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === section)
    .map((finding) => finding.statement);
const sharing = (text: string): string => statements(text, 'dataSharing').join(' ');
const flags = (text: string): string => statements(text, 'redFlags').join(' ');

describe('scope of sharing: mail sent on behalf of advertisers or sponsors', () => {
  it('reads contractors who mail on behalf of advertisers and sponsors as service providers', () => {
    const text = 'We use contractors to send mail on behalf of our advertisers and sponsors.';
    expect(sharing(text)).toMatch(/service providers/);
    expect(sharing(text)).not.toMatch(/advertisers|business partners/);
    expect(flags(text)).not.toMatch(/shared with advertisers/);
    const hired = 'We may hire outside vendors who send postal mail and e-mail on behalf of our sponsors.';
    expect(sharing(hired)).toMatch(/service providers/);
    expect(sharing(hired)).not.toMatch(/business partners/);
  });

  it('still names advertisers or sponsors the sentence gives data to', () => {
    // Near misses: the sponsors themselves receive the data, or the advertisers are the recipients.
    expect(
      sharing(
        'We may share your name and address with our sponsors, who may send you mail on their own behalf.',
      ),
    ).toMatch(/business partners/);
    expect(
      sharing(
        'We may share your e-mail address with contractors and with our advertisers, on behalf of our sponsors.',
      ),
    ).toMatch(/advertisers/);
    expect(sharing('We may disclose your mailing address to our advertisers.')).toMatch(/advertisers/);
  });
});
