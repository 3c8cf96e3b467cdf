import { DEFAULT_TIME_ZONE } from '@wealthlog/core';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The user's time zone and calendar day as SQL, the one copy every statement splices in: the
 * time zone of their general settings, core's DEFAULT_TIME_ZONE without a row (the column's default). "Today" decides
 * which postings count in a balance and which dates are "in the future"; a timestamp's day is the
 * day a trade's P&L is booked.
 *
 * Two spellings of the same text: drizzle `sql` fragments for statements built with drizzle, and
 * plain strings for the statements sent with pool.query and positional parameters. The drizzle
 * ones are made from the strings, so the two cannot drift apart.
 */

/** The user's time zone, `user` being SQL text for their id: a placeholder ('$1') or a column. */
export function userTimezoneText(user: string): string {
  return `coalesce((SELECT gs.timezone FROM general_settings gs WHERE gs.user_id = ${user}), '${DEFAULT_TIME_ZONE}')`;
}

/** The user's calendar day today, as userTimezoneText takes `user`. */
export function userTodayText(user: string): string {
  return `(now() AT TIME ZONE ${userTimezoneText(user)})::date`;
}

/** Where the user's id goes in a text: a character no SQL text of ours contains. */
const HOLE = '\u0000';

/** A text of the functions above as a drizzle fragment, with `userId` bound (or spliced as SQL). */
function withUser(text: (user: string) => string, userId: number | SQL): SQL {
  const [before, after] = text(HOLE).split(HOLE) as [string, string];
  return sql`${sql.raw(before)}${userId}${sql.raw(after)}`;
}

/** The user's time zone (a `userId` of type SQL may name a column: sql`r.user_id`). */
export function userTimezone(userId: number | SQL): SQL {
  return withUser(userTimezoneText, userId);
}

/** The user's calendar day today, a `date`. */
export function userToday(userId: number | SQL): SQL {
  return withUser(userTodayText, userId);
}

/**
 * A timestamp's calendar day in the user's time zone, a `date`: `at` is bound as a value and read
 * as timestamptz; pass SQL to read a column or expression instead.
 */
export function userDaySql(userId: number | SQL, at: string | SQL): SQL {
  return sql`(${at}::timestamptz AT TIME ZONE ${userTimezone(userId)})::date`;
}
