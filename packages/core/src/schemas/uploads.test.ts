import { describe, expect, it } from 'vitest';
import {
  imageUploadParamsSchema,
  isInlineMimeType,
  uploadResultSchema,
  uploadRuleKind,
  uploadUrl,
} from './uploads.js';

describe('upload schemas', () => {
  it('kind is images or avatars on /{kind}; documents has its own path', () => {
    expect(imageUploadParamsSchema.safeParse({ kind: 'avatars' }).success).toBe(true);
    expect(imageUploadParamsSchema.safeParse({ kind: 'documents' }).success).toBe(false);
    expect(uploadRuleKind('avatars')).toBe('image');
    expect(uploadRuleKind('documents')).toBe('document');
  });

  it('the answer and its url', () => {
    const id = '7f1c5d0e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
    const r = {
      id,
      kind: 'images',
      fileName: 'a.png',
      mimeType: 'image/png',
      size: 10,
      url: uploadUrl(id),
    };
    expect(uploadResultSchema.parse(r)).toEqual(r);
    expect(r.url).toBe(`/api/upload/files/${id}`);
  });

  it('only images are shown inline', () => {
    expect(isInlineMimeType('image/webp')).toBe(true);
    expect(isInlineMimeType('application/pdf')).toBe(false);
    expect(isInlineMimeType('text/plain')).toBe(false);
  });
});
