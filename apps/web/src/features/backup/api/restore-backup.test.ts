import { describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress';
import { restoreBackup } from './restore-backup';

vi.mock('../../../lib/api/upload-with-progress', () => ({ uploadWithProgress: vi.fn() }));

describe('restoreBackup', () => {
  it('posts the file as the part `file` to the map’s path, the flags in the query', async () => {
    const upload = vi.mocked(uploadWithProgress);
    upload.mockResolvedValue({ restored: { accounts: 1 }, dryRun: true });
    const file = new File(['PK'], 'b.zip');
    const onProgress = vi.fn();
    await expect(
      restoreBackup(file, { dryRun: true, replace: false }, onProgress),
    ).resolves.toEqual({ restored: { accounts: 1 }, dryRun: true });
    const [path, form, options] = upload.mock.calls[0]!;
    expect(path).toBe('/backup/restore');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(options).toEqual({ query: { dryRun: true, replace: false }, onProgress });
  });
});
