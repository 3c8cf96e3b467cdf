import { z } from 'zod';
import type { KindColumn, ResolvedKind } from './kind.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A numeric(p, s) as a string of at most p − s integer and s decimal digits; a numeric without
 * them (a trade's entry value: a sum of products) as any decimal of sane length.
 */
function decimal(sqlType: string) {
  const m = /numeric\((\d+),\s*(\d+)\)/.exec(sqlType);
  if (!m)
    return z
      .string()
      .max(100)
      .regex(/^-?\d+(\.\d+)?$/, 'a decimal number as a string');
  const [p, s] = [Number(m[1]), Number(m[2])];
  const pattern = new RegExp(`^-?\\d{1,${p - s}}(\\.\\d{1,${s}})?$`);
  return z.string().regex(pattern, `a decimal number as a string, at most ${s} decimals`);
}

/** What a column's JSON value must look like; the database then holds it to its CHECKs. */
function valueSchema(c: KindColumn): z.ZodType {
  const t = c.sqlType;
  if (t.endsWith('[]'))
    return z.array(c.refArray ? z.string().regex(UUID) : z.string().max(10_000));
  if (t === 'integer' || t === 'smallint' || t === 'bigint') return z.int();
  if (t.startsWith('numeric')) return decimal(t);
  if (t === 'date') return z.string().regex(DATE, 'a date YYYY-MM-DD');
  if (t.startsWith('timestamp')) return z.iso.datetime({ offset: true });
  if (t === 'boolean') return z.boolean();
  if (t === 'uuid') return z.string().regex(UUID, 'a UUID');
  if (t === 'jsonb' || t === 'json') return z.unknown();
  const enums = (c.column as { enumValues?: readonly string[] }).enumValues;
  if (enums?.length) return z.enum(enums as [string, ...string[]]);
  return z.string().max(100_000);
}

/**
 * A row of the kind as the archive holds it: every column it writes, each of its type; only a
 * nullable one may be left out (by a converter); an unknown key is refused. The
 * row's own rules beyond types (lengths, signs, one of…) are the database's CHECKs and, where a
 * route has more, the kind's `check`.
 */
export function rowSchema(kind: ResolvedKind): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const c of kind.columns) {
    // The id is required: it is how the archive's other rows point at this one.
    let s = valueSchema(c);
    if (c !== kind.id && !c.column.notNull) s = s.nullable().optional();
    shape[c.key] = s;
  }
  const row = z.strictObject(shape);
  const { check } = kind;
  if (!check) return row;
  return row.superRefine((r, ctx) => {
    for (const message of check(r)) ctx.addIssue({ code: 'custom', message });
  });
}
