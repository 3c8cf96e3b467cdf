import type { Locale } from '../constants.js';
import type { DEFAULT_CATEGORIES } from '../schemas/transactions-import.js';

export type DefaultCategoryKey = (typeof DEFAULT_CATEGORIES)[number];

/**
 * The default categories' names in each language: the server seeds a user's categories with them
 * (in the language of their settings), and the web shows a transaction that still carries a key
 * (`'groceries'`) by the same name, so one category never reads two ways.
 */
export const DEFAULT_CATEGORY_NAMES: Record<Locale, Record<DefaultCategoryKey, string>> = {
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
