import { DEFAULT_CATEGORIES } from '@wealthlog/core';
import type { TFunction } from 'i18next';

const DEFAULTS: ReadonlySet<string> = new Set(DEFAULT_CATEGORIES);

/** A default category is stored as its key and shown translated; the user's own as typed. */
export function categoryLabel(t: TFunction, name: string | null | undefined): string {
  if (!name) return '';
  return DEFAULTS.has(name) ? t(`categories.${name}`) : name;
}

/** The reverse, for what the user typed or picked: a translated default label → its key. */
export function categoryValue(t: TFunction, input: string): string {
  const text = input.trim();
  const lower = text.toLocaleLowerCase();
  const key = DEFAULT_CATEGORIES.find((k) => t(`categories.${k}`).toLocaleLowerCase() === lower);
  return key ?? text;
}
