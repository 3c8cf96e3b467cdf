/**
 * Statement files arrive as bytes in whatever encoding the bank's software chose: UTF-8 with or
 * without a BOM, UTF-16 from Windows tools, or a Western single-byte code page that OFX 1.x and
 * XML headers may (or may not, or wrongly) declare. Only TextDecoder is used, so the same code
 * runs in Node (full ICU) and in browsers.
 */

const UTF8 = 'utf-8';
const WINDOWS_1252 = 'windows-1252';

/** How far into the file a declaration or a UTF-16 NUL pattern is looked for. */
const HEAD_BYTES = 1024;

const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: UTF8 },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/**
 * The text of a statement file's bytes. In order: a byte order mark (UTF-8, UTF-16 LE/BE; the
 * mark is dropped); UTF-16 without a mark, seen from NUL bytes every other byte; an encoding the
 * head declares (OFX 1.x `CHARSET:`/`ENCODING:` lines, an XML `encoding="…"`); otherwise UTF-8
 * when the bytes are valid UTF-8, else windows-1252. ISO-8859-1 is read as windows-1252, its
 * superset (as browsers do), so a euro sign written as 0x80 comes through.
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  const bom = BOMS.find((b) => b.bytes.every((byte, i) => bytes[i] === byte));
  if (bom) return decode(bytes.subarray(bom.bytes.length), bom.encoding);
  const wide = utf16WithoutBom(bytes);
  if (wide) return decode(bytes, wide);
  const declared = declaredEncoding(latin1Head(bytes));
  // A declared UTF-8 is still checked: a header that lies falls back like an undeclared file.
  if (declared && declared !== UTF8) return decode(bytes, declared);
  return utf8OrWindows1252(bytes);
}

function decode(bytes: Uint8Array, encoding: string): string {
  // ignoreBOM: any mark was stripped above; one inside the text is the text's own.
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
  return encoding === WINDOWS_1252 ? windows1252C1(text) : text;
}

/**
 * Windows-1252's printable characters at 0x80–0x9F (WHATWG index), by byte - 0x80. The five
 * bytes 1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay the C1 control of that value.
 */
const C1_1252 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Node 20.18.3+/22.13+ decode windows-1252 as Latin-1 (nodejs/node#60888), turning the euro sign
 * 0x80 into U+0080. Mapping C1 controls to what 1252 means by them repairs that; where
 * TextDecoder is right (browsers, fixed Node) there are no such controls left and this is a no-op.
 */
function windows1252C1(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (ch) =>
    String.fromCharCode(C1_1252[ch.charCodeAt(0) - 0x80] ?? ch.charCodeAt(0)),
  );
}

function utf8OrWindows1252(bytes: Uint8Array): string {
  try {
    return new TextDecoder(UTF8, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    // Not UTF-8: in practice a Western code page, and windows-1252 covers ISO-8859-1 too.
    return decode(bytes, WINDOWS_1252);
  }
}

/** UTF-16 written without a BOM: mostly-ASCII text puts a NUL in every other byte. */
function utf16WithoutBom(bytes: Uint8Array): string | null {
  const n = Math.min(bytes.length, HEAD_BYTES) & ~1;
  if (n < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNuls += 1;
    if (bytes[i + 1] === 0) oddNuls += 1;
  }
  // 8-bit text never holds NULs; a quarter of the pairs, all on one side, is UTF-16.
  const pairs = n / 2;
  if (oddNuls >= pairs / 4 && evenNuls * 4 < oddNuls) return 'utf-16le';
  if (evenNuls >= pairs / 4 && oddNuls * 4 < evenNuls) return 'utf-16be';
  return null;
}

/** The head as one char per byte: enough to read ASCII headers whatever the encoding. */
function latin1Head(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, HEAD_BYTES));
}

/** The encoding an XML declaration or OFX 1.x header names, as a TextDecoder label. */
function declaredEncoding(head: string): string | null {
  const xml = /<\?xml[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml?.[1]) return labelFor(xml[1]);
  const encoding = /^\s*ENCODING\s*:\s*([\w.-]+)/im.exec(head)?.[1];
  if (encoding && /^(utf-?8|unicode)$/i.test(encoding)) return UTF8;
  const charset = /^\s*CHARSET\s*:\s*([\w.-]+)/im.exec(head)?.[1];
  if (charset && !/^none$/i.test(charset)) return labelFor(charset);
  return null;
}

/**
 * A TextDecoder encoding for a declared name, or null to fall back to UTF-8-or-1252. US-ASCII
 * is taken as undeclared (banks write accented bytes under it), and so is a UTF-16 declaration
 * that reached here (no BOM, no NULs: the bytes are 8-bit whatever the header says).
 */
function labelFor(name: string): string | null {
  const label = name.trim().toLowerCase();
  if (label === '1252' || label === 'cp1252') return WINDOWS_1252;
  if (/^(us-?ascii|ascii)$/.test(label)) return null;
  try {
    const encoding = new TextDecoder(label).encoding;
    return encoding.startsWith('utf-16') ? null : encoding;
  } catch {
    return null; // A name TextDecoder does not know.
  }
}
