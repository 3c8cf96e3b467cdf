import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Uploaded files: the bytes live in DATA_DIR/uploads/<id> (never under the user's file name), the
 * metadata here. `mime_type` is what the file's bytes say, not what the browser claimed.
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
