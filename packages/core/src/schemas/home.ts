import { z } from 'zod';
import { calendarDateSchema, moneySchema, pathTextField } from './fields.js';

/**
 * GET /api/dashboard/home (API.md "Home"): one card per area, each `null` when its area is empty,
 * and the attention items. Every figure is the one its area's own endpoint answers for the same
 * user and day (the server calls that endpoint's functions); money in `currency` (the base
 * currency) unless an item carries its own. `link` is the area's page with the card's filter.
 */

/** The cards in their default order (the layout the user may reorder and hide). */
export const HOME_CARD_KEYS = [
  'budgets',
  'upcoming',
  'investments',
  'realEstate',
  'loans',
  'trading',
  'fire',
] as const;
export type HomeCardKey = (typeof HOME_CARD_KEYS)[number];

export const ATTENTION_KINDS = [
  'overBudget',
  'paymentDueTomorrow',
  'missingRate',
  'stalePrice',
  'staleValuation',
  'recurringFailed',
  'statementMismatch',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];
export const ATTENTION_SEVERITIES = ['info', 'warning', 'danger'] as const;

/**
 * One thing that needs doing. `id` is kind + object + the cause's date or figure, so a dismissed
 * item comes back when its cause changes. `message` is the English text; a client renders
 * `home.attention.<kind>` with `params` (names, amounts, dates) in the user's language. `link` is
 * the page where it is fixed.
 */
export const attentionItemSchema = z
  .object({
    id: z.string().min(1).max(100),
    kind: z.enum(ATTENTION_KINDS),
    severity: z.enum(ATTENTION_SEVERITIES),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    link: z.string(),
  })
  .meta({ id: 'AttentionItem' });
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** This month's budgets (GET /api/budgets?month): totals.spent of totals.amount + carriedIn. */
export const budgetsCardSchema = z.object({
  month: z.string(),
  spent: moneySchema,
  budgeted: moneySchema,
  /** Categories at or past 90 % of (amount + carriedIn), most used first. */
  categories: z.array(
    z.object({
      category: z.string(),
      spent: moneySchema,
      budgeted: moneySchema,
      available: moneySchema,
      over: z.boolean(),
    }),
  ),
  link: z.string(),
});

/**
 * The next 14 days: GET /api/recurring/upcoming?from=today&to=today+13 as it answers (recurring
 * items, loan instalments, expected rent), each with whether it posts itself (the recurring item's
 * or the loan's autoPost; expected rent never does), and the cash-flow forecast's lowest point.
 */
export const upcomingCardSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  items: z.array(
    z.object({
      source: z.enum(['RECURRING', 'LOAN', 'RENT']),
      recurringId: z.number().nullable(),
      loanId: z.number().nullable(),
      propertyId: z.number().nullable(),
      name: z.string(),
      date: calendarDateSchema,
      /** As the upcoming list answers it (positive; `type` says which way it moves). */
      amount: moneySchema,
      currency: z.string(),
      type: z.string(),
      status: z.enum(['DUE', 'SKIPPED', 'POSTED']),
      autoPost: z.boolean(),
    }),
  ),
  /** GET /api/forecast/cashflow?days=14: the lowest total liquid balance and its day. */
  lowestBalance: moneySchema.nullable(),
  lowestDate: calendarDateSchema.nullable(),
  belowZero: z.boolean(),
  link: z.string(),
});

/** Holdings (GET /api/holdings) and performance (GET /api/performance?range=ytd). */
export const investmentsCardSchema = z.object({
  /** Σ marketValueBase of the holdings. */
  value: moneySchema,
  /** Portfolio value change since the previous day (ytd points' last two). */
  dayChange: moneySchema.nullable(),
  /** performance ytd gain. */
  ytdChange: moneySchema,
  /** performance ytd twr, in percent. */
  twrYtd: z.number(),
  /** The three largest |unrealizedPct| positions. */
  topMovers: z.array(
    z.object({
      instrument: z.string(),
      accountId: z.number(),
      unrealizedPct: z.number().nullable(),
      unrealizedPnlBase: moneySchema.nullable(),
    }),
  ),
  /** Instruments valued at the last fill or at a price older than 7 days. */
  stalePrices: z.array(z.string()),
  link: z.string(),
});

/**
 * Properties (GET /api/real-estate/properties) and each one's metrics for the last 12 months
 * (GET .../properties/{id}/metrics), in the property's currency; `next` is the first rent or
 * property charge in the next 31 days of the upcoming list.
 */
export const realEstateCardSchema = z.object({
  properties: z.array(
    z.object({
      propertyId: z.number(),
      name: z.string(),
      currency: z.string(),
      equity: moneySchema.nullable(),
      netYield: z.number().nullable(),
      currentValueDate: calendarDateSchema,
    }),
  ),
  next: z
    .object({
      kind: z.enum(['rent', 'cost']),
      name: z.string(),
      date: calendarDateSchema,
      amount: moneySchema,
      currency: z.string(),
    })
    .nullable(),
  link: z.string(),
});

/**
 * Loans: owedByYou and owedToYou are net worth's LOAN liabilities and assets in the base currency
 * (GET /api/dashboard/networth/summary); nextPayment the earliest of GET /api/loans; interest this
 * year = the PAID rows of this year in each borrowed loan's schedule, per currency.
 */
export const loansCardSchema = z.object({
  owedByYou: moneySchema,
  owedToYou: moneySchema,
  nextPayment: z
    .object({
      loanId: z.number(),
      name: z.string(),
      date: calendarDateSchema,
      amount: moneySchema,
      currency: z.string(),
    })
    .nullable(),
  interestThisYear: z.array(z.object({ currency: z.string(), amount: moneySchema })),
  link: z.string(),
});

/** Trading (GET /api/trade/stats for this month; open trades). */
export const tradingCardSchema = z.object({
  realisedPnlThisMonth: moneySchema,
  winRate: z.number(),
  openPositions: z.number().int(),
  link: z.string(),
});

/** GET /api/forecast/fire with the defaults. */
export const fireCardSchema = z.object({
  fireNumber: moneySchema,
  currentNetWorth: moneySchema,
  progressPct: z.number(),
  yearsToFire: z.number().nullable(),
  /** The calendar year yearsToFire lands in; null with yearsToFire null. */
  projectedYear: z.number().int().nullable(),
  link: z.string(),
});

export const dashboardHomeSchema = z
  .object({
    currency: z.string(),
    attention: z.array(attentionItemSchema),
    cards: z.object({
      budgets: budgetsCardSchema.nullable(),
      upcoming: upcomingCardSchema.nullable(),
      investments: investmentsCardSchema.nullable(),
      realEstate: realEstateCardSchema.nullable(),
      loans: loansCardSchema.nullable(),
      trading: tradingCardSchema.nullable(),
      fire: fireCardSchema.nullable(),
    }),
  })
  .meta({ id: 'DashboardHome' });
export type DashboardHome = z.infer<typeof dashboardHomeSchema>;
export type HomeCards = DashboardHome['cards'];

/** POST /api/dashboard/home/attention/{id}/dismiss. */
export const attentionParamsSchema = z.object({
  // A path parameter: the router takes at most 100 characters; control characters are VAL_003.
  id: pathTextField('Attention id', 100).regex(/^[a-zA-Z]+:\S+$/, {
    error: 'Attention id is not valid',
  }),
});
