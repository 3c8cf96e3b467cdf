import { type Area, mount } from '../../areas/area.js';
import {
  instruments,
  tradeFills,
  tradePositionSteps,
  trades,
  tradingSettings,
} from '../../db/schema/index.js';
import { instrumentRoutes } from './instruments.routes.js';
import { tradeCostBasis } from './trading.cost-basis.js';
import { tradePostings } from './trading.postings.js';
import { tradingRoutes } from './trading.routes.js';
import { countTradeRows } from './trading.repository.js';
import { tradeStatsJson } from './trading.stats.js';

declare module '../../areas/services.js' {
  interface Services {
    /** How an account's trades are re-booked under another cost-basis method (the accounts' PUT). */
    costBasis: typeof tradeCostBasis;
    /** GET /api/trade/stats's JSON and the trade list's `total` (the home's trading card). */
    tradeStats: typeof tradeStatsJson;
    tradeCount: typeof countTradeRows;
  }
}

/** Trades and the instruments they are in: P&L posts into accounts. */
export const tradingArea: Area = {
  name: 'trading',
  routes: [mount('/trade', tradingRoutes), mount('/instruments', instrumentRoutes)],
  postingSources: [tradePostings],
  provides: () => ({
    costBasis: tradeCostBasis,
    tradeStats: tradeStatsJson,
    tradeCount: countTradeRows,
  }),
  // A trade's booked P&L, summary and position steps go as they are: they were booked at the
  // rates of their day, and the holdings' triggers rebuild from the steps.
  backupKinds: [
    { kind: 'tradingSettings', table: tradingSettings, own: 'upsert' },
    { kind: 'instruments', table: instruments },
    { kind: 'trades', table: trades, refs: { mediaIds: 'uploads' } },
    { kind: 'tradeFills', table: tradeFills },
    { kind: 'tradePositionSteps', table: tradePositionSteps },
  ],
};
