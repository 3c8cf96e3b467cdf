/**
 * The forecasting area's own texts: the English the server sends, by key. Each key is also
 * a `reason` the web translates (`serverMessages.<key>`, core's SERVER_REASONS).
 */
export const FORECAST_MESSAGES = {
  withdrawalStartAfterHorizon: 'The withdrawal start year must be within the years projected',
  partsWithStartValue:
    'A start value cannot be given with parts: they start from today’s net worth',
  forecastBusy: 'Too many simulations are running; try again in a moment',
} as const;
export type ForecastMessageKey = keyof typeof FORECAST_MESSAGES;
