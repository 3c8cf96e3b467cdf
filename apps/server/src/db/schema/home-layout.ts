import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The home dashboard's layout a user chose (GET/PUT /api/dashboard/home/layout): the cards in
 * their order and those hidden, by key. No row: the default layout. Keys are checked by the
 * route's schema; unknown ones (a card a later version removed) are dropped when read.
 */
export const homeLayouts = pgTable('home_layouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cardOrder: text('card_order').array().notNull().default([]),
  hidden: text('hidden').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
