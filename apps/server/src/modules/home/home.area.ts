import { type Area, mount } from '../../areas/area.js';
import { homeLayouts } from '../../db/schema/index.js';
import { homeLayoutRoutes } from './layout.routes.js';
import { homeRoutes } from './home.routes.js';
import { homeAttentionWith } from './home.service.js';
import { homeSourcesFrom } from './home.sources.js';

/**
 * The dashboard's home (issue 33): a card per area and what needs the user's attention, each
 * figure read through the function the area's own endpoint answers with; and the layout of those
 * cards the user chose.
 */
declare module '../../areas/services.js' {
  interface Services {
    /**
     * The attention items GET /api/dashboard/home answers (dismissed ones out), given the service
     * lookup the home reads its sources from: the weekly e-mail's list is the dashboard's.
     */
    homeAttention: typeof homeAttentionWith;
  }
}

export const homeArea: Area = {
  name: 'home',
  routes: [
    mount('/dashboard/home', homeRoutes, ({ services }) => ({
      sources: homeSourcesFrom(services),
    })),
    mount('/dashboard/home/layout', homeLayoutRoutes),
  ],
  provides: () => ({ homeAttention: homeAttentionWith }),
  backupKinds: [{ kind: 'homeLayout', table: homeLayouts, own: 'upsert' }],
  // No backup kind for the dismissals: an item's id names its object by id (a property, a loan),
  // which a restore renumbers, so a restored dismissal would hide another object's item.
};
