import { copyValue } from '../../db/copy.js';
import type { KindColumn, ResolvedKind } from './kind.js';
import { ident, literal } from './select-rows.js';

/** The SQL of a restore: a kind's staging table, and the one statement that moves it in. */

export const stageName = (kind: ResolvedKind) => ident(`restore_stage_${kind.tableName}`);
export const columnDefs = (kind: ResolvedKind) =>
  kind.columns.map((c) => `${ident(c.key)} ${c.sqlType}`).join(', ');

/** The staging table and its columns, as COPY names them. */
export const copyTarget = (kind: ResolvedKind) =>
  `${stageName(kind)} (${kind.columns.map((c) => ident(c.key)).join(', ')})`;

// A UTF-16 half of a pair without its other half: no UTF-8 text holds it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One value of a row (as its schema let it through) in COPY's text format. */
function copyText(c: KindColumn, v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (c.sqlType === 'jsonb' || c.sqlType === 'json') return copyValue(JSON.stringify(v));
  const text = Array.isArray(v)
    ? `{${v.map((x) => (x === null ? 'NULL' : `"${String(x).replace(/[\\"]/g, (m) => `\\${m}`)}"`)).join(',')}}`
    : String(v as string | number | boolean);
  if (LONE_SURROGATE.test(text)) throw new Error(`${c.key}: not a valid Unicode text`);
  return copyValue(text);
}

/**
 * A staged row as a line of COPY text: the values PostgreSQL reads as it read the JSON (a
 * missing key is NULL, a text[] an array literal, a jsonb column its JSON).
 */
export const copyLine = (kind: ResolvedKind, row: Record<string, unknown>) =>
  `${kind.columns.map((c) => copyText(c, row[c.key])).join('\t')}\n`;

/** The SQL of the new id from an old one, as text. */
const lookup = (kind: string, old: string) =>
  `(SELECT m.new FROM restore_ids m WHERE m.kind = ${literal(kind)} AND m.old = (${old})::text)`;

/** The columns whose references are rewritten by a join on restore_ids (see `joinsOf`). */
const joined = (kind: ResolvedKind) =>
  kind.columns.filter((c) => c.ref && c.ref !== 'user' && !c.refArray && !kind.remap?.[c.key]);

/** The alias of a joined column's mapping. */
const alias = (kind: ResolvedKind, c: KindColumn) => ident(`m_${joined(kind).indexOf(c)}`);

/**
 * The staged rows' references rewritten to the new ids: one LEFT JOIN on restore_ids per column
 * (a hash join), read by the statement that writes the rows, instead of a lookup per row and
 * column, or an UPDATE of the staged rows per column (which wrote each staged row again). NULL
 * stays NULL; checkRefs refused any other value the map does not hold.
 */
function joinsOf(kind: ResolvedKind): string {
  return joined(kind)
    .map((c) => {
      const m = alias(kind, c);
      return ` LEFT JOIN restore_ids ${m} ON ${m}.kind = ${literal(c.ref!)} AND ${m}.old = s.${ident(c.key)}::text`;
    })
    .join('');
}

/** A staged column's value as it goes in: references rewritten to the new ids. */
function valueOf(kind: ResolvedKind, c: KindColumn, userId: number | null): string {
  const s = `s.${ident(c.key)}`;
  const custom = kind.remap?.[c.key];
  if (custom) return custom(s, lookup);
  if (!c.ref) return s;
  if (c.ref === 'user') return `CASE WHEN ${s} IS NULL THEN NULL ELSE ${userId} END`;
  // A text[] of upload ids (mediaIds): each as the route took it, in any case, while the
  // mapping holds the uuid's own text (lower case).
  if (c.refArray) {
    return `ARRAY(SELECT m.new FROM unnest(${s}) WITH ORDINALITY u(v, i)
      JOIN restore_ids m ON m.kind = ${literal(c.ref)} AND m.old = lower(u.v) ORDER BY u.i)::${c.sqlType}`;
  }
  return `${alias(kind, c)}.new::${c.sqlType}`;
}

/**
 * One INSERT … SELECT for the kind's rows: each row's new id drawn from the table's own sequence
 * in the order of the old ids (so "newest first" lists tie-break as before), its mapping kept in
 * restore_ids by the same statement (when some kind points at it), the user's one row merged into
 * the existing one.
 */
export function insertSql(kind: ResolvedKind, userId: number | null): string {
  const stage = stageName(kind);
  const table = ident(kind.tableName);
  const cols = kind.columns.filter((c) => c !== kind.id);
  const names = cols.map((c) => ident(c.name));
  const values = cols.map((c) => valueOf(kind, c, userId));
  const joins = joinsOf(kind);
  if (kind.own === 'update') {
    return `UPDATE ${table} SET ${names.map((n, i) => `${n} = ${values[i]}`).join(', ')}
      FROM ${stage} s${joins} WHERE ${table}.${ident(kind.owner)} = ${userId}`;
  }
  if (kind.own === 'upsert') {
    return `INSERT INTO ${table} (${ident(kind.owner)}, ${names.join(', ')})
      SELECT ${userId}, ${values.join(', ')} FROM ${stage} s${joins}
      ON CONFLICT (${ident(kind.owner)}) DO UPDATE SET ${names.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}`;
  }
  if (!kind.id) {
    return `INSERT INTO ${table} (${ident(kind.owner)}, ${names.join(', ')})
      SELECT ${userId}, ${values.join(', ')} FROM ${stage} s${joins}`;
  }
  // Shared rows join the server's own: a rate it already has stays as it is.
  const skip = userId === null ? ' ON CONFLICT DO NOTHING' : '';
  const id = ident(kind.id.key);
  // The table's sequence looked up once (an InitPlan), not for every row (3 µs a row).
  const fresh =
    kind.id.sqlType === 'uuid'
      ? 'gen_random_uuid()'
      : `nextval((SELECT pg_get_serial_sequence(${literal(kind.tableName)}, 'id'))::regclass)`;
  // The id map only for kinds that later kinds point at.
  const ids = kind.referenced
    ? `, ids AS (
      INSERT INTO restore_ids (kind, old, new)
      SELECT ${literal(kind.kind)}, ${id}::text, restore_new_id::text FROM src
    )`
    : '';
  return `WITH src AS MATERIALIZED (
      SELECT o.*, ${fresh} AS restore_new_id FROM (SELECT * FROM ${stage} ORDER BY ${id}) o
    )${ids}
    INSERT INTO ${table} (id, ${ident(kind.owner)}, ${names.join(', ')}) OVERRIDING SYSTEM VALUE
    SELECT s.restore_new_id, ${userId}, ${values.join(', ')} FROM src s${joins} ORDER BY s.${id}${skip}`;
}
