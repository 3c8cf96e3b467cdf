// The first download: every JS and CSS file apps/web/dist/index.html references (its entry script,
// its modulepreloads, its stylesheets), gzipped and summed: what a browser fetches before the first
// screen, whatever route it opens. Run after `npm run build -w @wealthlog/web` (its build prints it).
// `--json` prints the figures as JSON; `--max=KB` fails when the total is above KB.
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

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files, ...totals }, null, 2));
} else {
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip).padStart(10)} gzip`);
  console.log(
    `first download: ${kb(totals.total)} gzipped (JS ${kb(totals.js)}, CSS ${kb(totals.css)}; ${files.length} files)`,
  );
}
const max = process.argv.find((a) => a.startsWith('--max='));
if (max && totals.total > Number(max.slice(6)) * 1024) {
  console.error(`first download above ${max.slice(6)} KB`);
  process.exit(1);
}
