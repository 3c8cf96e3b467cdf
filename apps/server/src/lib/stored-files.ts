import path from 'node:path';
import { dataPaths } from '../data-dir.js';

/**
 * Where an upload's bytes are: DATA_DIR/uploads/<id>. Shared by the uploads area, which writes
 * and serves them, and the backup, which archives and restores them.
 */

// A stored name is exactly a UUID: nothing of the user's name ever reaches the file system.
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * With the user id, the advisory lock a user's quota check holds (uploads, a restore's files), so
 * two writers cannot both fit in the last free megabyte.
 */
export const QUOTA_LOCK_CLASS = 41_827;

export function uploadsDir(dataDir: string): string {
  return dataPaths(dataDir).uploads;
}

/** DATA_DIR/uploads/<id>, or null for an id that is not a UUID (treated as missing). */
export function storedPath(dataDir: string, id: string): string | null {
  return STORED_NAME.test(id) ? path.join(uploadsDir(dataDir), id.toLowerCase()) : null;
}
