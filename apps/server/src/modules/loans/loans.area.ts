import { type Area, mount } from '../../areas/area.js';
import { loanBalances } from './loans.balance.js';
import { loanRoutes } from './loans.routes.js';

/** Loans: what is owed is a (negative) part of net worth. */
export const loansArea: Area = {
  name: 'loans',
  routes: [mount('/loans', loanRoutes)],
  netWorthInputs: [loanBalances],
};
