import { type Area, mount } from '../../areas/area.js';
import { loanCorrections, loanPayments, loanRateChanges, loans } from '../../db/schema/index.js';
import { refreshAllBalances } from './loans.service.js';
import { loanBalances } from './loans.balance.js';
import { loanRoutes } from './loans.routes.js';
import { listLoans, schedulesOf } from './loans.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** GET /api/loans, and each loan's GET /api/loans/{id}/schedule, as they answer (the home). */
    loans: typeof listLoans;
    loanSchedules: typeof schedulesOf;
  }
}

/**
 * The property a loan is linked to has no foreign key (the service checks it), and a property
 * deleted with ?cascade=true left its loans pointing at it: such a link is restored as none,
 * never refused (the backup would be unrestorable) nor kept (the old id may be another property
 * on the new server).
 */
const propertyIdRemap = (value: string, lookup: (kind: string, old: string) => string) =>
  `(${lookup('properties', value)})::integer`;

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
      remap: { propertyId: propertyIdRemap },
      restored: refreshAllBalances,
    },
    { kind: 'loanRateChanges', table: loanRateChanges },
    { kind: 'loanCorrections', table: loanCorrections },
    { kind: 'loanPayments', table: loanPayments },
  ],
  provides: () => ({ loans: listLoans, loanSchedules: schedulesOf }),
};
