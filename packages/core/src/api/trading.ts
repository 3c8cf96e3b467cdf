import { z } from 'zod';
import { csvDownloadSchema, deletedSchema } from './shared.js';
import { idParamsSchema } from '../schemas/fields.js';
import {
  instrumentBodySchema,
  instrumentListSchema,
  instrumentParamsSchema,
  instrumentSchema,
} from '../schemas/instruments.js';
import {
  createFillBodySchema,
  createTradeBodySchema,
  fillParamsSchema,
  tradeFilterSchema,
  tradeListQuerySchema,
  tradePageSchema,
  tradeSchema,
  updateFillBodySchema,
  updateTradeBodySchema,
} from '../schemas/trading.js';
import { tradeImportFieldsSchema, tradeImportResultSchema } from '../schemas/trading-import.js';
import {
  tradeCalendarQuerySchema,
  tradeCalendarSchema,
  tradeStatsSchema,
} from '../schemas/trading-stats.js';
import {
  tradeFileImportResultSchema,
  tradeImportDetectSchema,
} from '../schemas/trade-file-import.js';
import { withRoutes } from './define.js';

/** Trades, fills, statistics, instruments, and the trades' CSV import (multipart: only its text fields are typed) and export (a CSV download, not typed). */
export const tradingEndpoints = withRoutes({
  'trading.trades.list': { query: tradeListQuerySchema, response: { 200: tradePageSchema } },
  'trading.trades.create': { body: createTradeBodySchema, response: { 201: tradeSchema } },
  'trading.trades.get': { params: idParamsSchema, response: { 200: tradeSchema } },
  'trading.trades.update': {
    params: idParamsSchema,
    body: updateTradeBodySchema,
    response: { 200: tradeSchema },
  },
  'trading.trades.delete': { params: idParamsSchema, response: { 204: deletedSchema } },
  'trading.stats.get': { query: tradeFilterSchema, response: { 200: tradeStatsSchema } },
  'trading.calendar.get': {
    query: tradeCalendarQuerySchema,
    response: { 200: tradeCalendarSchema },
  },
  'trading.fills.create': {
    params: idParamsSchema,
    body: createFillBodySchema,
    response: { 201: tradeSchema },
  },
  'trading.fills.update': {
    params: fillParamsSchema,
    body: updateFillBodySchema,
    response: { 200: tradeSchema },
  },
  'trading.fills.delete': { params: fillParamsSchema, response: { 200: tradeSchema } },
  'trading.import.detect': { response: { 200: tradeImportDetectSchema } },
  // A Ghostfolio or OFX file's form is tradeFileImportFieldsSchema, judged once its format is known.
  'trading.import.run': {
    form: tradeImportFieldsSchema,
    response: { 200: z.union([tradeFileImportResultSchema, tradeImportResultSchema]) },
  },
  'trading.export': { query: tradeFilterSchema, response: { 200: csvDownloadSchema } },
  'trading.instruments.list': { response: { 200: instrumentListSchema } },
  'trading.instruments.get': {
    params: instrumentParamsSchema,
    response: { 200: instrumentSchema },
  },
  'trading.instruments.upsert': {
    params: instrumentParamsSchema,
    body: instrumentBodySchema,
    response: { 200: instrumentSchema, 201: instrumentSchema },
  },
  'trading.instruments.delete': {
    params: instrumentParamsSchema,
    response: { 204: deletedSchema },
  },
});
