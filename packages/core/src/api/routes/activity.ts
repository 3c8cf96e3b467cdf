import type { Route } from './route.js';

/** The activity log (API.md "Account security"): the user's own, and everyone's for the admin. */
export const activityPaths = {
  'activity.list': { method: 'GET', path: '/api/auth/activity' },
  'admin.activity.list': { method: 'GET', path: '/api/admin/activity' },
} as const satisfies Record<string, Route>;
