// Test support: builds real DOCX and PDF files for the tests of the analyzer, the server and the browser.
import zlib from 'node:zlib';
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

/**
 * Raw deflate data for `count` repetitions of `unit`, built in milliseconds whatever the size: `unit`
 * is compressed once as a self-contained block (a full flush resets the dictionary and ends on a byte
 * boundary), the block is repeated, and an empty final block closes the stream.
 */
function deflateRepeated(unit: Uint8Array, count: number): Buffer {
  const block = zlib.deflateRawSync(unit, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const finalBlock = zlib.deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: count }, () => block), finalBlock]);
}

/** Adler-32 (RFC 1950) of `prefix`, then `count` copies of `byte`, then `suffix`, in closed form. */
function adler32(prefix: Uint8Array, byte: number, count: number, suffix: Uint8Array): number {
  const modulus = 65521n;
  let a = 1n;
  let b = 0n;
  const add = (value: number) => {
    a = (a + BigInt(value)) % modulus;
    b = (b + a) % modulus;
  };
  prefix.forEach(add);
  const n = BigInt(count);
  const c = BigInt(byte);
  b = (b + n * a + (c * n * (n + 1n)) / 2n) % modulus;
  a = (a + n * c) % modulus;
  suffix.forEach(add);
  return Number((b << 16n) | a);
}

/**
 * A PDF decompression bomb (issue 16): one page whose FlateDecode content stream shows a single text
 * string of `spaceMegabytes` MB of spaces (or of `character`). 1,024 MB (1 GiB) makes a file of about 1 MB.
 */
export function makePdfTextBomb(spaceMegabytes = 1024, character = ' '): Buffer {
  const megabyte = 1024 * 1024;
  const prefix = Buffer.from('BT /F1 12 Tf 72 712 Td (Privacy policy');
  const suffix = Buffer.from(') Tj ET');
  const checksum = Buffer.alloc(4);
  const byte = character.charCodeAt(0);
  checksum.writeUInt32BE(adler32(prefix, byte, spaceMegabytes * megabyte, suffix));
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const content = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    zlib.deflateRawSync(prefix, flush),
    deflateRepeated(Buffer.alloc(megabyte, byte), spaceMegabytes).subarray(0, -2),
    zlib.deflateRawSync(suffix),
    checksum,
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    content,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let offset = parts[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(offset);
    const part =
      typeof object === 'string'
        ? Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`)
        : Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${object.length} /Filter /FlateDecode >>\nstream\n`),
            object,
            Buffer.from('\nendstream\nendobj\n'),
          ]);
    parts.push(part);
    offset += part.length;
  });
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A DOCX zip bomb with forged sizes (issue 16): a real Word document whose `word/document.xml` is
 * replaced by `unpackedMegabytes` MB of zeros, while the zip's local and central headers declare
 * 4 KB for it. A check of the declared sizes lets it through.
 */
export async function makeDocxForgedSizeBomb(unpackedMegabytes = 1024): Promise<Buffer> {
  const entries = unzipSync(await makeDocx(['Privacy Policy', 'We collect your email address.']));
  const files = Object.entries(entries).map(([name, data]) => {
    const isBomb = name === 'word/document.xml';
    return {
      name: Buffer.from(name),
      data: isBomb
        ? deflateRepeated(Buffer.alloc(1024 * 1024), unpackedMegabytes)
        : zlib.deflateRawSync(data),
      crc: isBomb ? 0 : zlib.crc32(data),
      declaredSize: isBomb ? 4096 : data.length,
    };
  });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(file.crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.declaredSize, 22);
    local.writeUInt16LE(file.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(file.crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.declaredSize, 24);
    central.writeUInt16LE(file.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, file.name, file.data);
    centrals.push(central, file.name);
    offset += local.length + file.name.length + file.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
