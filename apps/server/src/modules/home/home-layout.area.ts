import { type Area, mount } from '../../areas/area.js';
import { homeLayouts } from '../../db/schema/index.js';
import { homeLayoutRoutes } from './layout.routes.js';

/** The home dashboard's layout, the user's own: backed up and restored with the settings. */
export const homeLayoutArea: Area = {
  name: 'home-layout',
  routes: [mount('/dashboard/home/layout', homeLayoutRoutes)],
  backupKinds: [{ kind: 'homeLayout', table: homeLayouts, own: 'upsert' }],
};
