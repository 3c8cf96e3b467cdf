import type { TFunction } from 'i18next';

/**
 * The kinds of a backup (the server areas' backupKinds) in the order a person reads them: money
 * first, then what surrounds it. A kind this list does not know (a newer server's) comes after,
 * alphabetically, under its own name.
 */
const KIND_ORDER = [
  'accounts',
  'accountStatusChanges',
  'transactions',
  'transactionSplits',
  'instruments',
  'trades',
  'tradeFills',
  'tradePositionSteps',
  'prices',
  'fxRates',
  'properties',
  'propertyValuations',
  'propertyEntries',
  'loans',
  'loanRateChanges',
  'loanCorrections',
  'loanPayments',
  'categories',
  'budgets',
  'recurringItems',
  'recurringSkips',
  'rules',
  'scenarios',
  'profile',
  'settings',
  'tradingSettings',
  'uploads',
];

/** A kind's counts, known kinds first in KIND_ORDER; empty kinds left out. */
export function orderedCounts(counts: Record<string, number>): [string, number][] {
  const rank = (kind: string) => {
    const i = KIND_ORDER.indexOf(kind);
    return i === -1 ? KIND_ORDER.length : i;
  };
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * A kind's name in the reader's language (`backup.kinds.<kind>`), or the archive's own name when
 * there is no translation — a kind is a plain identifier, anything else is never a key.
 */
export function kindLabel(t: TFunction, kind: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(kind)) return kind;
  return t(`backup.kinds.${kind}`, { defaultValue: kind });
}
