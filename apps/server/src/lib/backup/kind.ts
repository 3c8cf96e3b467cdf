import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';

/**
 * One kind of row a user owns, as an area declares it for the backup (Area.backupKinds): a table
 * of the schema, written to the archive as `data/<kind>.json`, one object a row keyed by the
 * table's own (camelCase) column names. Everything else — the columns, their types, which column
 * points at which other kind — is read from the Drizzle table, so a column added to a table is
 * backed up without anyone remembering to (docs/backup-format.md).
 */
export interface BackupKind {
  /** The member's name, `data/<kind>.json`, and the key of the manifest's counts. */
  kind: string;
  table: PgTable;
  /** Columns left out (table keys): what the restore or the database rebuilds from the rest. */
  omit?: readonly string[];
  /** Only these columns (table keys): the user's own row of a shared table (users). */
  pick?: readonly string[];
  /**
   * References the schema does not declare as foreign keys: column key → the kind it points at
   * (a text[] of upload ids included). Declared ones (composite FKs on (user_id, x)) are read from
   * the table.
   */
  refs?: Readonly<Record<string, string>>;
  /**
   * The user's one row, merged into the one the user already has (settings): `upsert` on the
   * owner column, `update` where the row is the user (users).
   */
  own?: 'upsert' | 'update';
  /** Rows the app gives every user (the default categories): they do not make a user "not empty". */
  defaults?: boolean;
  /** A route's own rules beyond the column types and the database's constraints: what a row breaks. */
  check?: (row: Record<string, unknown>) => string[];
  /**
   * The restore's SQL for a column whose JSON value holds references (a rule's accountId): given
   * the staged value's SQL and how to look up a new id (kind, old id as text SQL → new id as text).
   */
  remap?: Readonly<
    Record<string, (value: string, lookup: (kind: string, old: string) => string) => string>
  >;
  /** Work once every kind is in, in the restore's transaction (a loan's balance steps). */
  restored?: (tx: Tx, userId: number) => Promise<void>;
  /**
   * Work once a restore that wrote rows of the kind committed, after it answered (merging the
   * search index's pending list, as after an import): the next large write does not pay for it.
   */
  committed?: (db: Database) => Promise<void>;
}

/** A column as the archive sees it. */
export interface KindColumn {
  /** The JSON key (the table's key, camelCase). */
  key: string;
  /** The column in the database. */
  name: string;
  /** Its type for a column definition list (serial → integer). */
  sqlType: string;
  column: PgColumn;
  /** The kind it points at ('user' for the users table: the restoring user). */
  ref?: string;
  /** A text[] of references. */
  refArray?: boolean;
}

/** A kind with what is read from its table. */
export interface ResolvedKind extends BackupKind {
  tableName: string;
  /** `user_id`, or `id` for the users table. */
  owner: string;
  /** Rows may belong to no user (the shared exchange rates): the server's archive holds those. */
  shared: boolean;
  /** The row's own id, renumbered on restore (absent for tables keyed by the user or a composite). */
  id?: KindColumn;
  columns: KindColumn[];
  /** Primary-key column names, for a stable order. */
  orderBy: string[];
  /** Kinds it points at, by a column or a remap's lookup (its restore comes after theirs). */
  dependsOn: string[];
  /**
   * Some kind points at it (its dependsOn), or it is the uploads: the restore keeps its old → new
   * ids in restore_ids. Those of the others (fills, valuations, property entries…: 53k rows of the
   * bench user's) are not written there.
   */
  referenced: boolean;
}

const SQL_TYPE: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

function sqlTypeOf(column: PgColumn): string {
  const t = column.getSQLType();
  return SQL_TYPE[t] ?? t;
}

