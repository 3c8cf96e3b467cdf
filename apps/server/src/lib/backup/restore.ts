import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { storedPath, uploadsDir } from '../../modules/uploads/uploads.storage.js';
import type { CheckedArchive } from './archive-read.js';
import { JsonArrayError, jsonArrayObjects } from './json-array.js';
import type { KindColumn, ResolvedKind } from './kind.js';
import { refusal } from './refusal.js';
import { rowSchema } from './row-schema.js';
import { ident, literal } from './select-rows.js';

/** Rows staged per statement: a few hundred kB of JSON a round trip. */
const BATCH = 2000;
/** Row problems listed in a refusal before it stops looking. */
const PROBLEMS_MAX = 20;

export interface RestoreInput {
  db: Database;
  dataDir: string;
  kinds: readonly ResolvedKind[];
  /** The user restored into; null for a server archive's shared rows (added beside the server's). */
  userId: number | null;
  archive: CheckedArchive;
  /** The part of the archive that is this user's: '' or `users/<n>/`. */
  dir: string;
  dryRun: boolean;
  replace: boolean;
  /** Told each kind's rows and time as it goes in (the route logs them). */
  onKind?: (kind: string, rows: number, ms: number) => void;
}

export interface RestoreOutcome {
  restored: Record<string, number>;
  /** Uploaded files the replaced data held: the caller removes them once the restore committed. */
  replacedFiles: string[];
}

class DryRun extends Error {
  constructor(readonly outcome: RestoreOutcome) {
    super('dry run');
  }
}

/**
 * Restores one user's part of a checked archive into `userId` (API.md "Your data"), in ONE
 * database transaction: every kind in dependency order, each row judged by its schema and the
 * database's constraints, given a new id, its references rewritten through `restore_ids`; the
 * uploaded files copied under their new ids. Anything refused rolls back everything (and removes
 * the files already copied). A dry run does all of it and rolls back.
 */
export async function restoreUser(
  input: RestoreInput,
): Promise<RestoreOutcome & { dryRun: boolean }> {
  const o =
    input.userId === null ? { ...input, kinds: input.kinds.filter((k) => k.shared) } : input;
  unknownKinds(o);
  const written: string[] = [];
  try {
    const outcome = await o.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      const userId = o.userId;
      const replacedFiles = userId === null ? [] : await clear(tx, { ...o, userId });
      await tx.execute(
        sql.raw(`CREATE TEMP TABLE restore_ids (kind text, old text, new text,
        PRIMARY KEY (kind, old)) ON COMMIT DROP`),
      );
      const restored: Record<string, number> = {};
      for (const kind of o.kinds) {
        const t0 = performance.now();
        restored[kind.kind] = await restoreKind(tx, o, kind);
        o.onKind?.(kind.kind, restored[kind.kind]!, Math.round(performance.now() - t0));
        if (kind.tableName === 'uploads' && !o.dryRun) written.push(...(await copyFiles(tx, o)));
      }
      for (const kind of o.kinds) if (userId !== null) await kind.restored?.(tx, userId);
      const outcome = { restored, replacedFiles };
      if (o.dryRun) throw new DryRun(outcome);
      return outcome;
    });
    return { ...outcome, dryRun: false };
  } catch (err) {
    for (const file of written) fs.rmSync(file, { force: true });
    if (err instanceof DryRun) return { ...err.outcome, dryRun: true };
    throw err;
  }
}

/** A member of a kind this server does not know: refused before anything is read. */
function unknownKinds(o: RestoreInput) {
  const known = new Set(o.kinds.map((k) => k.kind));
  const { manifest } = o.archive;
  const sections = [...(manifest.users ?? []), ...(manifest.shared ? [manifest.shared] : [])];
  const counted = o.dir ? sections.find((u) => u.dir === o.dir)?.counts : manifest.counts;
  for (const kind of Object.keys(counted ?? {})) {
    if (!known.has(kind))
      throw refusal('unknownKind', `${o.dir}data/${kind}.json`, `Unknown kind ${kind}`);
  }
  for (const m of o.archive.manifest.files) {
    const match = m.path.startsWith(`${o.dir}data/`) && /data\/([^/]+)\.json$/.exec(m.path);
    if (match && !known.has(match[1]!))
      throw refusal('unknownKind', m.path, `Unknown kind ${match[1]}`);
  }
}

/**
 * Before anything goes in: a user who holds data is refused (409 notEmpty) unless the caller asked
 * to replace it, then it is removed, kinds in reverse order. The rows every user is given (the
 * default categories) make no one "not empty" and are always replaced. Returns the files to remove.
 */
