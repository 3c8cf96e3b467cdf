import {
  activityPageSchema,
  activityQuerySchema,
  adminActivityPageSchema,
  adminActivityQuerySchema,
} from '../schemas/activity.js';
import { withRoutes } from './define.js';

/** The activity log: the signed-in user's own events; everyone's for an ADMIN (others 403). */
export const activityEndpoints = withRoutes({
  'activity.list': { query: activityQuerySchema, response: { 200: activityPageSchema } },
  'admin.activity.list': {
    query: adminActivityQuerySchema,
    response: { 200: adminActivityPageSchema },
  },
});
