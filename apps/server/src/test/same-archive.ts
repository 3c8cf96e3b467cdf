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
      const textA = data.toString('utf8');
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
