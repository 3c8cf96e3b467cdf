import { type Area, mount } from '../../areas/area.js';
import { scheduleSecurityMail } from './activity.mail.js';
import { activityRoutes, adminActivityRoutes } from './activity.routes.js';

/**
 * The activity log (API.md "Account security"): the user's own under /api/auth/activity, everyone's
 * for the admin, and the security e-mails the log owes (its outbox, activity.mail.ts). Every area
 * writes the log through lib/activity.ts; this module only reads it and sends the mail.
 */
export const activityArea: Area = {
  name: 'activity',
  routes: [mount('/auth', activityRoutes), mount('/admin', adminActivityRoutes)],
  schedule: (app) => scheduleSecurityMail(app),
};
