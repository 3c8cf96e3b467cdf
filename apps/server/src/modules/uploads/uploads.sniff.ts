import { normalizeMimeType, type UploadKind } from '@wealthlog/core';

/** Stands for "the bytes and the claim disagree": no allow-list holds it, so checkUpload refuses. */
export const UNKNOWN_TYPE = 'application/octet-stream';

export interface TypeEvidence {
  /** The Content-Type of the multipart part (the browser's claim). */
  declared: string;
  /** The first bytes of the file. */
  head: Buffer;
  /** Whole file is valid UTF-8 without NUL bytes. */
  plainText: boolean;
}

/**
 * What the file is, judged by its bytes (API.md), and only when the declared type agrees:
 * a PNG declared application/pdf, or HTML declared image/png, answers UNKNOWN_TYPE.
 * - text/plain has no magic number: accepted when declared so and the bytes are clean UTF-8.
 * - application/msword (the old OLE2 .doc) is sniffed as the container format application/x-cfb;
 *   that is the best the bytes can say, so it stands for msword when declared so, for documents.
 */
export async function judgeMimeType(kind: UploadKind, evidence: TypeEvidence): Promise<string> {
  const declared = normalizeMimeType(evidence.declared);
  // Loaded at the first upload, not at start (issue 34).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(evidence.head);
  if (!sniffed) {
    return declared === 'text/plain' && evidence.plainText ? 'text/plain' : UNKNOWN_TYPE;
  }
  if (kind === 'document' && sniffed.mime === 'application/x-cfb') {
    return declared === 'application/msword' ? 'application/msword' : UNKNOWN_TYPE;
  }
  return sniffed.mime === declared ? sniffed.mime : UNKNOWN_TYPE;
}
