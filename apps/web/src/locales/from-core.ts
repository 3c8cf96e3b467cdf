import { DEFAULT_CATEGORY_NAMES, type Locale } from '@wealthlog/core';

/**
 * Texts every locale takes from core instead of keeping a copy: the default categories' names,
 * which the server also seeds a user's categories with, so `categories.groceries` reads exactly
 * like the category of that name in the user's list.
 */
export function fromCore(locale: Locale) {
  return { categories: { ...DEFAULT_CATEGORY_NAMES[locale] } };
}
