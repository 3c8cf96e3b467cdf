import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { generalSettings, tradingSettings, users } from '../../db/schema/index.js';

export type GeneralSettingsRow = typeof generalSettings.$inferSelect;
export type TradingSettingsRow = typeof tradingSettings.$inferSelect;
export type GeneralSettingsValues = Pick<
  GeneralSettingsRow,
  'displayMode' | 'language' | 'currency' | 'timezone'
>;
/** The weekly e-mail's columns of the same row (the general settings' defaults fill a new row). */
export type DigestSettingsPatch = Partial<
  Pick<GeneralSettingsRow, 'digestEnabled' | 'digestWeekday'>
>;
/** Numeric columns travel as decimal strings, never as floats. */
export type TradingSettingsPatch = Partial<
  Pick<
    TradingSettingsRow,
    'instruments' | 'patterns' | 'defaultFees' | 'breakEvenMin' | 'breakEvenMax'
  >
>;

export async function findGeneralSettings(
  db: Database,
  userId: number,
): Promise<GeneralSettingsRow | null> {
  const [row] = await db.select().from(generalSettings).where(eq(generalSettings.userId, userId));
  return row ?? null;
}

export async function findUserLocale(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}

/** First write inserts `initial` merged with the patch; later writes change only the patch. */
export async function upsertGeneralSettings(
  db: Database,
  userId: number,
  initial: GeneralSettingsValues,
  patch: Partial<GeneralSettingsValues> & DigestSettingsPatch,
): Promise<GeneralSettingsRow> {
  const [row] = await db
    .insert(generalSettings)
    .values({ ...initial, ...patch, userId })
    .onConflictDoUpdate({
      target: generalSettings.userId,
      set: { ...patch, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function findTradingSettings(
  db: Database,
  userId: number,
): Promise<TradingSettingsRow | null> {
  const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.userId, userId));
  return row ?? null;
}

/**
 * Runs `change` on the user's row, created with the column defaults when missing and locked, so
 * a check against the stored values (break-even min < max) cannot race another PUT.
 */
export async function updateTradingSettings(
  db: Database,
  userId: number,
  change: (current: TradingSettingsRow) => TradingSettingsPatch,
): Promise<TradingSettingsRow> {
  return db.transaction(async (tx: Tx) => {
    await tx.insert(tradingSettings).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(tradingSettings)
      .where(eq(tradingSettings.userId, userId))
      .for('update');
    const patch = change(current!);
    const [row] = await tx
      .update(tradingSettings)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(tradingSettings.userId, userId))
      .returning();
    return row!;
  });
}
