import type { ImportMapping } from '@wealthlog/core';

export const MAPPING_FIELDS = ['date', 'amount', 'description', 'category', 'type'] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
export const REQUIRED_MAPPING: readonly MappingField[] = ['date', 'amount'];

/** Header words banks use, in the three UI languages and a few more common in exports. */
const GUESSES: Record<MappingField, RegExp> = {
  date: /date|datum|fecha|تاريخ/i,
  amount: /amount|montant|betrag|importe|sum|value|valeur|مبلغ/i,
  description: /desc|label|libell|memo|narrative|payee|details|text|وصف/i,
  category: /categ|فئة/i,
  type: /^type$|kind|sens|نوع/i,
};

/** A first mapping from the header names; each header is used once, required fields first. */
export function guessMapping(headers: readonly string[]): Partial<ImportMapping> {
  const taken = new Set<string>();
  const out: Partial<ImportMapping> = {};
  for (const field of MAPPING_FIELDS) {
    const hit = headers.find((h) => !taken.has(h) && GUESSES[field].test(h));
    if (hit) {
      out[field] = hit;
      taken.add(hit);
    }
  }
  return out;
}

/** The mapping to send, or the required fields still missing. */
export function completeMapping(
  mapping: Partial<ImportMapping>,
): { ok: true; mapping: ImportMapping } | { ok: false; missing: MappingField[] } {
  const missing = REQUIRED_MAPPING.filter((f) => !mapping[f]);
  if (missing.length > 0) return { ok: false, missing };
  const clean: Partial<ImportMapping> = {};
  for (const field of MAPPING_FIELDS) if (mapping[field]) clean[field] = mapping[field];
  return { ok: true, mapping: clean as ImportMapping };
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
