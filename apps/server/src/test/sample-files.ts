import zlib from 'node:zlib';

/**
 * Small but real files of every accepted type, built from their specifications, so the type
 * sniffing is tested against true magic numbers rather than mocked answers.
 */

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 1×1 opaque red PNG. */
export function png(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = zlib.deflateSync(Buffer.from([0, 255, 0, 0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG/JFIF header (SOI + APP0) followed by an end-of-image marker. */
export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'ascii'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The classic smallest 1×1 GIF89a. */
export function gif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** A RIFF/WEBP container with a lossless VP8L 1×1 image. */
export function webp(): Buffer {
  const vp8l = Buffer.from([
    0x2f, 0x00, 0x00, 0x00, 0x00, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
  ]);
  const chunk = Buffer.concat([Buffer.from('VP8L', 'ascii'), le32(vp8l.length), vp8l]);
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), chunk]);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), le32(body.length), body]);
}

function le32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

/** A one-page PDF 1.4 with no content. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/**
 * The 512-byte header of an OLE2 compound file (MS-CFB), the container of the old Word .doc:
 * signature, minor/major version 3, byte order FFFE, sector shift 9, mini sector shift 6, and
 * empty FAT / directory chains; then one free sector.
 */
export function doc(): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3 (512-byte sectors)
  header.writeUInt16LE(0xfffe, 28); // byte order mark
  header.writeUInt16LE(9, 30); // sector shift: 2^9 = 512
  header.writeUInt16LE(6, 32); // mini sector shift: 2^6 = 64
  header.writeUInt32LE(0xfffffffe, 48); // first directory sector: end of chain
  header.writeUInt32LE(0x1000, 56); // mini stream cut-off
  header.writeUInt32LE(0xfffffffe, 60); // first mini FAT sector: none
  header.writeUInt32LE(0xfffffffe, 68); // first DIFAT sector: none
  for (let i = 76; i < 512; i += 4) header.writeUInt32LE(0xffffffff, i); // DIFAT: free
  return Buffer.concat([header, Buffer.alloc(512, 0xff)]);
}

export function text(): Buffer {
  return Buffer.from('Quarterly notes — résumé ✓\nLine two.\n', 'utf8');
}

/** The start of a Windows executable: the 'MZ' DOS header. */
export function exe(): Buffer {
  const b = Buffer.alloc(256, 0);
  b.write('MZ', 0, 'ascii');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'ascii');
  return b;
}

export function html(): Buffer {
  return Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>', 'utf8');
}
