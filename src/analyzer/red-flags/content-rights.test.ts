import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './detect-red-flags';
import { writeRedFlagStatement } from './red-flag-statements';
import { SentenceContext } from '../sentence-context';

/** The content-license statement a sentence raises, or undefined when it raises no such flag. */
function contentLicense(text: string): string | undefined {
  const sentence = new SentenceContext(text);
  const detected = detectRedFlags(sentence).find(({ flag }) => flag.id === 'content-license');
  return detected && writeRedFlagStatement(detected.flag, (pattern) => sentence.matches(pattern));
}

describe('content-license: rights the company takes over what users send in', () => {
  it('raises on submissions treated as non-confidential', () => {
    expect(
      contentLicense('Anything you send us through the suggestion box is treated as non-confidential.'),
    ).toBe('What you post or send is not treated as confidential, so you lose control over how it is used.');
  });

  it('raises on feedback or ideas that become the company’s property', () => {
    expect(contentLicense('All feedback you give us becomes the sole property of Acme.')).toBe(
      "What you post or send (feedback) becomes the company's property, so you lose control over how it is used.",
    );
    expect(
      contentLicense('You hereby assign to us all right, title and interest in any ideas you submit.'),
    ).toBe(
      "What you post or send (ideas) becomes the company's property, so you lose control over how it is used.",
    );
  });

  it('raises on a perpetual, irrevocable licence, and says when it can be passed on', () => {
    expect(
      contentLicense(
        'You grant us a perpetual, irrevocable, sublicensable licence to use and publish the photos you upload.',
      ),
    ).toBe(
      'What you post or send (creative works) comes with a perpetual and irrevocable licence for the company that it can pass on to others, so you lose control over how it is used.',
    );
  });

  it('raises on use for any purpose, and says the reader is not paid only when the sentence does', () => {
    expect(
      contentLicense(
        'We and other users may copy, publish and distribute any posts you submit for any purpose, without payment to you.',
      ),
    ).toBe(
      'What you post or send (posts) may be published or passed on for any purpose without payment to you, so you lose control over how it is used.',
    );
  });

  it('raises on a licence that survives the account', () => {
    expect(
      contentLicense('The licence you grant for your content survives the termination of your account.'),
    ).toBe(
      'What you post or send stays licensed to the company even after you leave, so you lose control over how it is used.',
    );
  });

  it('does not raise on denials, permission or a licence only to run the service', () => {
    for (const text of [
      'We do not claim ownership of the content you post.',
      'We will never publish your comments without your permission.',
      'You retain all rights in the content you upload.',
      'If you send us suggestions we may use them, but we do not become the owner of them.',
      'You grant us a worldwide, royalty-free licence to host and display your content solely to operate and provide the Services.',
      'You grant us a non-exclusive, transferable, sublicensable licence to host your content, which ends when you delete it.',
    ])
      expect(contentLicense(text), text).toBeUndefined();
  });

  it('does not raise on the company’s own content, moderation, or use of personal data', () => {
    for (const text of [
      'Apart from what users post, all content on this site is the property of Acme.',
      'We may remove user content for any reason, including without limitation content that breaks these terms.',
      'We may use your personal information for any purpose described in this policy.',
      'All right, title and interest in and to the Services are the exclusive property of Acme.',
    ])
      expect(contentLicense(text), text).toBeUndefined();
  });
});
