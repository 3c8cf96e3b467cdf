import { type Area, mount } from '../../areas/area.js';
import { loanCorrections, loanPayments, loanRateChanges, loans } from '../../db/schema/index.js';
import { refreshAllBalances } from './loans.service.js';
import { loanBalances } from './loans.balance.js';
import { loanRoutes } from './loans.routes.js';

/** Loans: what is owed is a (negative) part of net worth. */
export const loansArea: Area = {
  name: 'loans',
  routes: [mount('/loans', loanRoutes)],
  netWorthInputs: [loanBalances],
  // The balance steps (loan_balance_days) are not backed up: they are computed from the rest.
  backupKinds: [
    {
      kind: 'loans',
      table: loans,
      refs: { accountId: 'accounts', propertyId: 'properties' },
      restored: refreshAllBalances,
    },
    { kind: 'loanRateChanges', table: loanRateChanges },
    { kind: 'loanCorrections', table: loanCorrections },
    { kind: 'loanPayments', table: loanPayments },
  ],
};
