import { z } from 'zod';
import { ACCOUNT_TYPES } from './accounts.js';
import { calendarDateSchema, enumField, moneySchema } from './fields.js';

export const NETWORTH_RANGES = ['30d', '90d', '1y', 'ytd', 'all'] as const;
export type NetworthRange = (typeof NETWORTH_RANGES)[number];
export const DEFAULT_NETWORTH_RANGE: NetworthRange = '30d';

/** GET /api/dashboard/networth ?range (default 30d). */
export const networthQuerySchema = z.object({
  range: enumField('Range', NETWORTH_RANGES).default(DEFAULT_NETWORTH_RANGE),
});
export type NetworthQuery = z.infer<typeof networthQuerySchema>;

/** One day: liabilities is positive (the sum of negative balances, sign dropped). */
export const networthPointSchema = z
  .object({
    date: calendarDateSchema,
    netWorth: moneySchema,
    assets: moneySchema,
    liabilities: moneySchema,
  })
  .meta({ id: 'NetworthPoint' });
export type NetworthPoint = z.infer<typeof networthPointSchema>;

/**
 * GET /api/dashboard/networth: one point a day, oldest first, in `currency` (the base currency).
 * `missingRates` (an extension of API.md) lists the currencies left out on at least one day.
 */
export const networthSeriesSchema = z
  .object({
    currency: z.string(),
    points: z.array(networthPointSchema),
    missingRates: z.array(z.string()),
  })
  .meta({ id: 'NetworthSeries' });
export type NetworthSeries = z.infer<typeof networthSeriesSchema>;

/**
 * GET /api/dashboard/networth/summary, made by core's netWorthComposition (domain/networth-totals.ts,
 * the one definition): assets = Σ positive parts (lent loans and properties included), liabilities =
 * Σ negative parts (borrowed loans, overdrawn accounts); liquid + illiquid = assets (before debt);
 * assetsByType and liabilitiesByType (extensions) split assets and liabilities by type and add up to
 * them to the cent — the donut's slices. byType (keys: account types and LOAN) and byCurrency (keys:
 * the currencies) hold net values converted into `currency`; a currency without a rate is left out
 * of every figure and listed in missingRates. asOf is the day the figures are for (today in the
 * user's time zone).
 */
/** The kinds of things net worth counts: every account type, and what other areas register. */
export const NET_WORTH_TYPES = [...ACCOUNT_TYPES, 'LOAN'] as const;
export type NetWorthType = (typeof NET_WORTH_TYPES)[number];

export const networthSummarySchema = z
  .object({
    currency: z.string(),
    netWorth: moneySchema,
    assets: moneySchema,
    liabilities: moneySchema,
    liquid: moneySchema,
    illiquid: moneySchema,
    assetsByType: z.partialRecord(z.enum(NET_WORTH_TYPES), moneySchema),
    liabilitiesByType: z.partialRecord(z.enum(NET_WORTH_TYPES), moneySchema),
    byType: z.partialRecord(z.enum(NET_WORTH_TYPES), moneySchema),
    byCurrency: z.record(z.string(), moneySchema),
    missingRates: z.array(z.string()),
    asOf: calendarDateSchema,
  })
  .meta({ id: 'NetworthSummary' });
export type NetworthSummary = z.infer<typeof networthSummarySchema>;
