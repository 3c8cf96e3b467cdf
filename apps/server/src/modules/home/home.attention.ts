import {
  addDays,
  type AttentionItem,
  type BudgetMonth,
  type Holding,
  type HomeCards,
  type NetworthSummary,
  type Property,
  type UpcomingItem,
} from '@wealthlog/core';
import type { StatementMismatch } from '../../ledger/statement-balance.js';
import { isStale } from './home.cards-assets.js';
import { HOME_LINKS } from './home.links.js';

/** What the everyday attention items are read from: the answers the cards were made of. */
export interface AttentionInputs {
  today: string;
  budgets: BudgetMonth;
  upcoming: HomeCards['upcoming'];
  netWorth: NetworthSummary;
  /** The auto-posting items whose last occurrence the ledger refused (missedAutoPosts). */
  missed: UpcomingItem[];
  /** The accounts whose balance disagrees with their latest statement's (statementMismatches). */
  mismatches: StatementMismatch[];
}

/** What the assets' attention items are read from (kept across everyday writes, with the cards). */
export interface AssetAttentionInputs {
  today: string;
  holdings: Holding[];
  properties: Property[];
}

/** Cash leaving the user's accounts: what "a payment" is (rent and income are not). */
const PAYMENT_TYPES = new Set(['EXPENSE', 'WITHDRAWAL', 'TRANSFER']);

/**
 * Only what needs doing, most urgent first (these, then assetAttentionItems'). Each id names the
 * cause (kind, object, and the cause's month, date or price day), so a dismissal lasts while that
 * cause does.
 */
export function attentionItems(x: AttentionInputs): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const b of x.budgets.items.filter((i) => i.available < 0)) {
    const over = -b.available;
    items.push({
      id: `overBudget:${b.categoryId}:${x.budgets.month}`,
      kind: 'overBudget',
      severity: 'danger',
      message: `${b.category} is ${over} ${x.budgets.currency} over its budget for ${x.budgets.month}: raise the budget or move spending.`,
      params: {
        category: b.category,
        amount: over,
        currency: x.budgets.currency,
        month: x.budgets.month,
      },
      link: HOME_LINKS.budgets(x.budgets.month),
    });
  }
  const tomorrow = addDays(x.today, 1);
  for (const i of x.upcoming?.items ?? []) {
    if (i.date !== tomorrow || i.status !== 'DUE' || i.autoPost || i.source === 'RENT') continue;
    if (!PAYMENT_TYPES.has(i.type)) continue;
    const loan = i.source === 'LOAN';
    const object = loan ? `loan-${i.loanId}` : `recurring-${i.recurringId}`;
    items.push({
      id: `paymentDueTomorrow:${object}:${i.date}`,
      kind: 'paymentDueTomorrow',
      severity: 'warning',
      message: `${i.name} (${i.amount} ${i.currency}) is due tomorrow and will not be posted automatically: record it when paid.`,
      params: { name: i.name, amount: i.amount, currency: i.currency, date: i.date },
      link: loan ? HOME_LINKS.loan(i.loanId!) : HOME_LINKS.recurring,
    });
  }
  for (const i of x.missed) {
    items.push({
      id: `recurringFailed:${i.recurringId}:${i.nominalDate}`,
      kind: 'recurringFailed',
      severity: 'warning',
      message: `${i.name} (${i.amount} ${i.currency}) due on ${i.date} was not posted automatically: its account refused it. Post it by hand or skip it.`,
      params: { name: i.name, amount: i.amount, currency: i.currency, date: i.date },
      link: HOME_LINKS.recurring,
    });
  }
  for (const m of x.mismatches) {
    items.push({
      id: `statementMismatch:${m.accountId}:${m.date}:${m.stated}:${m.booked}`,
      kind: 'statementMismatch',
      severity: 'warning',
      message: `${m.name} shows ${m.booked} ${m.currency} on ${m.date}, but the imported statement closed at ${m.stated} ${m.currency}: find the missing or doubled transactions.`,
      params: {
        name: m.name,
        amount: m.booked,
        stated: m.stated,
        currency: m.currency,
        date: m.date,
      },
      link: HOME_LINKS.accountTo(m.accountId, m.date),
    });
  }
  for (const currency of x.netWorth.missingRates) {
    items.push({
      id: `missingRate:${currency}:${x.netWorth.currency}`,
      kind: 'missingRate',
      severity: 'warning',
      message: `No exchange rate from ${currency} to ${x.netWorth.currency}: what is held in ${currency} is left out of net worth. Add a rate.`,
      params: { currency, base: x.netWorth.currency },
      link: HOME_LINKS.rates,
    });
  }
  return items;
}

/** Stale prices of open positions, then stale valuations of properties held. */
export function assetAttentionItems(x: AssetAttentionInputs): AttentionItem[] {
  const items: AttentionItem[] = [];
  const seen = new Set<string>();
  for (const h of x.holdings.filter((p) => isStale(p, x.today))) {
    const id = `stalePrice:${h.instrument}:${h.priceDate}`;
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({
      id,
      kind: 'stalePrice',
      severity: 'info',
      message: `The price of ${h.instrument} is from ${h.priceDate}: add a recent price.`,
      params: { instrument: h.instrument, date: h.priceDate },
      link: HOME_LINKS.prices(h.instrument),
    });
  }
  const yearAgo = `${Number(x.today.slice(0, 4)) - 1}${x.today.slice(4)}`;
  for (const p of x.properties) {
    if ((p.saleDate !== null && p.saleDate <= x.today) || p.currentValueDate >= yearAgo) continue;
    items.push({
      id: `staleValuation:${p.id}:${p.currentValueDate}`,
      kind: 'staleValuation',
      severity: 'info',
      message: `${p.name} was last valued on ${p.currentValueDate}: add a valuation.`,
      params: { name: p.name, date: p.currentValueDate },
      link: HOME_LINKS.property(p.id),
    });
  }
  return items;
}
