import {
  type CategoryKind,
  DEFAULT_CATEGORIES,
  DEFAULT_CATEGORY_NAMES,
  type Locale,
} from '@wealthlog/core';

const INCOME = new Set<string>(['salary', 'investments']);
// One colour each, so a donut or a bar tells categories apart before reading their names.
const PALETTE = [
  '#2e7d32',
  '#f9a825',
  '#6d4c41',
  '#0277bd',
  '#00838f',
  '#ef6c00',
  '#c62828',
  '#5d4037',
  '#8e24aa',
  '#d81b60',
  '#3949ab',
  '#00695c',
  '#ad1457',
  '#455a64',
  '#757575',
  '#1565c0',
  '#558b2f',
  '#9e9e9e',
];

export interface DefaultCategory {
  key: string;
  name: string;
  kind: CategoryKind;
  color: string;
}

/**
 * The default categories a user starts with, in the language of their settings (the expenses brief:
 * "the defaults seeded per locale"). Keys are core's DEFAULT_CATEGORIES, which older transactions
 * may carry as their category: seeding gives those transactions the localized name.
 */
export function defaultCategories(language: string | null | undefined): DefaultCategory[] {
  const names = DEFAULT_CATEGORY_NAMES[(language ?? 'en') as Locale] ?? DEFAULT_CATEGORY_NAMES.en;
  return DEFAULT_CATEGORIES.map((key, i) => ({
    key,
    name: names[key],
    kind: INCOME.has(key) ? 'INCOME' : 'EXPENSE',
    color: PALETTE[i % PALETTE.length]!,
  }));
}
