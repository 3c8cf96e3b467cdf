import type { StatementFormat } from './statement.js';

/** Only the head is read: every format names itself in its first lines. */
const HEAD_CHARS = 64 * 1024;

const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.05[234]\./i;
// Namespace-less or prefixed documents still carry the message element near the top.
const CAMT_ELEMENT = /<(?:[\w.-]+:)?(?:BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)[\s>]/;

/**
 * The statement format a file's text is in, from its content (never its name): 'qif' when the
 * first non-blank line is a QIF header (`!Type:`, `!Account`, `!Option`, any case); 'ofx' when
 * the head has `OFXHEADER:`, an `<OFX>` element or an `<?OFX` processing instruction (any case);
 * 'camt053' for an ISO 20022 camt.052/053/054 XML document (its namespace or its
 * BkToCstmr… message element); null otherwise, which the import reads as a CSV.
 */
export function detectStatementFormat(text: string): StatementFormat | null {
  const head = text.slice(0, HEAD_CHARS).replace(/^\uFEFF/, '');
  const firstLine = head.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  if (/^\s*!(?:type\s*:|account\b|option\b)/i.test(firstLine)) return 'qif';
  if (/OFXHEADER\s*:|<OFX[\s>]|<\?OFX/i.test(head)) return 'ofx';
  const isXml = head.trimStart().startsWith('<');
  if (isXml && (CAMT_NAMESPACE.test(head) || CAMT_ELEMENT.test(head))) return 'camt053';
  return null;
}
