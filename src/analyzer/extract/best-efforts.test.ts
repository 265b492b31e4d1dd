import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests (fix-y, round (9)'s remaining fault classes).
const COLLECTS = 'We collect your name and e-mail address when you register.';
const report = (sentences: readonly string[]) =>
  analyzeWithBuiltin(['Privacy Policy', ...sentences].join('\n\n'));
const sharing = (sentences: readonly string[]): string =>
  report(sentences)
    .findings.filter((finding) => finding.section === 'dataSharing')
    .map((finding) => finding.statement)
    .join(' ');

describe('best-efforts promises are said as efforts', () => {
  it('says a promise to try as one, in the finding and the TL;DR', () => {
    const cases: ReadonlyArray<readonly [string, RegExp]> = [
      [
        'We will make reasonable efforts not to disclose your personal information to third parties.',
        /tries not to share your personal data with other companies/,
      ],
      [
        'We will make every effort not to sell or rent your personal information to anyone.',
        /tries not to sell/,
      ],
      [
        'We do our best not to share your e-mail address with advertisers.',
        /tries not to share your email address/,
      ],
    ];
    for (const [promise, said] of cases) {
      const result = report([COLLECTS, promise]);
      expect(sharing([COLLECTS, promise])).toMatch(said);
      expect(sharing([COLLECTS, promise])).not.toMatch(/does not/);
      expect(result.tldrSummary).toMatch(/It says it tries not to/);
      expect(result.tldrSummary).not.toMatch(/does not (?:share|sell)/);
    }
  });

  it('does not let a promise to try deny sharing the policy states elsewhere', () => {
    const result = report([
      COLLECTS,
      'We will make reasonable efforts not to disclose your personal information to third parties.',
      'We may share your information with advertisers.',
    ]);
    const said = sharing([
      COLLECTS,
      'We will make reasonable efforts not to disclose your personal information to third parties.',
      'We may share your information with advertisers.',
    ]);
    expect(said).toMatch(/Says it tries not to share your personal data with other companies\./);
    expect(said).toMatch(/Shares data with advertisers/);
    expect(result.findings.find((finding) => /tries not to/.test(finding.statement))?.practice).toMatchObject(
      {
        kind: 'not-share',
        conditional: true,
      },
    );
  });

  it('keeps a firm promise firm', () => {
    // Near misses: a plain denial, and an effort to protect data (no denial).
    const firm = report([COLLECTS, 'We do not disclose your personal information to third parties.']);
    expect(firm.tldrSummary).toMatch(/It says it does not share your personal data/);
    expect(sharing([COLLECTS, 'We will never sell your personal information.'])).toMatch(
      /Says it does not sell your personal data\./,
    );
    expect(
      sharing([
        COLLECTS,
        'We make reasonable efforts to protect your data, and we do not sell your personal information.',
      ]),
    ).toMatch(/Says it does not sell/);
  });
});
