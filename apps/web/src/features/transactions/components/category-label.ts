import { DEFAULT_CATEGORIES } from '@wealthlog/core';
import type { TFunction } from 'i18next';

const DEFAULTS: ReadonlySet<string> = new Set(DEFAULT_CATEGORIES);

/** A default category is stored as its key and shown translated; the user's own as typed. */
export function categoryLabel(t: TFunction, name: string | null | undefined): string {
  if (!name) return '';
  return DEFAULTS.has(name) ? t(`categories.${name}`) : name;
}

/**
 * The reverse, for what the user typed or picked: a translated default label → its key. `keys`:
 * the defaults still offered as keys (useDefaultKeys) — once the user has their own list (issue
 * 17), 'Courses' is a category of its own name, never turned back into the key 'groceries'.
 */
export function categoryValue(t: TFunction, input: string, keys?: ReadonlySet<string>): string {
  const text = input.trim();
  const lower = text.toLocaleLowerCase();
  const key = DEFAULT_CATEGORIES.find(
    (k) => (!keys || keys.has(k)) && t(`categories.${k}`).toLocaleLowerCase() === lower,
  );
  return key ?? text;
}

/**
 * What the list shows as a transaction's category: its own, or for a split (ADR 0015) "Split:"
 * and its lines' categories, each once, in order.
 */
export function categoriesText(
  t: TFunction,
  tx: { category: string | null; splits: readonly { category: string }[] },
): string {
  if (tx.splits.length === 0) return categoryLabel(t, tx.category);
  const names = [...new Set(tx.splits.map((s) => categoryLabel(t, s.category)))];
  return t('transactions.split.listed', { categories: names.join(t('common.listSeparator')) });
}
