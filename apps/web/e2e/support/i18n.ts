import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  BACKUP_MESSAGES,
  DEFAULT_CATEGORY_NAMES,
  SCHEMA_MESSAGES,
} from '@wealthlog/core';

/**
 * The app's own messages (apps/web/src/locales/*.json and each area's, ADR 0030), so specs find buttons and labels by the
 * text the UI really shows in each language instead of a copy that could drift from it.
 */
export type E2eLocale = 'en' | 'fr' | 'ar';

type Messages = { [key: string]: string | Messages };

const SRC = path.join(import.meta.dirname, '..', '..', 'src');
const LOCALES_DIR = path.join(SRC, 'locales');
const loaded = new Map<E2eLocale, Messages>();

/** Each area's texts (ADR 0030): features/<area>/locales and components/<part>/locales. */
function areaFiles(locale: E2eLocale): string[] {
  return ['features', 'components'].flatMap((layer) =>
    fs
      .readdirSync(path.join(SRC, layer))
      .map((dir) => path.join(SRC, layer, dir, 'locales', `${locale}.json`))
      .filter((file) => fs.existsSync(file)),
  );
}

/** `into` with `from` merged in, key by key (a top-level key may be split: core and area). */
function merge(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const old = into[key];
    into[key] =
      typeof value === 'object' && typeof old === 'object' ? merge({ ...old }, value) : value;
  }
  return into;
}

function messages(locale: E2eLocale): Messages {
  let tree = loaded.get(locale);
  if (!tree) {
    const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    tree = {
      ...areaFiles(locale).reduce(
        (all, file) => merge(all, read(file)),
        read(path.join(LOCALES_DIR, `${locale}.json`)),
      ),
      // What the app's locale loader adds from core (src/locales/from-core.ts).
      categories: DEFAULT_CATEGORY_NAMES[locale],
      // English server texts are core's own (src/locales/en-bundle.ts); fr and ar translate them.
      ...(locale === 'en'
        ? {
            serverMessages: {
              ...AUTH_MESSAGES,
              ...SCHEMA_MESSAGES,
              ...ADMIN_MESSAGES,
              ...BACKUP_MESSAGES,
            },
          }
        : {}),
    };
    loaded.set(locale, tree);
  }
  return tree;
}

/** The message at a dotted `key` with its {{placeholders}} filled; throws on an unknown key. */
export function translate(
  locale: E2eLocale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: string | Messages | undefined = messages(locale);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${locale} message at ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `translate` bound to one locale: `const t = translator('ar'); t('common.edit')`. */
export function translator(locale: E2eLocale): Translate {
  return (key, values) => translate(locale, key, values);
}
