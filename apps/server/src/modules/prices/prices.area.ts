import { type Area, mount } from '../../areas/area.js';
import { prices } from '../../db/schema/index.js';
import { priceRoutes } from './prices.routes.js';

export const pricesArea: Area = {
  name: 'prices',
  routes: [mount('/prices', priceRoutes)],
  backupKinds: [{ kind: 'prices', table: prices }],
};
