import type { Account, AccountType } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from './endpoints';

const call = caller(accountPaths);

/** A new account for one an imported file names (the file's name, currency and number). */
export interface FileAccountDraft {
  name: string;
  currency: string;
  /** The file's account number, IBAN or id; '' (a QIF names none) is not sent. */
  ref: string;
}

/**
 * POST /api/account, remembering the file's number as statementRef: the next file naming it goes
 * there without asking. Shared by the imports (a bank statement makes a cash account, a broker's
 * file a Stocks one); the accounts feature's form is not for a step of an import.
 */
export function createFileAccount(draft: FileAccountDraft, type: AccountType): Promise<Account> {
  return call('accounts.create', {
    body: {
      name: draft.name.trim(),
      type,
      currency: draft.currency,
      ...(draft.ref ? { statementRef: draft.ref } : {}),
    },
  });
}
