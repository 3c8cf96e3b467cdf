// Writes apps/server/reference/ecb-eurofxref-hist.csv.br: the ECB's whole history of euro reference
// rates (1999 on, every currency it ever quoted) that ships with the app and is loaded into the
// shared rates on first start (modules/fx/shipped-rates.ts). Brotli keeps the 1.8 MB CSV at ~400 KB.
// Run when a newer file is out:
//   node scripts/generate-fx-history.mjs [path/to/eurofxref-hist.csv]
// (default: shared/data/ecb-eurofxref-hist.csv beside the repository, or WEALTHLOG_SHARED_DIR).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const sharedDir = process.env.WEALTHLOG_SHARED_DIR ?? path.resolve(root, '../shared');
const source = process.argv[2] ?? path.join(sharedDir, 'data/ecb-eurofxref-hist.csv');
const target = path.join(root, 'apps/server/reference/ecb-eurofxref-hist.csv.br');

if (!fs.existsSync(source)) {
  console.error(`No ECB history at ${source}: pass the path of eurofxref-hist.csv (unzipped).`);
  process.exit(1);
}
const text = fs.readFileSync(source, 'utf8').replace(/^\uFEFF/, '');
const lines = text.split(/\r?\n/).filter(Boolean);
// A cheap check that this is the ECB layout; the server's parser checks every cell when it loads.
if (
  !/^Date,([A-Z]{3},)+[A-Z]{0,3}$/.test(lines[0] ?? '') ||
  !/^\d{4}-\d{2}-\d{2},/.test(lines[1] ?? '')
) {
  console.error(`${source} is not in the ECB layout (Date,USD,JPY,… then one row per day).`);
  process.exit(1);
}
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
const packed = zlib.brotliCompressSync(Buffer.from(lines.join('\n') + '\n'), {
  params: {
    [BROTLI_PARAM_QUALITY]: 11,
    [BROTLI_PARAM_LGWIN]: 24,
    [BROTLI_PARAM_SIZE_HINT]: text.length,
  },
});
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, packed);
const first = lines.at(-1).slice(0, 10);
const last = lines[1].slice(0, 10);
console.log(
  `Wrote ${path.relative(root, target)}: ${lines.length - 1} days from ${first} to ${last}, ` +
    `${lines[0].split(',').filter((c) => /^[A-Z]{3}$/.test(c)).length} currencies, ${(packed.length / 1024).toFixed(0)} KB`,
);
