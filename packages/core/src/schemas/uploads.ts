import { z } from 'zod';
import { IMAGE_MIME_TYPES } from '../constants.js';
import type { UploadKind } from '../validation/uploads.js';
import { enumField, pathTextField } from './fields.js';

/** Where an upload goes: POST /api/upload/{images|avatars} and POST /api/upload/documents. */
export const UPLOAD_CATEGORIES = ['images', 'avatars', 'documents'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];
export const uploadCategorySchema = z.enum(UPLOAD_CATEGORIES);

/** The path parameter of POST /api/upload/{kind} (documents has its own path). */
export const imageUploadParamsSchema = z.object({ kind: enumField('Kind', ['images', 'avatars']) });
export type ImageUploadParams = z.infer<typeof imageUploadParamsSchema>;

/** Which upload rule set (image or document) a category follows. */
export function uploadRuleKind(category: UploadCategory): UploadKind {
  return category === 'documents' ? 'document' : 'image';
}

/** 413 BUS_003 when a user's stored uploads would pass UPLOAD_QUOTA_BYTES (not worded by SPEC). */
export const UPLOAD_QUOTA_MESSAGE = 'Upload storage quota exceeded';

/** The multipart part that carries the file. */
export const UPLOAD_FIELD = 'file';

/** 201 answer. mimeType is what the bytes are; url serves the file back to its owner. */
export const uploadResultSchema = z
  .object({
    id: z.string(),
    kind: uploadCategorySchema,
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int().min(0),
    url: z.string(),
  })
  .meta({ id: 'UploadResult' });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/upload/files/{id}. Any text: a malformed id answers 404 like a missing one. */
export const uploadFileParamsSchema = z.object({ id: pathTextField('Id', 64) });
export type UploadFileParams = z.infer<typeof uploadFileParamsSchema>;

export function uploadUrl(id: string): string {
  return `/api/upload/files/${id}`;
}

/** Images are shown in the page; everything else is downloaded, never rendered by the browser. */
export function isInlineMimeType(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);
}
