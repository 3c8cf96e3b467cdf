/** Which fields an area's import maps, which it needs, and the header words that suggest each. */
export interface MappingSpec<F extends string> {
  fields: readonly F[];
  required: readonly F[];
  guesses: Record<F, RegExp>;
}

export type ColumnMapping<F extends string> = Partial<Record<F, string>>;

/** A first mapping from the header names; each header is used once, fields in the spec's order. */
export function guessMapping<F extends string>(
  spec: MappingSpec<F>,
  headers: readonly string[],
): ColumnMapping<F> {
  const taken = new Set<string>();
  const out: ColumnMapping<F> = {};
  for (const field of spec.fields) {
    const hit = headers.find((h) => !taken.has(h) && spec.guesses[field].test(h));
    if (hit) {
      out[field] = hit;
      taken.add(hit);
    }
  }
  return out;
}

/** The mapping to send (blank fields dropped), or the required fields still missing. */
export function completeMapping<F extends string>(
  spec: MappingSpec<F>,
  mapping: ColumnMapping<F>,
): { ok: true; mapping: ColumnMapping<F> } | { ok: false; missing: F[] } {
  const missing = spec.required.filter((f) => !mapping[f]);
  if (missing.length > 0) return { ok: false, missing };
  const clean: ColumnMapping<F> = {};
  for (const field of spec.fields) if (mapping[field]) clean[field] = mapping[field];
  return { ok: true, mapping: clean };
}

/**
 * One CSV line split on `delimiter`, with RFC 4180 quotes ("a;b" and doubled "" inside). Used only
 * to re-read the header row when the user picks another delimiter than the one detected.
 */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The header row of a file: its first non-empty line, without a byte-order mark. */
export async function readHeaders(file: Blob, delimiter: string): Promise<string[]> {
  const head = await file.slice(0, 64 * 1024).text();
  const line =
    head
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((l) => l.trim() !== '') ?? '';
  return splitCsvLine(line, delimiter).filter((h) => h !== '');
}
