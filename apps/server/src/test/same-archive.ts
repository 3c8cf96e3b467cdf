import { firstDifference, type IdMap } from './id-map.js';
import { readZip } from './zip.js';

/** The archive's kinds whose rows' ids the reads call by another name (test/id-map.ts). */
const KIND_OF_MEMBER: Record<string, string> = {
  recurringItems: 'recurring',
  tradeFills: 'fills',
  propertyValuations: 'valuations',
  accountStatusChanges: 'statusChanges',
};

/** A member's rows (one a line) put in the order `rank` gives them; the text otherwise as it was. */
function reorderRows(text: string, rank: (row: { id: string }) => number): string {
  const lines = text.split('\n');
  if (lines.length < 4) return text;
  const rows = lines.slice(1, -2).map((l) => l.replace(/,$/, ''));
  rows.sort(
    (x, y) => rank(JSON.parse(x) as { id: string }) - rank(JSON.parse(y) as { id: string }),
  );
  return `[\n${rows.join(',\n')}\n]\n`;
}

/**
 * Links to a row the archive does not hold (a reference without a foreign key, whose row went by
 * another's cascade; for a transaction's recurring item, data written before migration 0030): a
 * restore writes them as none (transactions.area.ts, loans.area.ts), so the restored user's backup
 * holds null where the original held the dead id. Found in A's rows and expected as null (with the
 * fields that go with the link) in B's.
 */
const DANGLING = [
  { member: 'transactions', field: 'recurringId', target: 'recurringItems', also: ['occurrence'] },
  { member: 'loans', field: 'propertyId', target: 'properties', also: [] },
];

function withoutDanglingLinks(ma: Map<string, Buffer>, kind: string, text: string): string {
  let out = text;
  for (const d of DANGLING.filter((x) => x.member === kind)) {
    const held = new Set(
      (JSON.parse(ma.get(`data/${d.target}.json`)!.toString()) as { id: unknown }[]).map(
        (r) => r.id,
      ),
    );
    out = out
      .split('\n')
      .map((line) => {
        const row = /^\{.*\},?$/.test(line)
          ? (JSON.parse(line.replace(/,$/, '')) as Record<string, unknown>)
          : null;
        if (!row || row[d.field] == null || held.has(row[d.field])) return line;
        return [d.field, ...d.also].reduce(
          (l, f) => l.replace(new RegExp(`"${f}": ("[^"]*"|[^,}]+)`), `"${f}": null`),
          line,
        );
      })
      .join('\n');
  }
  return out;
}

/**
 * Two archives of the same data, member by member: the same rows and files with the ids of B
 * written as A's (the pairing of the reads goes on, so an id must mean the same row in both).
 * Upload rows are in the order of their ids, which are random UUIDs: B's are put in A's order.
 */
export async function compareArchives(ids: IdMap, zipA: Buffer, zipB: Buffer): Promise<string[]> {
  const [ma, mb] = [await readZip(zipA), await readZip(zipB)];
  const counts = (m: Map<string, Buffer>) =>
    JSON.stringify((JSON.parse(m.get('manifest.json')!.toString()) as { counts: unknown }).counts);
  const problems = counts(ma) === counts(mb) ? [] : [`counts: ${counts(ma)} ≠ ${counts(mb)}`];
  for (const [path, data] of ma) {
    const kind = /^data\/(\w+)\.json$/.exec(path)?.[1];
    if (kind) {
      const textA = withoutDanglingLinks(ma, kind, data.toString('utf8'));
      let textB = mb.get(path)?.toString('utf8') ?? '';
      if (kind === 'uploads') {
        const rankA = new Map(
          (JSON.parse(textA) as { id: string }[]).map((r, i) => [r.id, i] as const),
        );
        textB = reorderRows(textB, (r) => rankA.get(ids.toA('uploads', r.id)) ?? -1);
      }
      const normB = ids.normalise({ url: path, root: KIND_OF_MEMBER[kind] ?? kind }, textA, textB);
      if (normB !== textA) problems.push(`${path}: ${firstDifference(textA, normB)}`);
    } else if (path.startsWith('files/')) {
      const other = mb.get(`files/${ids.toB('uploads', path.slice(6))}`);
      if (!other?.equals(data)) problems.push(`${path}: not the same bytes`);
    }
  }
  return [...problems, ...ids.conflicts];
}
