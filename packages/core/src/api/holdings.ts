import { holdingListSchema, holdingsQuerySchema } from '../schemas/holdings.js';
import { performanceQuerySchema, performanceSchema } from '../schemas/performance.js';
import { withRoutes } from './define.js';

/** Open positions, and the portfolio's performance. */
export const holdingEndpoints = withRoutes({
  'holdings.list': { query: holdingsQuerySchema, response: { 200: holdingListSchema } },
  'performance.get': { query: performanceQuerySchema, response: { 200: performanceSchema } },
});
