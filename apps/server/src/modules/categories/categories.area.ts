import { type Area, mount } from '../../areas/area.js';
import { categoryRoutes } from './categories.routes.js';

export const categoriesArea: Area = {
  name: 'categories',
  routes: [mount('/categories', categoryRoutes)],
};
