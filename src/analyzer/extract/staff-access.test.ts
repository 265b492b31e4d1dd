import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Sentences written for these tests, in the wordings US policies use for security.
const restrictions = statementsIn('restrictions');

const NO_GUARANTEE = 'Warns that no security is perfect, so it cannot guarantee your data is safe.';

describe('who inside the company can reach your data', () => {
  it('reads access limited to staff who need it, their training and their confidentiality contracts', () => {
    expect(
      restrictions(
        'Only those of our employees and contractors who need to know your details to serve you may see them.',
      ),
    ).toEqual(['Says only staff who need your data can access it.']);
    expect(
      restrictions(
        'We restrict access to member records to employees with a business need, and we train our staff in data protection.',
      ),
    ).toEqual([
      'Says only staff who need your data can access it, and its staff are trained in privacy or security.',
    ]);
    expect(
      restrictions(
        'Our employees who handle orders must sign confidentiality agreements before they start work.',
      ),
    ).toEqual(['Says staff who handle your data are bound to keep it confidential.']);
  });

  // Near misses: the reader's control, a members-only page, partners working under a contract.
  it("reads no staff limit in the reader's own settings or in access to pages", () => {
    expect(
      restrictions('You can restrict access to your photo album so that only your friends can see it.'),
    ).toEqual([]);
    expect(restrictions('Access to some pages of the forum is restricted to paying members.')).toEqual([]);
    expect(
      restrictions(
        'We limit access and collection of viewing data by our ad vendors to the purposes we set.',
      ),
    ).toEqual([]);
  });
});

describe('the warning that no security is perfect', () => {
  it('reads the usual disclaimers in their several wordings', () => {
    expect(restrictions('Even so, no safeguards are completely impenetrable.')).toEqual([NO_GUARANTEE]);
    expect(restrictions('Sadly, data sent over public networks is not 100% secure.')).toEqual([NO_GUARANTEE]);
    // "Our safeguards" are named as the company's own: a measure, with the warning.
    expect(
      restrictions(
        'We cannot guarantee that hackers will never be able to defeat our safeguards and misuse your details.',
      ),
    ).toEqual([
      'Says it protects data with security measures, but warns that no security is perfect, so it cannot guarantee your data is safe.',
    ]);
    expect(
      restrictions('We cannot guarantee that intruders will never get past the locks on your account.'),
    ).toEqual([]);
    expect(
      restrictions('The confidentiality of messages you send us by e-mail cannot be guaranteed.'),
    ).toEqual([NO_GUARANTEE]);
  });

  it('does not read "no security measures are perfect" as a promise of measures', () => {
    expect(restrictions('Unfortunately, no security measures are completely secure.')).toEqual([
      NO_GUARANTEE,
    ]);
  });
});

describe("a disclaimer of other companies' security", () => {
  it('raises no breach-responsibility flag for the practices of a third party', () => {
    const findings = analyzeWithBuiltin(
      'Remember that we cannot guarantee the safety of your details, and we are not responsible for the security practices of any third party.',
    ).findings;
    expect(findings.filter((finding) => finding.section === 'redFlags')).toEqual([]);
    expect(findings.map((finding) => finding.statement)).toContain(NO_GUARANTEE);
  });
});
