import type { KindColumn, ResolvedKind } from './kind.js';

/** How a column's JSON value is written, for the format page. */
function typeOf(c: KindColumn): string {
  const { sqlType } = c;
  const values = (c.column as { enumValues?: readonly string[] }).enumValues;
  if (values?.length) return `one of ${values.map((v) => `\`${v}\``).join(', ')}`;
  if (sqlType.endsWith('[]')) return 'array of strings';
  if (sqlType.startsWith('numeric')) {
    const scale = /,\s*(\d+)\)/.exec(sqlType)?.[1];
    return scale ? `decimal string (≤ ${scale} decimals)` : 'decimal string';
  }
  if (sqlType === 'integer' || sqlType === 'smallint' || sqlType === 'bigint') return 'integer';
  if (sqlType === 'date') return 'date `YYYY-MM-DD`';
  if (sqlType.startsWith('timestamp')) return 'ISO 8601 date-time with offset';
  if (sqlType === 'jsonb') return 'JSON';
  return sqlType === 'boolean' ? 'boolean' : sqlType === 'uuid' ? 'UUID string' : 'string';
}

/**
 * The members' reference of docs/backup-format.md, made from the kinds as the server reads them
 * (its test fails when the page is behind the code): per kind, in restore order, each key with
 * its type, whether it may be null, and what it points at.
 */
export function kindsReference(kinds: readonly ResolvedKind[]): string {
  const out: string[] = [];
  for (const k of kinds) {
    const notes = [
      k.own === 'update' ? 'The user’s own record (at most one row)' : null,
      k.own === 'upsert' ? 'One row per user' : null,
      k.defaults ? 'Every new user has a default set; a restore replaces it' : null,
      k.shared ? 'A server archive also holds the shared rows, under `shared/`' : null,
    ].filter(Boolean);
    out.push(`### \`data/${k.kind}.json\``, '');
    if (notes.length) out.push(`${notes.join('; ')}.`, '');
    out.push('| key | type | null | points at |', '|---|---|---|---|');
    for (const c of k.columns) {
      const ref =
        c.ref === 'user' ? 'the user' : c.ref ? `\`${c.ref}\` id${c.refArray ? 's' : ''}` : '';
      const key = c === k.id ? `\`${c.key}\` (id)` : `\`${c.key}\``;
      out.push(`| ${key} | ${typeOf(c)} | ${c.column.notNull ? '' : 'yes'} | ${ref} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
