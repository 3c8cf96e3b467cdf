import { MoneyDecimal } from '../domain/money.js';
import {
  activityError,
  assetClassOf,
  dateTimeOf,
  decimalField,
  instantOf,
  isObject,
  plainDecimal,
  textField,
} from './ghostfolio-values.js';
import type { JsonObject } from './ghostfolio-values.js';
import { StatementError } from './statement.js';
import type { ActivityType, InvestmentActivity } from './statement.js';

/**
 * Ghostfolio's JSON export (Account → Export): `{ meta, accounts, activities, assetProfiles?,
 * platforms?, tags?, user? }`. Only accounts and activities are read.
 */

/** An account of the export: the activities name it by `id`. */
export interface GhostfolioAccount {
  id: string;
  name: string | null;
  currency: string | null;
}

/** An activity the export holds but the import does not take, with an English reason. */
export interface SkippedActivity {
  /** The activity's index + 1. */
  line: number;
  type: string;
  reason: string;
}

export interface GhostfolioExport {
  accounts: GhostfolioAccount[];
  activities: InvestmentActivity[];
  skipped: SkippedActivity[];
}

const READ: readonly string[] = ['BUY', 'SELL', 'DIVIDEND', 'FEE', 'INTEREST'];

const SKIP_REASONS: Record<string, string> = {
  ITEM: 'An ITEM activity records a valuable (a car, a painting), not a security; it is not imported.',
  LIABILITY: 'A LIABILITY activity records a debt, not an investment; it is not imported.',
};

function readJson(text: string): JsonObject {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StatementError('The file is not valid JSON, so it is not a Ghostfolio export.', null);
  }
  if (!isObject(data) || !Array.isArray(data.activities)) {
    throw new StatementError(
      'The file has no "activities" list, so it is not a Ghostfolio export.',
      null,
    );
  }
  return data;
}

function accountsOf(data: JsonObject): GhostfolioAccount[] {
  const list = data.accounts ?? [];
  if (!Array.isArray(list)) throw new StatementError('The file\'s "accounts" is not a list.', null);
  return list.map((account: unknown, index) => {
    const id = isObject(account) ? textField(account, 'id') : null;
    if (!isObject(account) || id === null) {
      throw new StatementError(`The account at index ${index} has no id.`, null);
    }
    return { id, name: textField(account, 'name'), currency: textField(account, 'currency') };
  });
}

interface Profile {
  name: string | null;
  subClass: string | null;
}

/**
 * The export's asset profiles by symbol: the name of Ghostfolio's own (MANUAL) ones ("Account
 * Opening Fee"), and the kind of security (assetSubClass) of those it lists.
 */
function profilesOf(data: JsonObject): Map<string, Profile> {
  const profiles = new Map<string, Profile>();
  for (const profile of Array.isArray(data.assetProfiles) ? data.assetProfiles : []) {
    const symbol = isObject(profile) ? textField(profile, 'symbol') : null;
    if (!symbol || !isObject(profile)) continue;
    profiles.set(symbol, {
      name: textField(profile, 'name'),
      subClass: textField(profile, 'assetSubClass'),
    });
  }
  return profiles;
}

/**
 * The cash amount of a DIVIDEND, INTEREST or FEE, and the fee left beside it. Ghostfolio keeps
 * a dividend or interest as quantity × unitPrice (shares × per share, or 1 × the total), so
 * that is the amount. A FEE made in Ghostfolio's form has quantity 0 and the money in `fee`:
 * then `fee` is the amount and the fee left is 0 (not counted twice); a FEE with a quantity and
 * price is read like the others, its `fee` kept beside it.
 */
function cashAmount(type: ActivityType, quantity: string, unitPrice: string, fee: string) {
  const product = plainDecimal(new MoneyDecimal(quantity).times(unitPrice).toFixed());
  if (type === 'FEE' && product === '0') return { amount: fee, fee: '0' };
  return { amount: product, fee };
}

