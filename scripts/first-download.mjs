// The first download: every JS and CSS file apps/web/dist/index.html references (its entry script,
// its modulepreloads, its stylesheets), gzipped and summed: what a browser fetches before the first
// screen, whatever route it opens. Run after `npm run build -w @wealthlog/web` (its build prints it).
// `--json` prints the figures as JSON; `--max=KB` fails when the total is above KB, `--max-locale=KB`
// when a locale's chunk with what it imports is (the web build uses both: the first download must
// not grow as areas are added, and an area's texts go with its pages, ADR 0030).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = [
  ...new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])),
];

const files = refs.map((ref) => {
  const bytes = fs.readFileSync(path.join(dist, ref));
  return { file: ref, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
});
const sum = (kind, key) =>
  files.filter((f) => kind === 'all' || f.file.endsWith(kind)).reduce((n, f) => n + f[key], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const totals = { js: sum('.js', 'gzip'), css: sum('.css', 'gzip'), total: sum('all', 'gzip') };

// Before the first render the app also fetches the reader's locale (lib/i18n.ts awaits it): that
// chunk and what it imports statically, beyond the files above.
const first = new Set(refs.map((r) => path.basename(r)));
function closure(file, seen = new Set()) {
  if (seen.has(file) || first.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(m[1], seen);
  return seen;
}
const assets = fs.readdirSync(path.join(dist, 'assets'));
const localeChunk = { en: /^en-bundle-.*\.js$/, fr: /^fr-.*\.js$/, ar: /^ar-.*\.js$/ };
const locales = Object.fromEntries(
  Object.entries(localeChunk).map(([locale, re]) => {
    const chunk = assets.find((f) => re.test(f));
    const extra = chunk ? [...closure(chunk)] : [];
    const gzip = extra.reduce(
      (n, f) =>
        n + zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length,
      0,
    );
    return [locale, { files: extra, gzip }];
  }),
);

// Each area's texts (ADR 0030: texts-<area>-<locale>-<hash>.js, vite.config.ts names them) come
// with the pages that show them, after the first render: reported, not counted above.
const areas = {};
for (const f of assets) {
  const m = /^texts-(.+)-(en|fr|ar)-[\w-]+\.js$/.exec(f);
  if (!m) continue;
  const gzip = zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length;
  (areas[m[1]] ??= {})[m[2]] = gzip;
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files, ...totals, locales, areas }, null, 2));
} else {
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip).padStart(10)} gzip`);
  console.log(
    `first download: ${kb(totals.total)} gzipped (JS ${kb(totals.js)}, CSS ${kb(totals.css)}; ${files.length} files)`,
  );
  console.log(
    `plus the reader's locale before the first render: ${Object.entries(locales)
      .map(([l, v]) => `${l} ${kb(v.gzip)} (${v.files.length} files)`)
      .join(', ')}`,
  );
  const largest = Object.entries(areas).sort((a, b) => (b[1].ar ?? 0) - (a[1].ar ?? 0));
  console.log(
    `each area's texts, with its pages (en/fr/ar): ${largest
      .map(([area, v]) => `${area} ${kb(v.en ?? 0)}/${kb(v.fr ?? 0)}/${kb(v.ar ?? 0)}`)
      .join(', ')}`,
  );
}
const max = process.argv.find((a) => a.startsWith('--max='));
if (max && totals.total > Number(max.slice(6)) * 1024) {
  console.error(`first download above ${max.slice(6)} KB`);
  process.exit(1);
}
const maxLocale = process.argv.find((a) => a.startsWith('--max-locale='));
for (const [locale, v] of Object.entries(locales))
  if (maxLocale && v.gzip > Number(maxLocale.slice(13)) * 1024) {
    console.error(`${locale}'s texts and what they import above ${maxLocale.slice(13)} KB`);
    process.exit(1);
  }
