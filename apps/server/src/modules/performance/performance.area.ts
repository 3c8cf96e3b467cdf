import { type Area, mount } from '../../areas/area.js';
import { performanceRoutes } from './performance.routes.js';

export const performanceArea: Area = {
  name: 'performance',
  routes: [mount('/performance', performanceRoutes)],
};
