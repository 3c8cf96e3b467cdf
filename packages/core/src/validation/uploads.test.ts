import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants.js';
import {
  UPLOAD_FAILURE_STATUS,
  UPLOAD_MESSAGES,
  checkDocumentUpload,
  checkImageUpload,
  cleanFileName,
  isAllowedFileSize,
  normalizeMimeType,
} from './uploads.js';

const ok = { fileName: 'photo.jpg', size: 1024 };

describe('UPLOAD_MESSAGES', () => {
  it('spells the spec’s texts', () => {
    expect(UPLOAD_MESSAGES).toEqual({
      imageType: 'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
      documentType: 'Invalid file type. Only PDF, Word, and text files are allowed.',
      fileName: 'File name contains invalid characters',
      fileSize: 'File size must be less than 10MB',
    });
    expect(UPLOAD_FAILURE_STATUS).toEqual({ type: 415, size: 413, name: 400 });
  });
});

describe('checkImageUpload', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/PNG', 'image/webp; x=1'])(
    'accepts %s',
    (mimeType) => expect(checkImageUpload({ ...ok, mimeType })).toBeNull(),
  );

  it.each(['image/svg+xml', 'image/bmp', 'image/jpg', 'application/pdf', 'text/html', ''])(
    'refuses %s with 415',
    (mimeType) => {
      expect(checkImageUpload({ ...ok, mimeType })).toEqual({
        kind: 'type',
        message: 'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
        status: 415,
      });
    },
  );

  it('refuses a file name altered by sanitising with 400', () => {
    for (const fileName of ['<img>.png', 'a&b.png', 'x".png', "it's.png", 'a>b.png']) {
      expect(checkImageUpload({ mimeType: 'image/png', fileName, size: 10 })).toEqual({
        kind: 'name',
        message: 'File name contains invalid characters',
        status: 400,
      });
    }
  });

  it('accepts ordinary file names with spaces, brackets and accents', () => {
    const fileName = 'Été 2024 (copy) [1].png';
    expect(checkImageUpload({ mimeType: 'image/png', fileName, size: 10 })).toBeNull();
  });

  it('refuses a file of exactly 10 MB or more with 413', () => {
    const tooBig = { mimeType: 'image/png', fileName: 'a.png', size: MAX_UPLOAD_BYTES };
    expect(checkImageUpload(tooBig)).toEqual({
      kind: 'size',
      message: 'File size must be less than 10MB',
      status: 413,
    });
    expect(checkImageUpload({ ...tooBig, size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
  });

  it('reports the first failure in SPEC order: type, name, size', () => {
    const allBad = { mimeType: 'text/html', fileName: '<x>', size: MAX_UPLOAD_BYTES * 2 };
    expect(checkImageUpload(allBad)?.kind).toBe('type');
    expect(checkImageUpload({ ...allBad, mimeType: 'image/gif' })?.kind).toBe('name');
    expect(checkImageUpload({ ...allBad, mimeType: 'image/gif', fileName: 'x.gif' })?.kind).toBe(
      'size',
    );
  });
});

describe('checkDocumentUpload', () => {
  it.each(['application/pdf', 'application/msword', 'text/plain', 'text/plain; charset=utf-8'])(
    'accepts %s',
    (mimeType) =>
      expect(checkDocumentUpload({ mimeType, fileName: 'doc.pdf', size: 1 })).toBeNull(),
  );

  it.each([
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/png',
    'text/html',
  ])('refuses %s', (mimeType) => {
    expect(checkDocumentUpload({ mimeType, fileName: 'doc', size: 1 })).toMatchObject({
      kind: 'type',
      message: 'Invalid file type. Only PDF, Word, and text files are allowed.',
    });
  });

  it('applies the same name and size rules', () => {
    const pdf = { mimeType: 'application/pdf', fileName: 'a&b.pdf', size: 1 };
    expect(checkDocumentUpload(pdf)?.message).toBe('File name contains invalid characters');
    expect(
      checkDocumentUpload({ ...pdf, fileName: 'a.pdf', size: MAX_UPLOAD_BYTES })?.message,
    ).toBe('File size must be less than 10MB');
  });
});

describe('helpers', () => {
  it('normalizeMimeType lowercases and drops parameters', () => {
    expect(normalizeMimeType(' Text/Plain ; charset=UTF-8')).toBe('text/plain');
  });
  it('isAllowedFileSize refuses nonsense sizes', () => {
    expect(isAllowedFileSize(0)).toBe(true);
    expect(isAllowedFileSize(-1)).toBe(false);
    expect(isAllowedFileSize(Number.NaN)).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('drops bidi controls and control characters, so a name reads as it is', () => {
    // 'a\u202Egnp.exe.png' is shown as 'agnp.exe.png' reversed after the override: "a…exe.png".
    expect(cleanFileName('a\u202egnp.exe.png')).toBe('agnp.exe.png');
    expect(cleanFileName('a\u0000b.png')).toBe('ab.png');
    expect(cleanFileName('\u2066report\u2069.pdf ')).toBe('report.pdf');
    expect(cleanFileName('\u200e\u200f')).toBe('file');
    expect(cleanFileName('Relevé de compte.pdf')).toBe('Relevé de compte.pdf');
  });
});
