import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Attention items of the home dashboard a user dismissed. An item's id names its cause (kind,
 * object and the cause's date or figure), so a dismissal hides that cause only: when the cause
 * changes the item has a new id and shows again.
 */
export const homeDismissals = pgTable(
  'home_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('home_dismissals_item_ck', sql`length(${t.itemId}) BETWEEN 1 AND 100`),
  ],
);
