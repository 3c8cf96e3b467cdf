import { healthResultSchema, liveResponseSchema } from '../schemas/health.js';
import { withRoutes } from './define.js';

/** Health: public, answered without a session. */
export const healthEndpoints = withRoutes({
  'health.get': { response: { 200: healthResultSchema, 503: healthResultSchema } },
  'health.live': { response: { 200: liveResponseSchema } },
});
