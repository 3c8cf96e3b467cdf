import { z } from 'zod';
import { calendarDateSchema, moneySchema } from './fields.js';
import { tradeFilterSchema } from './trading.js';

/** One line of a stats breakdown (by pattern, tag, instrument, weekday, hour or month). */
export const tradeStatsBucketSchema = z
  .object({
    key: z.string(),
    count: z.number().int().min(0),
    netPnl: moneySchema,
    winRate: z.number(),
  })
  .meta({ id: 'TradeStatsBucket' });

/**
 * GET /api/trade/stats, money in the user's base currency. The trade figures are over CLOSED trades
 * (core's journalStats is the definition): count, wins, losses, breakeven, winRate (a percentage,
 * 0-100, of closed trades; a P&L inside the trading settings' break-even band is breakeven),
 * grossProfit, grossLoss, averageWin, averageLoss, largestWin, largestLoss (losses as magnitudes,
 * >= 0), profitFactor = grossProfit / grossLoss (null without a loss), expectancy = closedNetPnl /
 * count, the streaks and the breakdowns.
 * netPnl, equityCurve and maxDrawdown count realised P&L where it was realised, as the accounts
 * hold it: every exit fill on its day, a partial exit of a trade still open included, converted at
 * that day's rate; netPnl = closedNetPnl (closed trades) + openRealizedPnl (partial exits of open
 * trades). equityCurve has one point per day with exits. With no trade every figure is 0 (averageR
 * null). weekday is ISO (1 Monday … 7 Sunday) and hour is the entry's, in the user's time zone;
 * month is the close's ('YYYY-MM'). Currencies without a rate are left out and listed.
 */
export const tradeStatsSchema = z
  .object({
    count: z.number().int().min(0),
    wins: z.number().int().min(0),
    losses: z.number().int().min(0),
    breakeven: z.number().int().min(0).optional(),
    winRate: z.number().min(0).max(100),
    netPnl: moneySchema,
    closedNetPnl: moneySchema.optional(),
    openRealizedPnl: moneySchema.optional(),
    grossProfit: moneySchema,
    grossLoss: moneySchema,
    profitFactor: z.number().nullable(),
    averageWin: moneySchema,
    averageLoss: moneySchema,
    largestWin: moneySchema,
    largestLoss: moneySchema,
    expectancy: moneySchema,
    averageR: z.number().nullable().optional(),
    maxConsecutiveWins: z.number().int().min(0).optional(),
    maxConsecutiveLosses: z.number().int().min(0).optional(),
    maxDrawdown: moneySchema.optional(),
    equityCurve: z.array(z.object({ date: calendarDateSchema, cumulativePnl: moneySchema })),
    byPattern: z.array(tradeStatsBucketSchema).optional(),
    byTag: z.array(tradeStatsBucketSchema).optional(),
    byInstrument: z.array(tradeStatsBucketSchema).optional(),
    byWeekday: z.array(tradeStatsBucketSchema).optional(),
    byHour: z.array(tradeStatsBucketSchema).optional(),
    byMonth: z.array(tradeStatsBucketSchema).optional(),
    currency: z.string().optional(),
    missingRates: z.array(z.string()).optional(),
  })
  .meta({ id: 'TradeStats' });
export type TradeStats = z.infer<typeof tradeStatsSchema>;

/** GET /api/trade/calendar?year&month (and the list filters): the heatmap of daily P&L. */
export const tradeCalendarQuerySchema = tradeFilterSchema.extend({
  year: z.coerce.number({ error: 'Year must be a number' }).int().min(1900).max(2199),
  month: z.coerce.number({ error: 'Month must be a number' }).int().min(1).max(12),
});
export type TradeCalendarQuery = z.infer<typeof tradeCalendarQuerySchema>;

/**
 * One row per day with exits: netPnl is the realised P&L of that day's exit fills (partial exits
 * included, as netPnl of the stats), count the number of trades with an exit that day.
 */
export const tradeCalendarSchema = z
  .array(
    z.object({ date: calendarDateSchema, netPnl: moneySchema, count: z.number().int().min(1) }),
  )
  .meta({ id: 'TradeCalendar' });
export type TradeCalendar = z.infer<typeof tradeCalendarSchema>;