async function clear(tx: Tx, o: RestoreInput & { userId: number }): Promise<string[]> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${o.userId} FOR UPDATE`);
  const data = o.kinds.filter((k) => !k.own && !k.defaults);
  const { rows } = await tx.execute<{ n: number }>(
    sql.raw(
      `SELECT ${data
        .map(
          (k) =>
            `(SELECT count(*) FROM (SELECT 1 FROM ${ident(k.tableName)} WHERE user_id = ${o.userId} LIMIT 1) x)`,
        )
        .join(' + ')} AS n`,
    ),
  );
  const holdsData = Number(rows[0]!.n) > 0;
  if (holdsData && !o.replace) {
    throw new AppError('BUS_002', undefined, { reason: 'notEmpty' });
  }
  const { rows: files } = await tx.execute<{ id: string }>(
    sql`SELECT id::text FROM uploads WHERE user_id = ${o.userId}`,
  );
  for (const k of [...o.kinds].reverse()) {
    if (k.own) continue;
    await tx.execute(sql.raw(`DELETE FROM ${ident(k.tableName)} WHERE user_id = ${o.userId}`));
  }
  return files.map((f) => f.id);
}

const stageName = (kind: ResolvedKind) => ident(`restore_stage_${kind.tableName}`);
const columnDefs = (kind: ResolvedKind) =>
  kind.columns.map((c) => `${ident(c.key)} ${c.sqlType}`).join(', ');

/** The SQL of the new id from an old one, as text. */
const lookup = (kind: string, old: string) =>
  `(SELECT m.new FROM restore_ids m WHERE m.kind = ${literal(kind)} AND m.old = (${old})::text)`;

/** A staged column's value as it goes in: references rewritten to the new ids. */
function valueOf(kind: ResolvedKind, c: KindColumn, userId: number | null): string {
  const s = `s.${ident(c.key)}`;
  const custom = kind.remap?.[c.key];
  if (custom) return custom(s, lookup);
  if (!c.ref) return s;
  if (c.ref === 'user') return `CASE WHEN ${s} IS NULL THEN NULL ELSE ${userId} END`;
  if (c.refArray) {
    return `ARRAY(SELECT m.new FROM unnest(${s}) WITH ORDINALITY u(v, i)
      JOIN restore_ids m ON m.kind = ${literal(c.ref)} AND m.old = u.v ORDER BY u.i)::${c.sqlType}`;
  }
  return s; // rewritten in the staging table already (remapStaged)
}

/**
 * The staged rows' references rewritten to the new ids, one UPDATE … FROM (a hash join) per
 * column, instead of a lookup per row and column inside the INSERT.
 */
async function remapStaged(tx: Tx, kind: ResolvedKind) {
  const stage = stageName(kind);
  for (const c of kind.columns) {
    if (!c.ref || c.ref === 'user' || c.refArray || kind.remap?.[c.key]) continue;
    const col = ident(c.key);
    await tx.execute(
      sql.raw(`UPDATE ${stage} s SET ${col} = m.new::${c.sqlType} FROM restore_ids m
        WHERE m.kind = ${literal(c.ref)} AND m.old = s.${col}::text`),
    );
  }
}

async function restoreKind(tx: Tx, o: RestoreInput, kind: ResolvedKind): Promise<number> {
  const member = `${o.dir}data/${kind.kind}.json`;
  const stage = stageName(kind);
  await tx.execute(sql.raw(`CREATE TEMP TABLE ${stage} (${columnDefs(kind)}) ON COMMIT DROP`));
  const n = await stageRows(tx, o, kind, member);
  if (n === 0) return 0;
  try {
    await checkRefs(tx, kind, member);
    await remapStaged(tx, kind);
    await tx.execute(sql.raw(insertSql(kind, o.userId)));
    // The planner's view of the id map, which the next kinds join.
    if (kind.id) await tx.execute(sql.raw('ANALYZE restore_ids'));
  } catch (err) {
    throw asRefusal(err, member);
  }
  return n;
}

/** The member's rows into the staging table, each judged by the kind's schema on the way. */
async function stageRows(
  tx: Tx,
  o: RestoreInput,
  kind: ResolvedKind,
  member: string,
): Promise<number> {
  const stream = await o.archive.open(member);
  if (!stream) return 0; // a kind the archive does not hold (a converter's): none of it
  const schema = rowSchema(kind);
  const problems: string[] = [];
  let batch: unknown[] = [];
  let n = 0;
  const flush = async () => {
    if (batch.length === 0 || problems.length) return;
    await tx.execute(
      sql`INSERT INTO ${sql.raw(stageName(kind))} SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(${sql.raw(columnDefs(kind))})`,
    );
    batch = [];
  };
  try {
    for await (const text of jsonArrayObjects(stream)) {
      n += 1;
      const parsed = schema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        for (const i of parsed.error.issues) {
          problems.push(`Row ${n}${i.path.length ? `, ${i.path.join('.')}` : ''}: ${i.message}`);
        }
        if (problems.length >= PROBLEMS_MAX) break;
        continue;
      }
      batch.push(parsed.data);
      if (batch.length >= BATCH) await flush();
    }
  } catch (err) {
    if (err instanceof JsonArrayError || err instanceof SyntaxError) {
      throw refusal('invalid', member, `Row ${n}: ${err.message}`);
    }
    throw asRefusal(err, member);
  }
  if (problems.length) throw refusal('invalid', member, ...problems.slice(0, PROBLEMS_MAX));
  try {
    await flush();
  } catch (err) {
    throw asRefusal(err, member);
  }
  if (kind.own && n > 1) throw refusal('invalid', member, 'One row per user');
  return n;
}

/** Every reference points at a row of the archive: a foreign id is refused, never guessed. */
async function checkRefs(tx: Tx, kind: ResolvedKind, member: string) {
  const stage = stageName(kind);
  for (const c of kind.columns) {
    if (!c.ref || c.ref === 'user' || kind.remap?.[c.key]) continue;
    const s = `s.${ident(c.key)}`;
    const missing = c.refArray
      ? `SELECT count(*)::int AS n FROM ${stage} s, unnest(${s}) v
         WHERE NOT EXISTS (SELECT 1 FROM restore_ids m WHERE m.kind = ${literal(c.ref)} AND m.old = v)`
      : `SELECT count(*)::int AS n FROM ${stage} s
         WHERE ${s} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM restore_ids m WHERE m.kind = ${literal(c.ref)} AND m.old = ${s}::text)`;
    const { rows } = await tx.execute<{ n: number }>(sql.raw(missing));
    if (rows[0]!.n > 0) {
      throw refusal(
        'invalid',
        member,
        `${c.key}: ${rows[0]!.n} rows point at ${c.ref} the backup does not hold`,
      );
    }
  }
}

/**
 * One INSERT … SELECT for the kind's rows: each row's new id drawn from the table's own sequence
 * in the order of the old ids (so "newest first" lists tie-break as before), its mapping kept in
 * restore_ids by the same statement, the user's one row merged into the existing one.
 */
function insertSql(kind: ResolvedKind, userId: number | null): string {
  const stage = stageName(kind);
  const table = ident(kind.tableName);
  const cols = kind.columns.filter((c) => c !== kind.id);
  const names = cols.map((c) => ident(c.name));
  const values = cols.map((c) => valueOf(kind, c, userId));
  if (kind.own === 'update') {
    return `UPDATE ${table} SET ${names.map((n, i) => `${n} = ${values[i]}`).join(', ')}
      FROM ${stage} s WHERE ${table}.${ident(kind.owner)} = ${userId}`;
  }
  if (kind.own === 'upsert') {
    return `INSERT INTO ${table} (${ident(kind.owner)}, ${names.join(', ')})
      SELECT ${userId}, ${values.join(', ')} FROM ${stage} s
      ON CONFLICT (${ident(kind.owner)}) DO UPDATE SET ${names.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}`;
  }
  if (!kind.id) {
    return `INSERT INTO ${table} (${ident(kind.owner)}, ${names.join(', ')})
      SELECT ${userId}, ${values.join(', ')} FROM ${stage} s`;
  }
  // Shared rows join the server's own: a rate it already has stays as it is.
  const skip = userId === null ? ' ON CONFLICT DO NOTHING' : '';
  const id = ident(kind.id.key);
  const fresh =
    kind.id.sqlType === 'uuid'
      ? 'gen_random_uuid()'
      : `nextval(pg_get_serial_sequence(${literal(kind.tableName)}, 'id'))`;
  return `WITH src AS MATERIALIZED (
      SELECT o.*, ${fresh} AS restore_new_id FROM (SELECT * FROM ${stage} ORDER BY ${id}) o
    ), ids AS (
      INSERT INTO restore_ids (kind, old, new)
      SELECT ${literal(kind.kind)}, ${id}::text, restore_new_id::text FROM src
    )
    INSERT INTO ${table} (id, ${ident(kind.owner)}, ${names.join(', ')}) OVERRIDING SYSTEM VALUE
    SELECT s.restore_new_id, ${userId}, ${values.join(', ')} FROM src s ORDER BY s.${id}${skip}`;
}

/** The archive's files of the restored uploads, under their new ids (temp name, then rename). */
async function copyFiles(tx: Tx, o: RestoreInput): Promise<string[]> {
  const { rows } = await tx.execute<{ old: string; new: string }>(
    sql`SELECT old, new FROM restore_ids WHERE kind = 'uploads'`,
  );
  const written: string[] = [];
  await fs.promises.mkdir(uploadsDir(o.dataDir), { recursive: true });
  for (const r of rows) {
    const stream = await o.archive.open(`${o.dir}files/${r.old}`);
    const target = storedPath(o.dataDir, r.new);
    if (!stream || !target) continue;
    const tmp = path.join(uploadsDir(o.dataDir), `.tmp-${r.new}`);
    written.push(target);
    try {
      await pipeline(stream, fs.createWriteStream(tmp));
      await fs.promises.rename(tmp, target);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }
  return written;
}

/** A database refusal of a row (a CHECK, a NOT NULL, a bad date…) said as `invalid` for the member. */
function asRefusal(err: unknown, member: string): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string; constraint?: string; cause?: unknown };
  const pgErr = (e.code ? e : (e.cause as typeof e | undefined)) ?? e;
  const code = pgErr.code ?? '';
  // 22: data exceptions (a bad date, a number out of range); 23: integrity (CHECK, NOT NULL, unique).
  if (code.startsWith('22') || code.startsWith('23')) {
    return refusal(
      'invalid',
      member,
      pgErr.constraint ? `${pgErr.constraint}: ${pgErr.message}` : `${pgErr.message}`,
    );
  }
  return err;
}
