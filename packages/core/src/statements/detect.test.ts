import { describe, expect, it } from 'vitest';
import { detectStatementFormat } from './detect.js';

const OFX1 = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
  '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</STATUS></SONRS></SIGNONMSGSRSV1></OFX>',
].join('\r\n');

const OFX2 = [
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
  '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  '<OFX>',
  '</OFX>',
].join('\n');

function camt(ns: string, element: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `  <${element}><GrpHdr><MsgId>1</MsgId></GrpHdr></${element}>`,
    '</Document>',
  ].join('\n');
}

describe('detectStatementFormat: OFX', () => {
  it('sees an OFX 1.x SGML header', () => {
    expect(detectStatementFormat(OFX1)).toBe('ofx');
  });

  it('sees an OFX 2 XML file by its <?OFX instruction', () => {
    expect(detectStatementFormat(OFX2)).toBe('ofx');
  });

  it('sees a bare <ofx> element in any case, after blank lines', () => {
    expect(detectStatementFormat('\n\n<ofx>\n<signonmsgsrsv1>')).toBe('ofx');
  });

  it('sees a QFX file (OFX with an Intuit block)', () => {
    expect(detectStatementFormat(`${OFX1}\r\n<INTU.BID>3000`)).toBe('ofx');
  });

  it('does not take <OFXSOMETHING> for <OFX>', () => {
    expect(detectStatementFormat('<OFXSOMETHING>')).toBeNull();
  });
});

describe('detectStatementFormat: CAMT', () => {
  it('sees camt.053 by its namespace', () => {
    const xml = camt('urn:iso:std:iso:20022:tech:xsd:camt.053.001.02', 'BkToCstmrStmt');
    expect(detectStatementFormat(xml)).toBe('camt053');
  });

  it('sees camt.052 and camt.054 (other versions) by their namespace', () => {
    const c52 = camt('urn:iso:std:iso:20022:tech:xsd:camt.052.001.08', 'Rpt');
    const c54 = camt('urn:iso:std:iso:20022:tech:xsd:camt.054.001.04', 'Ntfctn');
    expect(detectStatementFormat(c52)).toBe('camt053');
    expect(detectStatementFormat(c54)).toBe('camt053');
  });

  it('sees a namespace-less document by its message element', () => {
    for (const el of ['BkToCstmrStmt', 'BkToCstmrAcctRpt', 'BkToCstmrDbtCdtNtfctn']) {
      expect(detectStatementFormat(`<Document>\n<${el}>\n</${el}></Document>`)).toBe('camt053');
    }
  });

  it('sees a prefixed root element', () => {
    const xml =
      '<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"><ns2:BkToCstmrStmt>';
    expect(detectStatementFormat(xml)).toBe('camt053');
  });

  it('does not take another ISO 20022 message (pain.001) for CAMT', () => {
    const xml = camt('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', 'CstmrCdtTrfInitn');
    expect(detectStatementFormat(xml)).toBeNull();
  });

  it('does not take a CSV that mentions camt.053 for XML', () => {
    expect(detectStatementFormat('Date;Text\n2024-01-02;camt.053 BkToCstmrStmt \n')).toBeNull();
  });
});

describe('detectStatementFormat: QIF', () => {
  it('sees !Type:Bank', () => {
    expect(detectStatementFormat('!Type:Bank\nD12/19/18\nT-5.00\n^\n')).toBe('qif');
  });

  it('sees any case, leading blank lines and spaces, CRLF', () => {
    expect(detectStatementFormat('\r\n  \r\n  !TYPE:CCARD \r\nD1/2/18\r\n')).toBe('qif');
    expect(detectStatementFormat('!type:oth a\n')).toBe('qif');
  });

  it('sees !Account and !Option first lines', () => {
    expect(detectStatementFormat('!Account\nNChecking\nTBank\n^\n')).toBe('qif');
    expect(detectStatementFormat('!Option:AutoSwitch\n!Account\n')).toBe('qif');
  });

  it('sees an unsupported QIF type as QIF too (the parser then says why it refuses it)', () => {
    expect(detectStatementFormat('!Type:Invst\n')).toBe('qif');
  });

  it('reads past a BOM left in the text', () => {
    expect(detectStatementFormat('\uFEFF!Type:Bank\n')).toBe('qif');
  });

  it('looks only at the first non-blank line', () => {
    expect(detectStatementFormat('Date,Payee\n!Type:Bank\n')).toBeNull();
  });
});

describe('detectStatementFormat: neither', () => {
  it('gives null for a CSV, an empty text and other JSON', () => {
    expect(detectStatementFormat('Date,Amount,Payee\n2024-01-02,-5.00,Shop\n')).toBeNull();
    expect(detectStatementFormat('')).toBeNull();
    expect(detectStatementFormat('{"activities": []}')).toBeNull();
  });

  it('reads only the first 64 KB', () => {
    const padding = `${'x,y\n'.repeat(20_000)}`;
    expect(padding.length).toBeGreaterThan(64 * 1024);
    expect(detectStatementFormat(`${padding}<OFX>`)).toBeNull();
    expect(detectStatementFormat(`${'x,y\n'.repeat(100)}<OFX>`)).toBe('ofx');
  });
});