/** Reads each kind's columns and references from its table, and orders the kinds for a restore. */
export function resolveKinds(kinds: readonly BackupKind[]): ResolvedKind[] {
  const byTable = new Map(kinds.map((k) => [getTableName(k.table), k.kind]));
  const names = new Set<string>();
  const resolved = kinds.map((k): ResolvedKind => {
    if (names.has(k.kind)) throw new Error(`Backup kind ${k.kind} is declared twice`);
    names.add(k.kind);
    const config = getTableConfig(k.table);
    const isUsers = config.name === 'users';
    const owner = isUsers ? 'id' : 'user_id';
    // Declared foreign keys: the column paired with the foreign table's `id`.
    const fkRefs = new Map<string, string>();
    for (const fk of config.foreignKeys) {
      const r = fk.reference();
      const foreign = getTableName(r.foreignTable);
      r.columns.forEach((c, i) => {
        if (r.foreignColumns[i]!.name !== 'id' || c.name === owner) return;
        const kind = foreign === 'users' ? 'user' : byTable.get(foreign);
        if (!kind)
          throw new Error(`${k.kind}.${c.name} points at ${foreign}, which is not backed up`);
        fkRefs.set(c.name, kind);
      });
    }
    const all = Object.entries(getTableColumns(k.table)) as [string, PgColumn][];
    const columns: KindColumn[] = [];
    let id: KindColumn | undefined;
    for (const [key, column] of all) {
      if (column.name === owner) continue;
      if (k.omit?.includes(key)) continue;
      if (k.pick && !k.pick.includes(key)) continue;
      const ref = k.refs?.[key] ?? fkRefs.get(column.name);
      const c: KindColumn = { key, name: column.name, sqlType: sqlTypeOf(column), column };
      if (ref) {
        c.ref = ref;
        c.refArray = c.sqlType.endsWith('[]');
      }
      if (column.name === 'id' && column.primary) id = c;
      columns.push(c);
    }
    const pk = config.primaryKeys[0]?.columns.map((c) => c.name) ?? (id ? ['id'] : [owner]);
    // The kinds its columns point at, and those its remaps look ids up in (a rule's accounts).
    const dependsOn = [
      ...new Set([
        ...columns.flatMap((c) => (c.ref && c.ref !== 'user' ? [c.ref] : [])),
        ...lookedUp(k),
      ]),
    ];
    for (const d of dependsOn)
      if (d !== k.kind && !kinds.some((x) => x.kind === d))
        throw new Error(`${k.kind} refers to unknown kind ${d}`);
    const shared = !config.columns.find((c) => c.name === owner)!.notNull;
    const base = { ...k, tableName: config.name, owner, shared, id, columns, orderBy: pk };
    return { ...base, dependsOn, referenced: false };
  });
  const pointedAt = new Set(resolved.flatMap((k) => k.dependsOn));
  // The uploads' map also names the files to copy (restore-files.ts).
  for (const k of resolved) k.referenced = pointedAt.has(k.kind) || k.tableName === 'uploads';
  return restoreOrder(resolved);
}

/** The kinds a kind's remaps look ids up in (a rule's condition names an account). */
function lookedUp(k: BackupKind): string[] {
  const kinds: string[] = [];
  for (const remap of Object.values(k.remap ?? {})) {
    remap('v', (kind) => {
      kinds.push(kind);
      return 'NULL';
    });
  }
  return kinds;
}

/**
 * Kinds ordered so that each comes after every kind it points at: in waves, each wave every kind
 * (in declaration order) whose kinds are all in. Kinds that point at nothing go first.
 */
function restoreOrder(kinds: ResolvedKind[]): ResolvedKind[] {
  const out: ResolvedKind[] = [];
  const done = new Set<string>();
  let left = kinds;
  while (left.length) {
    const wave = left.filter((k) => k.dependsOn.every((d) => d === k.kind || done.has(d)));
    if (wave.length === 0) {
      throw new Error(
        `Backup kinds refer to each other in a cycle: ${left.map((k) => k.kind).join(', ')}`,
      );
    }
    for (const k of wave) done.add(k.kind);
    out.push(...wave);
    left = left.filter((k) => !done.has(k.kind));
  }
  return out;
}
