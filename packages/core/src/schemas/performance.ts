import { z } from 'zod';
import { INVESTMENT_ACCOUNT_TYPES } from './accounts.js';
import { NETWORTH_RANGES } from './dashboard.js';
import { calendarDateSchema, dateField, enumField, idQueryField, moneySchema } from './fields.js';

/** The account types whose accounts make up the portfolio (GET /api/performance without accountId). */
export const PORTFOLIO_ACCOUNT_TYPES = INVESTMENT_ACCOUNT_TYPES;

/**
 * The most points GET /api/performance answers: more than a chart can show (the web draws at most
 * 400) and a table needs. The figures are computed on every day of the range; only the returned
 * series is thinned (core's thinSeries: evenly spaced days, first and last kept, values exact).
 */
export const PERFORMANCE_POINTS_MAX = 1_000;

/**
 * GET /api/performance ?accountId &range | &from &to (API.md "Holdings, prices and performance").
 * Without an account: the portfolio, every STOCKS, CRYPTO and FX account together in the base
 * currency (transfers between them are not flows). `from`/`to` win over `range` when both given.
 * The range computed is bounded by the data (ADR 0019): `from` is moved up to the first day
 * anything exists for the accounts, `to` down to the user's today; the answer says that range.
 */
export const performanceQuerySchema = z
  .object({
    accountId: idQueryField('Account id').optional(),
    range: enumField('Range', NETWORTH_RANGES).default('1y'),
    from: dateField('From').optional(),
    to: dateField('To').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must be on or before To',
    path: ['from'],
  });
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

export const performancePointSchema = z
  .object({
    date: calendarDateSchema,
    value: moneySchema,
    netContributions: moneySchema,
    /** 100 × the chained time-weighted factor so far. */
    twrIndex: z.number(),
  })
  .meta({ id: 'PerformancePoint' });
export type PerformanceChartPoint = z.infer<typeof performancePointSchema>;

/**
 * Returns in percent, rounded to 2 places; money in `currency`. `from`/`to` are the range computed
 * (the one asked, clamped to the data and today: never before the accounts' first day nor after
 * today; `from` = `to` when the range ends before the data, and without accounts, then with no
 * points).
 */
export const performanceSchema = z
  .object({
    currency: z.string(),
    from: calendarDateSchema,
    to: calendarDateSchema,
    startValue: moneySchema,
    endValue: moneySchema,
    twr: z.number(),
    mwr: z.number().nullable(),
    simpleReturn: z.number().nullable(),
    netContributions: moneySchema,
    gain: moneySchema,
    /** One a day from `from` to `to`, or at most PERFORMANCE_POINTS_MAX of them, evenly spaced. */
    points: z.array(performancePointSchema).max(PERFORMANCE_POINTS_MAX),
    /** Currencies left out on some day for want of a rate (the figures are then incomplete). */
    missingRates: z.array(z.string()),
  })
  .meta({ id: 'Performance' });
export type Performance = z.infer<typeof performanceSchema>;
