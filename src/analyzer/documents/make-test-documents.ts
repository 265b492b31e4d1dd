// Test support: builds real DOCX and PDF files for the tests of the analyzer, the server and the browser.
import { Document, Packer, Paragraph } from 'docx';
import { unzipSync, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/** Real documents made with the same libraries a user's word processor output resembles. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return Packer.toBuffer(document);
}

export function makePdf(
  paragraphs: string[],
  options: { userPassword?: string; drawOnly?: boolean } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument(
      options.userPassword ? { userPassword: options.userPassword, ownerPassword: 'owner' } : {},
    );
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    if (options.drawOnly) {
      // Like a scan: marks on the page, no text layer.
      pdf.rect(50, 50, 400, 300).fill('#333333');
    } else {
      for (const paragraph of paragraphs) pdf.text(paragraph).moveDown();
    }
    pdf.end();
  });
}

/**
 * A valid Word document with one extra entry that inflates to `unpackedBytes` of zeros: a few hundred
 * KB on disk, an absurd size unpacked (a zip bomb).
 */
export async function makeDocxZipBomb(unpackedBytes = 60 * 1024 * 1024): Promise<Uint8Array> {
  const entries = unzipSync(await makeDocx(['Privacy Policy', 'We collect your email address.']));
  return zipSync({ ...entries, 'word/media/padding.bin': [new Uint8Array(unpackedBytes), { level: 9 }] });
}
