import { describe, expect, it } from 'vitest';
import { makeDocx, makeDocxZipBomb, makePdf } from './make-test-documents';
import {
  DocumentError,
  extractDocumentText,
  INVALID_TYPE_MESSAGE,
  unreadableDocumentMessage,
} from './extract-document-text';

const POLICY =
  'We collect your email address to create your account. We never sell your personal information.';

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DocumentError) return `${error.reason}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a DocumentError');
}

describe('extractDocumentText', () => {
  it('reads UTF-8 text, DOCX and PDF', async () => {
    const txt = await extractDocumentText({
      bytes: Buffer.from(`${POLICY} Café ✓`),
      fileName: 'policy.txt',
      declaredMimeType: 'text/plain',
    });
    expect(txt).toEqual({ text: `${POLICY} Café ✓`, kind: 'txt' });
    const docx = await extractDocumentText({
      bytes: await makeDocx(['Privacy Policy', POLICY]),
      fileName: 'Policy.DOCX',
      declaredMimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(docx.kind).toBe('docx');
    expect(docx.text).toContain(POLICY);
    const pdf = await extractDocumentText({
      bytes: await makePdf([POLICY]),
      fileName: 'policy.pdf',
      declaredMimeType: 'application/pdf',
    });
    expect(pdf.kind).toBe('pdf');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('We never sell your personal information.');
  });

  it('refuses a file whose bytes, name or declared type disagree', async () => {
    const html = Buffer.from('<!doctype html><html><body><p>policy</p></body></html>');
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    expect(
      await reasonOf(
        extractDocumentText({ bytes: html, fileName: 'policy.pdf', declaredMimeType: 'application/pdf' }),
      ),
    ).toBe(`type: ${unreadableDocumentMessage('pdf')}`);
    expect(
      await reasonOf(
        extractDocumentText({ bytes: elf, fileName: 'policy.txt', declaredMimeType: 'text/plain' }),
      ),
    ).toBe(`type: ${INVALID_TYPE_MESSAGE}`);
    expect(
      await reasonOf(
        extractDocumentText({
          bytes: Buffer.from(POLICY),
          fileName: 'policy.html',
          declaredMimeType: 'text/html',
        }),
      ),
    ).toBe(`type: ${INVALID_TYPE_MESSAGE}`);
    expect(
      await reasonOf(
        extractDocumentText({
          bytes: Buffer.from(POLICY),
          fileName: 'policy.txt',
          declaredMimeType: 'application/pdf',
        }),
      ),
    ).toBe(`type: ${INVALID_TYPE_MESSAGE}`);
    const pdf = await makePdf([POLICY]);
    expect(await reasonOf(extractDocumentText({ bytes: pdf, fileName: 'policy.docx' }))).toBe(
      `type: ${unreadableDocumentMessage('docx')}`,
    );
  });

  it('refuses text that is not UTF-8, with what to do', async () => {
    const latin1 = Buffer.from('Politique de confidentialité', 'latin1');
    expect(await reasonOf(extractDocumentText({ bytes: latin1, fileName: 'policy.txt' }))).toMatch(
      /^encoding: .*UTF-8/,
    );
  });

  it('refuses a DOCX that would unpack to an absurd size, before inflating it', async () => {
    const bomb = await makeDocxZipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await reasonOf(extractDocumentText({ bytes: bomb, fileName: 'bomb.docx' }))).toMatch(
      /^too-large-unpacked: /,
    );
  });

  it('explains an encrypted PDF, a broken PDF and a scanned PDF', async () => {
    const encrypted = await makePdf([POLICY], { userPassword: 'secret' });
    expect(await reasonOf(extractDocumentText({ bytes: encrypted, fileName: 'locked.pdf' }))).toMatch(
      /^encrypted: .*password/,
    );
    const good = await makePdf([POLICY]);
    const broken = Buffer.concat([good.subarray(0, 400), Buffer.alloc(200, 0x41)]);
    expect(await reasonOf(extractDocumentText({ bytes: broken, fileName: 'broken.pdf' }))).toMatch(
      /^(broken|no-text): /,
    );
    const scanned = await makePdf([], { drawOnly: true });
    expect(await reasonOf(extractDocumentText({ bytes: scanned, fileName: 'scan.pdf' }))).toMatch(
      /^no-text: .*scan/,
    );
  });

  it('refuses an empty file', async () => {
    expect(await reasonOf(extractDocumentText({ bytes: new Uint8Array(), fileName: 'empty.txt' }))).toMatch(
      /^empty: /,
    );
  });
});
