import { z } from 'zod';
import { NETWORTH_RANGES } from './dashboard.js';
import { calendarDateSchema, dateField, enumField, idQueryField, moneySchema } from './fields.js';

/** The account types whose accounts make up the portfolio (GET /api/performance without accountId). */
export const PORTFOLIO_ACCOUNT_TYPES = ['STOCKS', 'CRYPTO', 'FX'] as const;

/**
 * GET /api/performance ?accountId &range | &from &to (API.md "Holdings, prices and performance").
 * Without an account: the portfolio, every STOCKS, CRYPTO and FX account together in the base
 * currency (transfers between them are not flows). `from`/`to` win over `range` when both given.
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

/** Returns in percent, rounded to 2 places; money in `currency`. */
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
    points: z.array(performancePointSchema),
    /** Currencies left out on some day for want of a rate (the figures are then incomplete). */
    missingRates: z.array(z.string()),
  })
  .meta({ id: 'Performance' });
export type Performance = z.infer<typeof performanceSchema>;
