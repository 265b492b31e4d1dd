import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

const sharing = statementsIn('dataSharing');

describe('a no-sale promise as narrow as its own clause', () => {
  it('promises the email address alone when another clause names information', () => {
    expect(
      sharing(
        'We never sell your email address to outside firms, and we use the information we gather only to run the shop.',
      ),
    ).toContain('Says it does not sell your email address.');
  });

  it('names the other contact details the promise names with the address, in the TL;DR too', () => {
    const text = 'We will not sell, rent or trade your e-mail address or phone number with other companies.';
    expect(sharing(text)).toContain('Says it does not sell your email address or your phone number.');
    expect(analyzeWithBuiltin(text).tldrSummary).toContain(
      'does not sell your email address or your phone number',
    );
  });

  it('stays a general promise where its own clause names your data (near miss)', () => {
    expect(
      sharing('We do not sell your personal information to anyone, and we send you email only if you ask.'),
    ).toContain('Says it does not sell your personal data.');
  });
});
