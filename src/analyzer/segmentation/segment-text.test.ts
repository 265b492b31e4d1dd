import { describe, expect, it } from 'vitest';
import { segmentText } from './segment-text';

function sentencesOf(text: string): string[] {
  return segmentText(text).flatMap((block) =>
    block.sentences.map((span) => text.slice(span.start, span.end)),
  );
}

describe('segmentText', () => {
  it('splits web-shaped text: one paragraph per line, headings in capitals, bullets', () => {
    const text =
      'HOW WE USE DATA\nWe use your email to send receipts. We never sell it.\n• Support: we answer your questions.\n• Billing: we charge your card.';
    const blocks = segmentText(text);
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list-item', 'list-item']);
    expect(sentencesOf(text)).toEqual([
      'HOW WE USE DATA',
      'We use your email to send receipts.',
      'We never sell it.',
      '• Support: we answer your questions.',
      '• Billing: we charge your card.',
    ]);
  });

  it('joins hard-wrapped PDF lines into one sentence and drops page numbers', () => {
    const text =
      'We collect your name and email address when you\ncreate an account, and we keep them until you\ndelete the account.\n\n3\n\nPage 2 of 9\nWe use cookies.';
    const sentences = sentencesOf(text);
    expect(sentences).toEqual([
      'We collect your name and email address when you\ncreate an account, and we keep them until you\ndelete the account.',
      'We use cookies.',
    ]);
  });

  it('keeps a hyphenated line break inside one sentence', () => {
    const text = 'We store your infor-\nmation on servers in Ireland. Backups are encrypted.';
    expect(sentencesOf(text)).toEqual([
      'We store your infor-\nmation on servers in Ireland.',
      'Backups are encrypted.',
    ]);
  });

  it('handles DOCX-shaped text: paragraphs separated by blank lines, numbered headings', () => {
    const text =
      '1. Information We Collect\n\nWe collect contact details, e.g. your name and phone number.\n\n2. Sharing\n\nWe share data with our payment processor (Acme Inc. in the U.S.) only.';
    const blocks = segmentText(text);
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
    // Abbreviations do not end sentences.
    expect(sentencesOf(text)).toContain('We collect contact details, e.g. your name and phone number.');
    expect(sentencesOf(text)).toContain(
      'We share data with our payment processor (Acme Inc. in the U.S.) only.',
    );
  });

  it('does not end a sentence at a citation of the United States Code', () => {
    const text =
      'We keep records as the statute (18 U.S.C. 2258A) requires, including reports to the authorities. We delete the rest.';
    expect(sentencesOf(text)).toContain(
      'We keep records as the statute (18 U.S.C. 2258A) requires, including reports to the authorities.',
    );
  });

  it('treats numbered and lettered list items as blocks', () => {
    const text = 'You may:\n(a) access your data;\n(b) delete your data;\n2) object to processing.';
    expect(segmentText(text).map((block) => block.kind)).toEqual([
      'paragraph',
      'list-item',
      'list-item',
      'list-item',
    ]);
  });

  it('returns offsets that slice back to trimmed text, with Windows line endings too', () => {
    const text = '  Privacy Policy\r\n\r\n  We collect data.   We delete it after 30 days.\r\n';
    for (const block of segmentText(text)) {
      for (const span of block.sentences) {
        const slice = text.slice(span.start, span.end);
        expect(slice).toBe(slice.trim());
        expect(slice.length).toBeGreaterThan(0);
      }
    }
    expect(sentencesOf(text)).toEqual(['Privacy Policy', 'We collect data.', 'We delete it after 30 days.']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(segmentText('')).toEqual([]);
    expect(segmentText('  \n\n \t ')).toEqual([]);
  });
});
