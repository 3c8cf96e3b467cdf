import { type Area, mount } from '../../areas/area.js';
import { expenseCategories } from '../../db/schema/index.js';
import { categoryRoutes } from './categories.routes.js';

export const categoriesArea: Area = {
  name: 'categories',
  routes: [mount('/categories', categoryRoutes)],
  // Every user is given the default list: it does not make a user "not empty" for a restore.
  backupKinds: [{ kind: 'categories', table: expenseCategories, defaults: true }],
};
