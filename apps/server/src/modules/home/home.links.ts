/**
 * The web app's pages a card or an attention item links to (apps/web/src/lib/paths.ts; the server
 * cannot import the web app), with the card's filter in the query.
 */
export const HOME_LINKS = {
  budgets: (month: string) => `/expenses?tab=budgets&month=${month}`,
  recurring: '/expenses?tab=recurring',
  upcoming: '/forecasting',
  investments: '/trading/positions',
  performance: '/trading/performance?range=ytd',
  realEstate: '/RealEstate',
  property: (id: number) => `/RealEstate?property=${id}`,
  loans: '/loans',
  loan: (id: number) => `/loans?loan=${id}`,
  trading: (from: string, to: string) => `/trading/trading?from=${from}&to=${to}`,
  fire: '/forecasting?tab=fire',
  rates: '/settings/rates',
  /** The account's transactions up to a day (a statement's). */
  accountTo: (id: number, date: string) => `/accounts/${id}/transactions?to=${date}`,
  prices: (instrument: string) => `/trading/positions?instrument=${encodeURIComponent(instrument)}`,
} as const;
