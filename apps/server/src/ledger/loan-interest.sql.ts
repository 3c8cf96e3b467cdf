import { LOAN_INTEREST_CATEGORY } from '@wealthlog/core';

/** 'Loan interest' as an SQL literal (a constant of core, quoted for the statement's text). */
const INTEREST = `lower('${LOAN_INTEREST_CATEGORY.replaceAll("'", "''")}')`;

/**
 * The interest part of the user's ($1) loan payments as expense or income rows (ADR 0017): a
 * payment's transaction is a WITHDRAWAL (borrowed) or DEPOSIT (lent) — a movement of money, which
 * budgets and the summary leave out — but its 'Loan interest' part is a cost (or an earning), so it
 * counts as EXPENSE (or INCOME) there. Only transactions linked from loan_payments: a withdrawal a
 * user labels 'Loan interest' by hand stays a withdrawal. The part is the payment's 'Loan interest'
 * line (ADR 0015), or the whole transaction when it is all interest (then that is its category);
 * the principal line never appears. `description` is the loan's name, so payments group as one
 * payee (their own descriptions carry each payment's figures).
 * Rows: user_id, account_id, type ('EXPENSE' | 'INCOME'), date, category, description, amount.
 * Reached through loans' (user, id) and loan_payments' (loan, date) indexes: a few rows per loan.
 */
export const LOAN_INTEREST_ROWS = `
  SELECT t.user_id, t.account_id,
         CASE t.type WHEN 'WITHDRAWAL' THEN 'EXPENSE' ELSE 'INCOME' END AS type,
         t.date, coalesce(s.category, t.category) AS category, l.name AS description,
         coalesce(s.amount, t.amount) AS amount
  FROM loans l
  JOIN loan_payments p ON p.loan_id = l.id
  JOIN transactions t ON t.id = p.transaction_id AND t.user_id = l.user_id
  LEFT JOIN transaction_splits s ON s.transaction_id = t.id AND lower(s.category) = ${INTEREST}
  WHERE l.user_id = $1 AND t.type IN ('WITHDRAWAL', 'DEPOSIT')
    AND lower(coalesce(s.category, t.category)) = ${INTEREST}`;
