import {
  type Account,
  type StatusChange,
  type StatusReason,
  type AccountType,
  type CostBasisMethod,
  toMoneyNumber,
} from '@wealthlog/core';
import type { AccountRow, StatusChangeRow } from './accounts.repository.js';
import { isoTime } from '../../db/iso-time.js';

/** Rows → API objects; money rounded to the account currency's minor unit (DESIGN "money"). */
export function toStatusChange(r: StatusChangeRow): StatusChange {
  return {
    id: r.id,
    accountId: r.account_id,
    accountName: r.account_name,
    previousActive: r.previous_active,
    active: r.active,
    reason: r.reason as StatusReason | null,
    comment: r.comment,
    changedAt: isoTime(r.changed_at),
    changedBy: r.changed_by,
  };
}

export function toAccount(r: AccountRow): Account {
  return {
    id: r.id,
    name: r.name,
    type: r.type as AccountType,
    currency: r.currency,
    balance: toMoneyNumber(r.balance, r.currency),
    openingBalance: toMoneyNumber(r.opening_balance, r.currency),
    openingDate: r.opening_date,
    costBasis: r.cost_basis as CostBasisMethod,
    statementRef: r.statement_ref,
    active: r.active,
    createdAt: isoTime(r.created_at),
    updatedAt: isoTime(r.updated_at),
    lastStatusChange:
      r.sc_id === null
        ? null
        : toStatusChange({
            id: r.sc_id,
            account_id: r.id,
            account_name: r.name,
            previous_active: r.sc_previous_active!,
            active: r.sc_active!,
            reason: r.sc_reason,
            comment: r.sc_comment,
            changed_at: r.sc_changed_at!,
            changed_by: r.sc_changed_by,
          }),
  };
}
