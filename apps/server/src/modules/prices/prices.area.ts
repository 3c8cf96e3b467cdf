import { type Area, mount } from '../../areas/area.js';
import { priceRoutes } from './prices.routes.js';

export const pricesArea: Area = { name: 'prices', routes: [mount('/prices', priceRoutes)] };
