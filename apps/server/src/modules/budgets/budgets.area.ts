import { type Area, mount } from '../../areas/area.js';
import { budgets } from '../../db/schema/index.js';
import { budgetRoutes } from './budgets.routes.js';

export const budgetsArea: Area = {
  name: 'budgets',
  routes: [mount('/budgets', budgetRoutes)],
  backupKinds: [{ kind: 'budgets', table: budgets }],
};
