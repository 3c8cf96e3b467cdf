import {
  AppError,
  DEFAULT_CURRENCY,
  DEFAULT_DIGEST_WEEKDAY,
  type DigestSettings,
  DEFAULT_TIME_ZONE,
  DEFAULT_DISPLAY_MODE,
  DEFAULT_LOCALE,
  type GeneralSettings,
  isBreakEvenRangeValid,
  LOCALES,
  type Locale,
  roundQuantity,
  SCHEMA_MESSAGES,
  toQuantityNumber,
  type TradingSettings,
  type UpdateDigestSettingsBody,
  type UpdateGeneralSettingsBody,
  type UpdateTradingSettingsBody,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import {
  findGeneralSettings,
  findTradingSettings,
  findUserLocale,
  type GeneralSettingsValues,
  type TradingSettingsPatch,
  type TradingSettingsRow,
  updateTradingSettings,
  upsertGeneralSettings,
} from './settings.repository.js';

function asLocale(value: string | null): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** The answer for a user who never saved settings: system, their locale, EUR, UTC. */
async function defaultGeneral(db: Database, userId: number): Promise<GeneralSettingsValues> {
  return {
    displayMode: DEFAULT_DISPLAY_MODE,
    language: asLocale(await findUserLocale(db, userId)),
    currency: DEFAULT_CURRENCY,
    timezone: DEFAULT_TIME_ZONE,
  };
}

function toGeneralDto(v: GeneralSettingsValues): GeneralSettings {
  return {
    displayMode: v.displayMode,
    language: v.language,
    currency: v.currency,
    timezone: v.timezone,
  };
}

export async function getGeneralSettings(db: Database, userId: number): Promise<GeneralSettings> {
  const row = await findGeneralSettings(db, userId);
  return toGeneralDto(row ?? (await defaultGeneral(db, userId)));
}

export async function putGeneralSettings(
  db: Database,
  userId: number,
  body: UpdateGeneralSettingsBody,
): Promise<GeneralSettings> {
  const patch = Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  ) as Partial<GeneralSettingsValues>;
  const initial = await defaultGeneral(db, userId);
  return toGeneralDto(await upsertGeneralSettings(db, userId, initial, patch));
}

/** The weekly e-mail's opt-in and weekday: off (Monday) for a user who never chose. */
export async function getDigestSettings(db: Database, userId: number): Promise<DigestSettings> {
  const row = await findGeneralSettings(db, userId);
  return row
    ? { enabled: row.digestEnabled, weekday: row.digestWeekday }
    : { enabled: false, weekday: DEFAULT_DIGEST_WEEKDAY };
}

export async function putDigestSettings(
  db: Database,
  userId: number,
  body: UpdateDigestSettingsBody,
): Promise<DigestSettings> {
  const patch = {
    ...(body.enabled !== undefined ? { digestEnabled: body.enabled } : {}),
    ...(body.weekday !== undefined ? { digestWeekday: body.weekday } : {}),
  };
  const row = await upsertGeneralSettings(db, userId, await defaultGeneral(db, userId), patch);
  return { enabled: row.digestEnabled, weekday: row.digestWeekday };
}

/** numeric(28, 8) strings → JSON numbers through decimal maths (no float parsing on the way). */
function toTradingDto(row: Pick<TradingSettingsRow, keyof TradingSettings>): TradingSettings {
  return {
    instruments: row.instruments,
    patterns: row.patterns,
    defaultFees: toQuantityNumber(row.defaultFees),
    breakEvenMin: toQuantityNumber(row.breakEvenMin),
    breakEvenMax: toQuantityNumber(row.breakEvenMax),
  };
}

/** Column defaults (db/schema/settings.ts), for a user without a row. */
const TRADING_DEFAULTS = {
  instruments: [],
  patterns: [],
  defaultFees: '0',
  breakEvenMin: '-1',
  breakEvenMax: '1',
};

export async function getTradingSettings(db: Database, userId: number): Promise<TradingSettings> {
  return toTradingDto((await findTradingSettings(db, userId)) ?? TRADING_DEFAULTS);
}

const toNumeric = (n: number) => roundQuantity(n).toFixed();

export async function putTradingSettings(
  db: Database,
  userId: number,
  body: UpdateTradingSettingsBody,
): Promise<TradingSettings> {
  const row = await updateTradingSettings(db, userId, (current) => {
    // One bound alone is checked against the stored other one (both sent: core's schema did it).
    const min = body.breakEvenMin ?? toQuantityNumber(current.breakEvenMin);
    const max = body.breakEvenMax ?? toQuantityNumber(current.breakEvenMax);
    if (!isBreakEvenRangeValid(min, max)) {
      const field = body.breakEvenMin !== undefined ? 'breakEvenMin' : 'breakEvenMax';
      throw AppError.validation({ [field]: [SCHEMA_MESSAGES.breakEvenRange] });
    }
    const patch: TradingSettingsPatch = {};
    if (body.instruments !== undefined) patch.instruments = body.instruments;
    if (body.patterns !== undefined) patch.patterns = body.patterns;
    if (body.defaultFees !== undefined) patch.defaultFees = toNumeric(body.defaultFees);
    if (body.breakEvenMin !== undefined) patch.breakEvenMin = toNumeric(body.breakEvenMin);
    if (body.breakEvenMax !== undefined) patch.breakEvenMax = toNumeric(body.breakEvenMax);
    return patch;
  });
  return toTradingDto(row);
}
