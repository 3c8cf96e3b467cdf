/**
 * The loans area's own texts: the English the server sends, by key. Each key is also a
 * `reason` the web translates (`serverMessages.<key>`, core's SERVER_REASONS).
 */
export const LOAN_MESSAGES = {
  loanPaidOff: 'The loan is paid off',
  aboveBalance: 'The payment is more than is owed',
  belowPayment:
    'The payment is less than the amount due; record a balance from a statement instead',
  loanAccountCurrency: 'The account must be in the loan’s currency',
  loanDateInFuture: 'A payment cannot be dated in the future',
  loanDateBeforeStart: 'A payment cannot be dated before the loan starts',
  firstPaymentAfterStart: 'First payment date must be after the start date',
} as const;
export type LoanMessageKey = keyof typeof LOAN_MESSAGES;
