import type { NetWorthInput } from '../../ledger/networth-inputs.js';

/**
 * A loan's part of net worth (DESIGN "How everything adds up to net worth", ADR 0007): the
 * outstanding balance on each day, from loan_balance_days (signed: a borrowed loan is negative, a
 * liability; a lent one positive, an illiquid asset), type LOAN. Holder ids −(id × 16 + 2).
 * Other areas read a loan's figures through ledger/loan-figures.ts.
 */
export const loanBalances: NetWorthInput = {
  name: 'loans',
  holders: `SELECT -(id * 16 + 2) AS holder, 'LOAN' AS type, currency FROM loans WHERE user_id = $1`,
  deltas: `SELECT -(loan_id * 16 + 2) AS holder, day, delta FROM loan_balance_days
    WHERE user_id = $1 AND day <= $3::date`,
  balances: `SELECT -(l.id * 16 + 2) AS holder, 'LOAN' AS type, l.currency,
         coalesce((SELECT sum(d.delta) FROM loan_balance_days d
           WHERE d.user_id = $1 AND d.loan_id = l.id AND d.day <= $3::date), 0) AS balance
    FROM loans l WHERE l.user_id = $1`,
};
