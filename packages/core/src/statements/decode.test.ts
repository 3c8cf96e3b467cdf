import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from './decode.js';

const TEXT = 'Müller Straße: Käse für 12,50 € – Café öffnet';

/** windows-1252 bytes of a string made only of ASCII and the Latin-1/1252 letters used here. */
function cp1252(text: string): Uint8Array {
  const extra: Record<string, number> = { '€': 0x80, '–': 0x96 };
  return Uint8Array.from([...text].map((ch) => extra[ch] ?? ch.charCodeAt(0)));
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < text.length; i += 1) view.setUint16(i * 2, text.charCodeAt(i), littleEndian);
  return out;
}

function concat(...parts: (Uint8Array | number[])[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((p) => [...p]));
}

describe('decodeStatementBytes: byte order marks', () => {
  it('reads UTF-8 with a BOM and drops the mark', () => {
    const text = decodeStatementBytes(concat([0xef, 0xbb, 0xbf], utf8(TEXT)));
    expect(text).toBe(TEXT);
    expect(text.charCodeAt(0)).toBe('M'.charCodeAt(0));
  });

  it('reads UTF-16 LE with a BOM, umlauts and the euro sign included', () => {
    const text = decodeStatementBytes(concat([0xff, 0xfe], utf16(`!Type:Bank\r\n${TEXT}`, true)));
    expect(text).toBe(`!Type:Bank\r\n${TEXT}`);
  });

  it('reads UTF-16 BE with a BOM', () => {
    expect(decodeStatementBytes(concat([0xfe, 0xff], utf16(TEXT, false)))).toBe(TEXT);
  });

  it('drops only the mark, not a second U+FEFF inside the text', () => {
    const bytes = concat([0xef, 0xbb, 0xbf], utf8('a\uFEFFb'));
    expect(decodeStatementBytes(bytes)).toBe('a\uFEFFb');
  });
});

describe('decodeStatementBytes: UTF-16 without a BOM', () => {
  it('sees little endian from NULs in the odd bytes', () => {
    expect(decodeStatementBytes(utf16(`!Type:Bank\n${TEXT}`, true))).toBe(`!Type:Bank\n${TEXT}`);
  });

  it('sees big endian from NULs in the even bytes', () => {
    expect(decodeStatementBytes(utf16(`OFXHEADER:100\n${TEXT}`, false))).toBe(
      `OFXHEADER:100\n${TEXT}`,
    );
  });

  it('does not take a short or NUL-free file for UTF-16', () => {
    expect(decodeStatementBytes(utf8('ab'))).toBe('ab');
    expect(decodeStatementBytes(new Uint8Array())).toBe('');
  });
});

describe('decodeStatementBytes: declared encodings', () => {
  it('reads an OFX 1.x CHARSET:1252 file as windows-1252', () => {
    const text = `OFXHEADER:100\r\nDATA:OFXSGML\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<NAME>${TEXT}`;
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });

  it('reads CHARSET:ISO-8859-1 as windows-1252, so 0x80 is the euro sign', () => {
    const text = 'OFXHEADER:100\nENCODING:USASCII\nCHARSET:ISO-8859-1\n<MEMO>12 € Käse';
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });

  it('follows CHARSET:1252 even when the bytes happen to be valid UTF-8', () => {
    // "Ã©" in 1252 is C3 A9, which is also "é" in UTF-8: the header decides.
    const bytes = concat(utf8('OFXHEADER:100\nCHARSET:1252\n<NAME>'), [0xc3, 0xa9]);
    expect(decodeStatementBytes(bytes)).toBe('OFXHEADER:100\nCHARSET:1252\n<NAME>Ã©');
  });

  it('reads ENCODING:UTF-8 as UTF-8', () => {
    const text = `OFXHEADER:100\nENCODING:UTF-8\nCHARSET:NONE\n<NAME>${TEXT}`;
    expect(decodeStatementBytes(utf8(text))).toBe(text);
  });

  it('falls back to windows-1252 when a UTF-8 header lies', () => {
    const text = `OFXHEADER:100\nENCODING:UTF-8\nCHARSET:NONE\n<NAME>${TEXT}`;
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });

  it('takes ENCODING:USASCII with CHARSET:NONE as undeclared: UTF-8 if valid, else 1252', () => {
    const text = `OFXHEADER:100\nENCODING:USASCII\nCHARSET:NONE\n<NAME>${TEXT}`;
    expect(decodeStatementBytes(utf8(text))).toBe(text);
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });

  it('reads an XML declaration of ISO-8859-1 as windows-1252', () => {
    const text = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<Document><Nm>${TEXT}</Nm>`;
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });

  it('reads an XML declaration of windows-1252, single quotes too', () => {
    const text = `<?xml version='1.0' encoding='windows-1252'?><Ustrd>${TEXT}</Ustrd>`;
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });

  it('reads an XML declaration of utf-8', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?><Ustrd>${TEXT}</Ustrd>`;
    expect(decodeStatementBytes(utf8(text))).toBe(text);
  });

  it('reads ISO-8859-15, where the euro sign is 0xA4', () => {
    const head = '<?xml version="1.0" encoding="ISO-8859-15"?><Amt>5 ';
    const bytes = concat(utf8(head), [0xa4], utf8('</Amt>'));
    expect(decodeStatementBytes(bytes)).toBe(`${head}€</Amt>`);
  });

  it('ignores a utf-16 declaration on 8-bit bytes (the header lies)', () => {
    const text = `<?xml version="1.0" encoding="utf-16"?><Nm>${TEXT}</Nm>`;
    expect(decodeStatementBytes(utf8(text))).toBe(text);
  });

  it('reads UTF-16 declared in XML when the bytes are UTF-16', () => {
    const text = `<?xml version="1.0" encoding="utf-16"?><Nm>${TEXT}</Nm>`;
    expect(decodeStatementBytes(utf16(text, true))).toBe(text);
  });

  it('ignores an encoding name TextDecoder does not know', () => {
    const text = `<?xml version="1.0" encoding="x-made-up"?><Nm>${TEXT}</Nm>`;
    expect(decodeStatementBytes(cp1252(text))).toBe(text);
  });
});

describe('decodeStatementBytes: nothing declared', () => {
  it('reads valid UTF-8 as UTF-8 (umlauts, ß, €)', () => {
    expect(decodeStatementBytes(utf8(TEXT))).toBe(TEXT);
  });

  it('reads a windows-1252 QIF with "Café" and "€"', () => {
    const qif = '!Type:Bank\r\nD12/19/18\r\nT-4.50\r\nPCafé Müller\r\nMKaffee 4,50 €\r\n^\r\n';
    expect(decodeStatementBytes(cp1252(qif))).toBe(qif);
  });

  it("reads all of 1252's 0x80–0x9F as 1252 does (Node 20 reads them as Latin-1)", () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
    expect(decodeStatementBytes(bytes)).toBe(
      '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ',
    );
  });

  it('keeps a C1 control that came from UTF-8 as it is', () => {
    expect(decodeStatementBytes(utf8('a\u0080b'))).toBe('a\u0080b');
  });

  it('reads each umlaut and ß from windows-1252 bytes', () => {
    expect(decodeStatementBytes(Uint8Array.from([0xe4, 0xf6, 0xfc, 0xdf, 0xc4]))).toBe('äöüßÄ');
  });

  it('reads plain ASCII unchanged', () => {
    expect(decodeStatementBytes(utf8('Date,Amount\n2024-01-02,-5.00\n'))).toBe(
      'Date,Amount\n2024-01-02,-5.00\n',
    );
  });
});
