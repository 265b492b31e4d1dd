import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests, in the wording policies use.
const restrictions = statementsIn('restrictions');

const notStated = (text: string): string[] => analyzeWithBuiltin(text).notStated.map((item) => item.topic);

describe('retention', () => {
  it('reads the company stripping identifiers on a schedule as a stated period', () => {
    const text =
      'To keep your searches private we strip the network address from our query records after 9 months.';
    expect(restrictions(text).join(' ')).toContain('stated period (9 months)');
    expect(notStated(text)).not.toContain('How long data is kept');
    // Near miss: the reader removing a post, with no schedule of the company's.
    const reader = 'You can remove a review you wrote from your profile page whenever you like.';
    expect(restrictions(reader).join(' ')).not.toContain('stated period');
  });

  it('reads keeping data "for a reasonable period" as a limit without a figure', () => {
    const text =
      'After you close your profile the shop may retain your order history for a reasonable period afterwards.';
    expect(restrictions(text)).toContain(
      'Keeps data for as long as it says it is needed, without a fixed period.',
    );
    expect(
      restrictions('Once you cancel your shop account, the shop keeps your orders for a reasonable time.'),
    ).toContain(
      'Keeps some data for a while after you delete or close your account, without a fixed period.',
    );
    expect(notStated(text)).not.toContain('How long data is kept');
    // Near miss: a reasonable time to act on a request keeps nothing.
    const request = 'We act on new mailing choices within a reasonable time.';
    expect(notStated(request)).toContain('How long data is kept');
  });
});

describe('changes to the policy', () => {
  it('reads notice named by a gerund, or with the size of the changes after them', () => {
    for (const text of [
      'The club may change this privacy notice whenever it likes by notifying members.',
      'We post each revision of our privacy notice here, and where the revisions are material, we will send you a notice by email.',
    ]) {
      expect(restrictions(text), text).toContain(
        'Says it will tell you about important changes to the policy.',
      );
      expect(notStated(text), text).not.toContain('How changes are announced');
    }
  });

  it('reads "our policy may change" and "we post any changes on this page" as changes to the policy', () => {
    expect(restrictions('Our privacy statement may change now and then.')).toContain(
      'The company may change this policy from time to time.',
    );
    // Posting alone is also the changes-without-notice flag, which the report shows in its place.
    expect(notStated('We will post any policy changes on this page.')).not.toContain(
      'How changes are announced',
    );
    // Near miss: something else that may change.
    expect(notStated('The choices in your profile may change what our pages show you.')).toContain(
      'How changes are announced',
    );
  });

  it('does not read a change to your consent "as described in this policy" as a change to the policy', () => {
    const text = 'Guardians can update or withdraw their permission as explained in our privacy statement.';
    expect(restrictions(text)).not.toContain('The company may change this policy from time to time.');
    expect(notStated(text)).toContain('How changes are announced');
    // Near miss: the policy itself as what changes.
    expect(notStated('We can update this privacy statement when our services grow.')).not.toContain(
      'How changes are announced',
    );
  });
});

describe('disputes', () => {
  it('reads a mediation clause as mediation, not arbitration', () => {
    const text =
      'If you bring arbitration claims or lawsuits against us without first trying to settle the dispute by mediation, you give up any claim to your legal costs.';
    const found = restrictions(text);
    expect(found).not.toContain('Disputes go to private arbitration rather than a court.');
    expect(found).toContain(
      'Disputes are to go to mediation, with a neutral go-between, before a claim is brought.',
    );
    // Near miss: binding arbitration stays arbitration, even beside mediation.
    const binding =
      'Any dispute that mediation does not settle shall be resolved by binding arbitration in our home county.';
    const findings = analyzeWithBuiltin(binding).findings.map((finding) => finding.statement);
    expect(findings.join(' ')).toMatch(/private (?:binding )?arbitration/);
  });
});
