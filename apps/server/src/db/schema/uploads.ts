import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Uploaded files: the metadata here, the bytes in upload_chunks (ADR 0035; never under the user's
 * file name). `mime_type` is what the file's bytes say, not what the browser claimed.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['images', 'avatars', 'documents'] }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The quota check sums size per user: (user_id) leads, size is covered.
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An upload's bytes in PostgreSQL (ADR 0035), so that instances behind a balancer need no shared
 * file system and a backup, a restore and a deletion move them with their rows in one transaction.
 * In order by `seq`, each CHUNK_BYTES long but the last (lib/upload-store.ts): a file streams in and
 * out a chunk at a time, never whole in memory. Deleting the upload deletes its chunks.
 */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ name: 'upload_chunks_pk', columns: [t.uploadId, t.seq] })],
);
