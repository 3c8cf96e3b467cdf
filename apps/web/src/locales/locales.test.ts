import { CLIENT_MESSAGES, ERROR_CODES, LOCALES, STATUS_MESSAGES } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { areaTexts, type Tree } from '../test/area-texts';
import { loadTranslation } from './resources';

/** 'a.b.c' → value, so a missing nested key shows up by its full path in the failure. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

type Locale = (typeof LOCALES)[number];

/** The core bundle (lib/i18n.ts loads it before the first render), by locale. */
const core = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => [locale, flatten((await loadTranslation[locale]()) as Tree)]),
  ),
) as Record<Locale, Map<string, string>>;

/**
 * Each locale's texts whole: the core bundle and every area's file (ADR 0030). A key defined in
 * two places is reported instead of merged: each text has one home.
 */
const twice: string[] = [];
const flat = Object.fromEntries(
  LOCALES.map((locale) => {
    const all = new Map(core[locale]);
    for (const { dir, texts } of areaTexts)
      for (const [key, value] of flatten(texts[locale] ?? {})) {
        if (all.has(key)) twice.push(`${locale}:${key} (${dir})`);
        all.set(key, value);
      }
    return [locale, all];
  }),
) as Record<Locale, Map<string, string>>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('finds the areas’ texts next to their code', () => {
    expect(areaTexts.map((a) => a.dir)).toEqual(
      expect.arrayContaining(['features/accounts', 'features/trading', 'components/import']),
    );
  });

  it('defines every key once, in the core bundle or in one area', () => {
    expect(twice).toEqual([]);
  });

  for (const { dir, texts } of areaTexts) {
    it(`${dir} has the same keys in every locale`, () => {
      const keys = (locale: Locale) => [...flatten(texts[locale] ?? {}).keys()].sort();
      for (const locale of LOCALES) expect(keys(locale), `${dir} ${locale}`).toEqual(keys('en'));
    });
  }

  for (const locale of LOCALES) {
    for (const other of LOCALES) {
      if (other === locale) continue;
      it(`${other} has every key of ${locale}`, () => {
        const missing = [...flat[locale].keys()].filter((key) => !flat[other].has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${locale} has no empty value`, () => {
      const empty = [...flat[locale]]
        .filter(([, value]) => value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${locale} translates every client message, error code and status text of core`, () => {
      const keys = [
        ...Object.keys(CLIENT_MESSAGES).map((k) => `messages.${k}`),
        ...ERROR_CODES.map((code) => `errors.${code}`),
        ...Object.keys(STATUS_MESSAGES).map((k) => `status.${k}`),
      ];
      expect(keys.filter((key) => !flat[locale].has(key))).toEqual([]);
    });
  }

  it('uses the same interpolation placeholders in every locale', () => {
    for (const [key, value] of flat.en) {
      for (const locale of LOCALES) {
        expect(placeholders(flat[locale].get(key) ?? ''), `${locale}:${key}`).toEqual(
          placeholders(value),
        );
      }
    }
  });

  it('takes the English error texts from core, word for word', () => {
    for (const [key, text] of Object.entries(CLIENT_MESSAGES)) {
      expect(flat.en.get(`messages.${key}`)).toBe(text);
    }
  });

  it('really translates the messages and errors (no English copies in fr or ar)', () => {
    const copied = [...flat.en]
      .filter(([key]) => /^(messages|errors|status)\./.test(key))
      .flatMap(([key, value]) =>
        (['fr', 'ar'] as const).filter((l) => flat[l].get(key) === value).map((l) => `${l}:${key}`),
      );
    expect(copied).toEqual([]);
  });
});
