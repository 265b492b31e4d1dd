import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { PolicyFileError, readPolicyFile } from './read-policy-file';

const directory = mkdtempSync(join(tmpdir(), 'policylens-read-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const SENTENCE = 'We collect your email address to send receipts.';

function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument();
    const parts: Buffer[] = [];
    document.on('data', (part: Buffer) => parts.push(part));
    document.on('end', () => resolve(Buffer.concat(parts)));
    document.on('error', reject);
    document.text(text);
    document.end();
  });
}

describe('readPolicyFile', () => {
  it('reads plain text', async () => {
    const path = join(directory, 'policy.txt');
    writeFileSync(path, SENTENCE);
    await expect(readPolicyFile(path)).resolves.toBe(SENTENCE);
  });

  it('reads a PDF', async () => {
    const path = join(directory, 'policy.pdf');
    writeFileSync(path, await makePdf(SENTENCE));
    expect((await readPolicyFile(path)).replace(/\s+/g, ' ')).toContain(SENTENCE);
  });

  it('reads a DOCX', async () => {
    const path = join(directory, 'policy.docx');
    const document = new Document({
      sections: [{ children: [new Paragraph('Privacy Policy'), new Paragraph(SENTENCE)] }],
    });
    writeFileSync(path, await Packer.toBuffer(document));
    expect(await readPolicyFile(path)).toContain(SENTENCE);
  });

  it.each([
    ['missing.txt', null, /File not found/],
    ['fake.pdf', 'not a pdf at all', /not a valid PDF/],
    ['fake.docx', 'plain text pretending', /not a valid DOCX/],
    ['binary.txt', Buffer.from([0x41, 0x00, 0x42]), /binary/],
    ['empty.txt', '   \n', /contains no text/],
    ['policy.rtf', '{\\rtf1 hello}', /Unsupported file type/],
  ])('rejects %s with a clear message', async (name, content, message) => {
    const path = join(directory, name);
    if (content !== null) writeFileSync(path, content);
    const attempt = readPolicyFile(path);
    await expect(attempt).rejects.toBeInstanceOf(PolicyFileError);
    await expect(attempt).rejects.toThrow(message);
  });
});
