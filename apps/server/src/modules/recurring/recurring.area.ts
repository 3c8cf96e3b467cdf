import { type Area, mount } from '../../areas/area.js';
import { recurringItems, recurringSkips } from '../../db/schema/index.js';
import { scheduleAutoPost } from './recurring.autopost.js';
import { recurringRoutes } from './recurring.routes.js';
import { missedAutoPosts } from './recurring.missed.js';
import { upcoming } from './recurring.upcoming.js';

declare module '../../areas/services.js' {
  interface Services {
    /** The occurrences due in a window (the forecast's planned flows), each telling if it posts itself. */
    upcoming: typeof upcoming;
    /** The auto-posting items whose last occurrence the ledger refused. */
    missedAutoPosts: typeof missedAutoPosts;
  }
}

/** Recurring items: autoPost items are caught up when the app is ready, then hourly. */
export const recurringArea: Area = {
  name: 'recurring',
  routes: [mount('/recurring', recurringRoutes)],
  provides: () => ({ upcoming, missedAutoPosts }),
  schedule: (app) => scheduleAutoPost(app),
  backupKinds: [
    { kind: 'recurringItems', table: recurringItems },
    { kind: 'recurringSkips', table: recurringSkips },
  ],
};
