import { type Area, mount } from '../../areas/area.js';
import { digestUnsubscribeRoutes } from './weekly-digest.routes.js';
import { scheduleWeeklyDigest } from './weekly-digest.schedule.js';

/**
 * The weekly e-mail (issue 33 item 5): its opt-in and weekday are general settings (the
 * settings module's GET/PUT /api/digestSettings); this area sends it on the user's weekday and
 * answers its unsubscribe link. Its figures come from the dashboard's and recurring's services.
 */
export const weeklyDigestArea: Area = {
  name: 'weekly-digest',
  routes: [mount('', digestUnsubscribeRoutes)],
  schedule: (app, { services }) =>
    scheduleWeeklyDigest(app, () => ({
      netWorth: services.need('netWorth'),
      netWorthSeries: services.need('netWorthSeries'),
      homeAttention: services.need('homeAttention')(services),
      upcoming: services.need('upcoming'),
    })),
};
