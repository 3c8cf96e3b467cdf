import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withUsers } from '../test/users.js';
import { todayOf } from './balances.js';
import {
  userDaySql,
  userTimezone,
  userTimezoneText,
  userToday,
  userTodayText,
} from './user-time.js';

/**
 * The user's time zone and "today": the drizzle fragments and the texts for pool.query must read
 * the same settings with the same fallback (UTC without a row), whichever statement uses them.
 */
const ctx = withUsers('alice', 'bob');

describe("the user's time zone and today", () => {
  it('read the general settings, UTC without a row, alike in both spellings', async () => {
    const { pool, db } = ctx.t.app;
    const alice = ctx.alice.user.id;
    const bob = ctx.bob.user.id;
    // Kiritimati is UTC+14: its calendar day differs from UTC's for 14 hours of every day.
    await pool.query(
      `INSERT INTO general_settings (user_id, timezone) VALUES ($1, 'Pacific/Kiritimati')`,
      [alice],
    );
    for (const [user, zone] of [
      [alice, 'Pacific/Kiritimati'],
      [bob, 'UTC'],
    ] as const) {
      const expected = await pool.query<{ tz: string; today: string; day: string }>(
        `SELECT $1::text AS tz, (now() AT TIME ZONE $1::text)::date::text AS today,
                ('2026-03-01T12:30:00Z'::timestamptz AT TIME ZONE $1::text)::date::text AS day`,
        [zone],
      );
      const texts = await pool.query<{ tz: string; today: string }>(
        `SELECT ${userTimezoneText('$1')} AS tz, ${userTodayText('$1')}::text AS today`,
        [user],
      );
      const { rows } = await db.execute<{ tz: string; today: string; day: string }>(sql`
        SELECT ${userTimezone(user)} AS tz, ${userToday(user)}::text AS today,
               ${userDaySql(user, '2026-03-01T12:30:00Z')}::text AS day`);
      expect(texts.rows[0]).toEqual({ tz: zone, today: expected.rows[0]!.today });
      expect(rows[0]).toEqual(expected.rows[0]);
      expect(await todayOf(db, user)).toBe(expected.rows[0]!.today);
    }
  });

  it('take a column for the user, as a statement over many users does', async () => {
    const { db } = ctx.t.app;
    const { rows } = await db.execute<{ tz: string }>(sql`
      SELECT ${userTimezone(sql`u.id`)} AS tz FROM users u WHERE u.id = ${ctx.bob.user.id}`);
    expect(rows).toEqual([{ tz: 'UTC' }]);
  });
});
