import type { ResolvedKind } from './kind.js';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The SELECT of one kind's rows of one user, each as the JSON text of its archive object: keys
 * are the table's (camelCase) keys; a numeric leaves as a string, so no amount ever passes through
 * a float on either side. Ordered by the primary key, so two backups of the same data are equal.
 * `userId` goes in as a literal (a cursor's DECLARE takes no parameters): an integer, checked here;
 * null selects the shared rows.
 */
export function selectRowsSql(kind: ResolvedKind, userId: number | null): string {
  // json_build_object takes at most 100 arguments: 50 columns a call, merged with ||.
  const pairs = kind.columns.map((c) => {
    const value = c.sqlType.startsWith('numeric')
      ? `t.${ident(c.name)}::text`
      : `t.${ident(c.name)}`;
    return `${literal(c.key)}, ${value}`;
  });
  const parts: string[] = [];
  for (let i = 0; i < pairs.length; i += 50)
    parts.push(`jsonb_build_object(${pairs.slice(i, i + 50).join(', ')})`);
  const object = parts.length ? parts.join(' || ') : `'{}'::jsonb`;
  const order = kind.orderBy.map((c) => `t.${ident(c)}`).join(', ');
  return `SELECT (${object})::text AS j FROM ${ident(kind.tableName)} t
    WHERE ${ownedBy(kind, userId, 't.')} ORDER BY ${order}`;
}

/** How many rows of each kind the user holds, in one statement: one column per kind. */
export function countRowsSql(kinds: readonly ResolvedKind[], userId: number | null): string {
  const counts = kinds.map(
    (k) =>
      `(SELECT count(*)::int FROM ${ident(k.tableName)} WHERE ${ownedBy(k, userId)}) AS ${ident(k.kind)}`,
  );
  return `SELECT ${counts.join(', ')}`;
}

/** The user's rows, or (null) the rows of no user: the shared ones. */
function ownedBy(kind: ResolvedKind, userId: number | null, alias = ''): string {
  if (userId === null) return `${alias}${ident(kind.owner)} IS NULL`;
  if (!Number.isSafeInteger(userId)) throw new Error('userId must be an integer');
  return `${alias}${ident(kind.owner)} = ${userId}`;
}

export { ident, literal };
