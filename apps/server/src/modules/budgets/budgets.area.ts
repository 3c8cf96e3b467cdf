import { type Area, mount } from '../../areas/area.js';
import { budgets } from '../../db/schema/index.js';
import { budgetRoutes } from './budgets.routes.js';
import { monthView } from './budgets.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** GET /api/budgets?month as it answers (the home's budgets card). */
    budgetMonth: typeof monthView;
  }
}

export const budgetsArea: Area = {
  name: 'budgets',
  routes: [mount('/budgets', budgetRoutes)],
  backupKinds: [{ kind: 'budgets', table: budgets }],
  provides: () => ({ budgetMonth: monthView }),
};
