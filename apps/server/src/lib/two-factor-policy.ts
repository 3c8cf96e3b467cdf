import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** The app_meta key of the admin's "require two-step sign-in" switch ('true' when on). */
export const REQUIRE_TWO_FACTOR_KEY = 'require_two_factor';

/**
 * Whether the installation requires two-step sign-in and this user has not turned it on: the
 * login answer's and /me's user carry it, so the web app leads them to Settings → Security. In
 * lib/ because auth (its answers) and two-factor (the switch, the setup) both read it; one query.
 */
export async function twoFactorSetupRequired(db: DbOrTx, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ required: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM app_meta WHERE key = ${REQUIRE_TWO_FACTOR_KEY} AND value = 'true')
       AND NOT EXISTS (SELECT 1 FROM user_totp WHERE user_id = ${userId} AND enabled_at IS NOT NULL)
       AS required`);
  return rows[0]?.required === true;
}
