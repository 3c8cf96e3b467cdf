import { type Area, mount } from '../../areas/area.js';
import { budgetRoutes } from './budgets.routes.js';

export const budgetsArea: Area = { name: 'budgets', routes: [mount('/budgets', budgetRoutes)] };