/** One activity of a type the import reads; a SkippedActivity for a BUY/SELL of nothing. */
function activityOf(
  a: JsonObject,
  index: number,
  type: ActivityType,
  profiles: Map<string, Profile>,
): InvestmentActivity | SkippedActivity {
  const when = dateTimeOf(textField(a, 'date') ?? '');
  const at = instantOf(textField(a, 'date') ?? '');
  if (!when) {
    throw activityError(index, `has the date ${JSON.stringify(a.date)}, which is not an ISO date.`);
  }
  const trade = type === 'BUY' || type === 'SELL';
  const quantity = decimalField(a, 'quantity', index);
  const unitPrice = decimalField(a, 'unitPrice', index);
  if (trade && (quantity === null || unitPrice === null)) {
    throw activityError(index, `is a ${type} without a quantity and a unitPrice.`);
  }
  if (trade && quantity === '0') {
    const reason = `A ${type} of quantity 0 moves no shares; it is not imported.`;
    return { line: index + 1, type, reason };
  }
  let symbol = textField(a, 'symbol');
  // A FEE or INTEREST made in Ghostfolio gets a MANUAL asset profile with a UUID for a symbol:
  // it stands for no security, so the activity is cash-only and the profile's name is its memo.
  const placeholder = (type === 'FEE' || type === 'INTEREST') && a.dataSource === 'MANUAL';
  const profile = profiles.get(symbol ?? '');
  const memo = textField(a, 'comment') ?? (placeholder ? (profile?.name ?? null) : null);
  if (placeholder) symbol = null;
  if ((trade || type === 'DIVIDEND') && symbol === null) {
    throw activityError(index, `is a ${type} without a symbol.`);
  }
  let fee = decimalField(a, 'fee', index) ?? '0';
  let amount: string | null = null;
  const q = quantity ?? '0';
  if (!trade) ({ amount, fee } = cashAmount(type, q, unitPrice ?? '0', fee));
  const hasQuantity = trade || q !== '0';
  return {
    line: index + 1,
    sourceId: textField(a, 'id'),
    accountRef: textField(a, 'accountId'),
    type,
    symbol,
    quantity: hasQuantity ? q : null,
    unitPrice: hasQuantity ? unitPrice : null,
    fee,
    amount,
    currency: textField(a, 'currency'),
    date: when.date,
    time: when.time,
    ...(at ? { at } : {}),
    ...(symbol === null
      ? {}
      : { assetClass: assetClassOf(profile?.subClass ?? null, textField(a, 'dataSource')) }),
    memo,
  };
}

/**
 * Reads a Ghostfolio JSON export: its accounts (id, name, currency) and its BUY, SELL,
 * DIVIDEND, FEE and INTEREST activities, each with line = its index + 1, the date and time
 * of its ISO timestamp as written (the part before and after the 'T'), the instant (`at`) when
 * the timestamp has an offset, and the asset class of a security (assetClassOf). Amounts are decimal
 * strings made from the numbers' shortest form. ITEM, LIABILITY, unknown types and a BUY/SELL
 * of quantity 0 go to `skipped` with the reason, for the import to report. Throws a
 * StatementError when the text is not JSON or has no activities list, or when an activity
 * lacks a type or date or holds an unreadable value (naming its index, line = index + 1).
 */
export function parseGhostfolio(text: string): GhostfolioExport {
  const data = readJson(text);
  const accounts = accountsOf(data);
  const profiles = profilesOf(data);
  const activities: InvestmentActivity[] = [];
  const skipped: SkippedActivity[] = [];
  (data.activities as unknown[]).forEach((a, index) => {
    if (!isObject(a)) throw activityError(index, 'is not an object.');
    const type = textField(a, 'type')?.toUpperCase();
    if (!type) throw activityError(index, 'has no type.');
    if (textField(a, 'date') === null) throw activityError(index, 'has no date.');
    if (!READ.includes(type)) {
      const reason =
        SKIP_REASONS[type] ?? `The activity type "${type}" is not one WealthLog imports.`;
      skipped.push({ line: index + 1, type, reason });
      return;
    }
    const read = activityOf(a, index, type as ActivityType, profiles);
    if ('reason' in read) skipped.push(read);
    else activities.push(read);
  });
  return { accounts, activities, skipped };
}
