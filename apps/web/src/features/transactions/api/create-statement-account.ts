import type { Account } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(accountPaths);

/** A new account for one a statement file names (the file's name, currency and number). */
export interface StatementAccountDraft {
  name: string;
  currency: string;
  /** The file's account number or IBAN; '' (a QIF names none) is not sent. */
  ref: string;
}

/**
 * POST /api/account, a cash account remembering the file's number: the next statement naming it
 * goes there without asking. (The accounts feature's form is not for a step of the import.)
 */
export function createStatementAccount(draft: StatementAccountDraft): Promise<Account> {
  return call('accounts.create', {
    body: {
      name: draft.name.trim(),
      type: 'CASH',
      currency: draft.currency,
      ...(draft.ref ? { statementRef: draft.ref } : {}),
    },
  });
}
