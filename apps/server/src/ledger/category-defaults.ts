import { type CategoryKind, DEFAULT_CATEGORIES } from '@wealthlog/core';

type Locale = 'en' | 'fr' | 'ar';

/**
 * The default categories a user starts with, in the language of their settings (the expenses brief:
 * "the defaults seeded per locale"). Keys are core's DEFAULT_CATEGORIES, which older transactions
 * may carry as their category: seeding gives those transactions the localized name.
 */
const NAMES: Record<Locale, Record<(typeof DEFAULT_CATEGORIES)[number], string>> = {
  en: {
    salary: 'Salary',
    groceries: 'Groceries',
    rent: 'Rent',
    utilities: 'Utilities',
    transport: 'Transport',
    dining: 'Dining',
    health: 'Health',
    insurance: 'Insurance',
    entertainment: 'Entertainment',
    shopping: 'Shopping',
    travel: 'Travel',
    education: 'Education',
    gifts: 'Gifts',
    taxes: 'Taxes',
    fees: 'Fees',
    investments: 'Investments',
    savings: 'Savings',
    other: 'Other',
  },
  fr: {
    salary: 'Salaire',
    groceries: 'Courses',
    rent: 'Loyer',
    utilities: 'Charges',
    transport: 'Transport',
    dining: 'Restaurants',
    health: 'Santé',
    insurance: 'Assurance',
    entertainment: 'Loisirs',
    shopping: 'Achats',
    travel: 'Voyages',
    education: 'Éducation',
    gifts: 'Cadeaux',
    taxes: 'Impôts',
    fees: 'Frais',
    investments: 'Placements',
    savings: 'Épargne',
    other: 'Autre',
  },
  ar: {
    salary: 'راتب',
    groceries: 'بقالة',
    rent: 'إيجار',
    utilities: 'فواتير',
    transport: 'مواصلات',
    dining: 'مطاعم',
    health: 'صحة',
    insurance: 'تأمين',
    entertainment: 'ترفيه',
    shopping: 'تسوق',
    travel: 'سفر',
    education: 'تعليم',
    gifts: 'هدايا',
    taxes: 'ضرائب',
    fees: 'رسوم',
    investments: 'استثمارات',
    savings: 'ادخار',
    other: 'أخرى',
  },
};

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

export function defaultCategories(language: string | null | undefined): DefaultCategory[] {
  const names = NAMES[(language ?? 'en') as Locale] ?? NAMES.en;
  return DEFAULT_CATEGORIES.map((key, i) => ({
    key,
    name: names[key],
    kind: INCOME.has(key) ? 'INCOME' : 'EXPENSE',
    color: PALETTE[i % PALETTE.length]!,
  }));
}
