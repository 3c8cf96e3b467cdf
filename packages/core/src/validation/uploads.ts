import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '../constants.js';
import { isHtmlSafe } from './sanitize.js';

/** The product's upload messages, word for word. */
export const UPLOAD_MESSAGES = {
  imageType: 'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
  documentType: 'Invalid file type. Only PDF, Word, and text files are allowed.',
  fileName: 'File name contains invalid characters',
  fileSize: 'File size must be less than 10MB',
} as const;

export type UploadKind = 'image' | 'document';
export type UploadFailureKind = 'type' | 'name' | 'size';

/** API.md: an unsupported type answers 415, an oversize file 413, a bad name 400. */
export const UPLOAD_FAILURE_STATUS = { type: 415, size: 413, name: 400 } as const satisfies Record<
  UploadFailureKind,
  number
>;

export interface UploadCandidate {
  /** The server passes the type sniffed from the bytes (API.md), not the client's claim. */
  mimeType: string;
  fileName: string;
  size: number;
}

export interface UploadFailure {
  kind: UploadFailureKind;
  message: string;
  status: (typeof UPLOAD_FAILURE_STATUS)[UploadFailureKind];
}

const ALLOWED_TYPES: Record<UploadKind, readonly string[]> = {
  image: IMAGE_MIME_TYPES,
  document: DOCUMENT_MIME_TYPES,
};

const TYPE_MESSAGES: Record<UploadKind, string> = {
  image: UPLOAD_MESSAGES.imageType,
  document: UPLOAD_MESSAGES.documentType,
};

/** 'Image/JPEG; charset=binary' → 'image/jpeg': browsers and sniffers differ in case and parameters. */
export function normalizeMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

export function isAllowedMimeType(kind: UploadKind, mimeType: string): boolean {
  return ALLOWED_TYPES[kind].includes(normalizeMimeType(mimeType));
}

// Bidi overrides and isolates reorder what a reader sees ('a\u202Egnp.exe' shows as 'aexe.png');
// control characters cannot be stored or shown. Neither has a place in a file name.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSHOWABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The name an upload is kept under: without bidi or control characters, trimmed; 'file' if nothing is left. */
export function cleanFileName(fileName: string): string {
  return fileName.replace(UNSHOWABLE, '').trim() || 'file';
}

/** The name must come through HTML sanitising unchanged (no tag, & < > " '). */
export function isValidFileName(fileName: string): boolean {
  return isHtmlSafe(fileName);
}

/** "Under the limit": exactly MAX_UPLOAD_BYTES is already too big ('less than 10MB'). */
export function isAllowedFileSize(size: number): boolean {
  return Number.isFinite(size) && size >= 0 && size < MAX_UPLOAD_BYTES;
}

function failure(kind: UploadFailureKind, message: string): UploadFailure {
  return { kind, message, status: UPLOAD_FAILURE_STATUS[kind] };
}

/** Checks type, then name, then size (SPEC's order) and returns the first failure, or null. */
export function checkUpload(kind: UploadKind, file: UploadCandidate): UploadFailure | null {
  if (!isAllowedMimeType(kind, file.mimeType)) return failure('type', TYPE_MESSAGES[kind]);
  if (!isValidFileName(file.fileName)) return failure('name', UPLOAD_MESSAGES.fileName);
  if (!isAllowedFileSize(file.size)) return failure('size', UPLOAD_MESSAGES.fileSize);
  return null;
}

export function checkImageUpload(file: UploadCandidate): UploadFailure | null {
  return checkUpload('image', file);
}

export function checkDocumentUpload(file: UploadCandidate): UploadFailure | null {
  return checkUpload('document', file);
}
