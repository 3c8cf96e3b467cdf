import {
  AppError,
  UPLOAD_MESSAGES,
  checkImageUpload,
  type UploadFailureKind,
} from '@wealthlog/core';

/** Which `uploadMessages.*` text (core's UPLOAD_MESSAGES, word for word in English) a failure reads. */
const MESSAGE_KEY: Record<UploadFailureKind, keyof typeof UPLOAD_MESSAGES> = {
  type: 'imageType',
  name: 'fileName',
  size: 'fileSize',
};

/**
 * The image upload rules, checked in the browser before anything is sent: type (by the browser's
 * claim; the server judges the bytes again), name, then size under 10 MB.
 */
export function avatarFileError(
  file: File,
): `uploadMessages.${keyof typeof UPLOAD_MESSAGES}` | null {
  const failure = checkImageUpload({ mimeType: file.type, fileName: file.name, size: file.size });
  return failure ? `uploadMessages.${MESSAGE_KEY[failure.kind]}` : null;
}

/** The key of a server refusal whose text is one of SPEC's upload messages, if it is one. */
export function uploadMessageKey(
  error: unknown,
): `uploadMessages.${keyof typeof UPLOAD_MESSAGES}` | null {
  if (!(error instanceof AppError)) return null;
  const entry = Object.entries(UPLOAD_MESSAGES).find(([, text]) => text === error.message);
  return entry
    ? (`uploadMessages.${entry[0]}` as `uploadMessages.${keyof typeof UPLOAD_MESSAGES}`)
    : null;
}
