import {
  networthQuerySchema,
  networthSeriesSchema,
  networthSummarySchema,
} from '../schemas/dashboard.js';
import { attentionParamsSchema, dashboardHomeSchema } from '../schemas/home.js';
import { homeLayoutSchema, updateHomeLayoutBodySchema } from '../schemas/home-layout.js';
import { noContentSchema } from './shared.js';
import { withRoutes } from './define.js';

/** Net worth over time and today; the home's cards and attention items. */
export const dashboardEndpoints = withRoutes({
  'dashboard.networth.get': { query: networthQuerySchema, response: { 200: networthSeriesSchema } },
  'dashboard.networth.summary': { response: { 200: networthSummarySchema } },
  'dashboard.home.get': { response: { 200: dashboardHomeSchema } },
  'dashboard.home.attention.dismiss': {
    params: attentionParamsSchema,
    response: { 204: noContentSchema },
  },
  'dashboard.home.layout.get': { response: { 200: homeLayoutSchema } },
  'dashboard.home.layout.update': {
    body: updateHomeLayoutBodySchema,
    response: { 200: homeLayoutSchema },
  },
});
