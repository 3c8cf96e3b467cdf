import type { Locale } from '@wealthlog/core';

export type Tree = { [key: string]: string | Tree };

/**
 * Every area's texts (ADR 0030), found by where they live, not by a list: a new
 * features/<area>/locales/{en,fr,ar}.json is checked and loaded in tests without being named.
 */
const files = import.meta.glob<Tree>(['../**/locales/*.json', '!../locales/*.json'], {
  eager: true,
  import: 'default',
});

/** One entry per area folder: its texts by locale (a missing locale file is absent here). */
export const areaTexts: { dir: string; texts: Partial<Record<Locale, Tree>> }[] = Object.values(
  Object.entries(files).reduce<
    Record<string, { dir: string; texts: Partial<Record<string, Tree>> }>
  >((areas, [file, texts]) => {
    const [, dir = '', locale = ''] = /^\.\.\/(.+)\/locales\/(\w+)\.json$/.exec(file) ?? [];
    (areas[dir] ??= { dir, texts: {} }).texts[locale] = texts;
    return areas;
  }, {}),
);
