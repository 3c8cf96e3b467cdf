import { AppError, UPLOAD_MESSAGES } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { avatarFileError, uploadMessageKey } from './avatar-rules';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('avatar client checks (the image upload rules)', () => {
  it('accepts JPEG, PNG, GIF and WebP', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
    ] as const) {
      expect(avatarFileError(file(name, type))).toBeNull();
    }
  });

  it('refuses another type, then a bad name, then 10 MB or more', () => {
    expect(avatarFileError(file('a.pdf', 'application/pdf'))).toBe('uploadMessages.imageType');
    expect(avatarFileError(file('<b>.png', 'image/png'))).toBe('uploadMessages.fileName');
    expect(avatarFileError(file('big.png', 'image/png', 10_485_760))).toBe(
      'uploadMessages.fileSize',
    );
    expect(avatarFileError(file('ok.png', 'image/png', 10_485_759))).toBeNull();
  });

  it("recognises the server's upload messages", () => {
    const error = new AppError('VAL_003', UPLOAD_MESSAGES.imageType, { status: 415 });
    expect(uploadMessageKey(error)).toBe('uploadMessages.imageType');
    expect(uploadMessageKey(new AppError('SYS_001'))).toBeNull();
  });
});
