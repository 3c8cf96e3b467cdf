import type { TFunction } from 'i18next';

/** How a file (statement, broker export) names one of its accounts, as the import knows it. */
export interface FileAccount {
  /** The file's account number, IBAN or id; '' when it names none (a QIF). */
  ref: string;
  name: string | null;
  currency: string | null;
  /** The user's account that remembers `ref`, if any. */
  accountId: number | null;
}

/** How the file names one of its accounts: its name, else its number; a QIF names none. */
export function fileAccountLabel(
  t: TFunction,
  a: Pick<FileAccount, 'name' | 'ref'> | undefined,
): string {
  return a?.name || a?.ref || t('csvImport.fileAccounts.noNumber');
}
