import {
  networthQuerySchema,
  networthSeriesSchema,
  networthSummarySchema,
} from '../schemas/dashboard.js';
import { withRoutes } from './define.js';

/** Net worth over time and today. */
export const dashboardEndpoints = withRoutes({
  'dashboard.networth.get': { query: networthQuerySchema, response: { 200: networthSeriesSchema } },
  'dashboard.networth.summary': { response: { 200: networthSummarySchema } },
});
