import { type Transaction, type TransactionType, toMoneyNumber } from '@wealthlog/core';
import { isoTime } from '../../db/iso-time.js';
import type { TransactionRow } from './transactions.repository.js';

/** Row → API object; each amount rounded to its own account's currency (DESIGN "money"). */
export function toTransaction(r: TransactionRow): Transaction {
  return {
    id: Number(r.id),
    accountId: r.account_id,
    toAccountId: r.to_account_id,
    type: r.type as TransactionType,
    amount: toMoneyNumber(r.amount, r.currency),
    currency: r.currency,
    toAmount: r.to_amount === null ? null : toMoneyNumber(r.to_amount, r.to_currency ?? r.currency),
    toCurrency: r.to_currency,
    category: r.category,
    description: r.description,
    splits: r.splits.map((l) => ({
      category: l.category,
      amount: toMoneyNumber(l.amount, r.currency),
      description: l.description,
    })),
    date: r.date,
    createdAt: isoTime(r.created_at),
    updatedAt: isoTime(r.updated_at),
  };
}
