import { AppError } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { copyInto } from '../../db/copy.js';
import { beginBulkWrite, settleBulkWrite } from '../../ledger/bulk-write.js';
import type { CheckedArchive } from './archive-read.js';
import type { ResolvedKind } from './kind.js';
import { asRefusal, refusal } from './refusal.js';
import { checkQuota, copyFiles } from './restore-files.js';
import { memberBatches } from './member-rows.js';
import { ReadAhead } from './read-ahead.js';
import { columnDefs, copyTarget, insertSql, stageName } from './restore-sql.js';
import { ident, literal } from './select-rows.js';

/**
 * COPY text read ahead of the statements, at most (characters: 4-8 MB). Enough for the next kinds
 * while one is written; 16M characters took the bench server's peak RSS from ~240 to ~300 MB on a
 * second restore, for little more overlap.
 */
const AHEAD = 4 << 20;

export interface RestoreInput {
  db: Database;
  kinds: readonly ResolvedKind[];
  /** The user restored into; null for a server archive's shared rows (added beside the server's). */
  userId: number | null;
  archive: CheckedArchive;
  /** The part of the archive that is this user's: '' or `users/<n>/`. */
  dir: string;
  dryRun: boolean;
  replace: boolean;
  /** The user's upload storage quota: a restore whose files pass it is refused (none: no check). */
  uploadQuotaBytes?: number;
  /** Told each kind's rows and time as it goes in (the route logs them). */
  onKind?: (kind: string, rows: number, ms: number) => void;
}

export interface RestoreOutcome {
  restored: Record<string, number>;
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
 * uploaded files' bytes copied under their new ids, in the same transaction (ADR 0035). Anything
 * refused rolls back everything. A dry run does all of it and rolls back.
 */
export async function restoreUser(
  input: RestoreInput,
): Promise<RestoreOutcome & { dryRun: boolean }> {
  const o =
    input.userId === null ? { ...input, kinds: input.kinds.filter((k) => k.shared) } : input;
  unknownKinds(o);
  const ahead = new ReadAhead(
    o.kinds.map((k) => k.kind),
    (name) => {
      const kind = o.kinds.find((k) => k.kind === name)!;
      return memberBatches(o.archive, kind, memberOf(o, kind));
    },
    AHEAD,
  );
  try {
    const outcome = await o.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      const userId = o.userId;
      // One user's rows: the ledger's derived tables are written once, after every kind is in.
      if (userId !== null) await beginBulkWrite(tx);
      if (userId !== null) await clear(tx, { ...o, userId });
      await tx.execute(
        sql.raw(`CREATE TEMP TABLE restore_ids (kind text, old text, new text,
        PRIMARY KEY (kind, old)) ON COMMIT DROP`),
      );
      const restored: Record<string, number> = {};
      for (const kind of o.kinds) {
        const t0 = performance.now();
        restored[kind.kind] = await restoreKind(tx, o, kind, ahead);
        o.onKind?.(kind.kind, restored[kind.kind]!, Math.round(performance.now() - t0));
        if (kind.tableName === 'uploads' && !o.dryRun) await copyFiles(tx, o.archive, o.dir);
      }
      if (userId !== null) await settleBulkWrite(tx, userId);
      for (const kind of o.kinds) if (userId !== null) await kind.restored?.(tx, userId);
      const outcome = { restored };
      if (o.dryRun) throw new DryRun(outcome);
      return outcome;
    });
    return { ...outcome, dryRun: false };
  } catch (err) {
    if (err instanceof DryRun) return { ...err.outcome, dryRun: true };
    throw err;
  } finally {
    ahead.stop();
  }
}

const memberOf = (o: RestoreInput, kind: ResolvedKind) => `${o.dir}data/${kind.kind}.json`;

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
 * default categories) make no one "not empty" and are always replaced. So are the user's own
 * settings rows (`own: 'upsert'`): without a row the user reads the defaults, so a backup that
 * holds none (its user never changed them) must leave none either. Only the user's own row of
 * `users` (`own: 'update'`) stays, to be updated. The uploads' bytes go with their rows.
 */
async function clear(tx: Tx, o: RestoreInput & { userId: number }): Promise<void> {
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
  for (const k of [...o.kinds].reverse()) {
    if (k.own === 'update') continue;
    await tx.execute(sql.raw(`DELETE FROM ${ident(k.tableName)} WHERE user_id = ${o.userId}`));
  }
}

async function restoreKind(
  tx: Tx,
  o: RestoreInput,
  kind: ResolvedKind,
  ahead: ReadAhead,
): Promise<number> {
  const member = memberOf(o, kind);
  const stage = stageName(kind);
  await tx.execute(sql.raw(`CREATE TEMP TABLE ${stage} (${columnDefs(kind)}) ON COMMIT DROP`));
  const n = await stageRows(tx, kind, member, ahead);
  if (n === 0) return 0;
  try {
    await checkRefs(tx, kind, member);
    if (kind.tableName === 'uploads' && o.userId !== null && o.uploadQuotaBytes !== undefined)
      await checkQuota(tx, stage, o.userId, o.uploadQuotaBytes, `${o.dir}files/`);
    await tx.execute(sql.raw(insertSql(kind, o.userId)));
    // The planner's view of the id map, which the next kinds join.
    if (kind.id && kind.referenced) await tx.execute(sql.raw('ANALYZE restore_ids'));
  } catch (err) {
    throw asRefusal(err, member);
  }
  return n;
}

/** The member's rows, read and judged ahead (member-rows.ts), into the staging table. */
async function stageRows(tx: Tx, kind: ResolvedKind, member: string, ahead: ReadAhead) {
  const batches = ahead.batches(kind.kind);
  for (;;) {
    const next = await batches.next(); // throws the member's refusal
    if (next.done) {
      if (kind.own && next.value > 1) throw refusal('invalid', member, 'One row per user');
      return next.value;
    }
    try {
      await copyInto(tx, copyTarget(kind), [next.value]);
    } catch (err) {
      throw asRefusal(err, member);
    }
  }
}

/** Every reference points at a row of the archive: a foreign id is refused, never guessed. */
async function checkRefs(tx: Tx, kind: ResolvedKind, member: string) {
  const stage = stageName(kind);
  for (const c of kind.columns) {
    if (!c.ref || c.ref === 'user' || kind.remap?.[c.key]) continue;
    const s = `s.${ident(c.key)}`;
    const missing = c.refArray
      ? `SELECT count(*)::int AS n FROM ${stage} s, unnest(${s}) v
         WHERE NOT EXISTS (SELECT 1 FROM restore_ids m WHERE m.kind = ${literal(c.ref)} AND m.old = lower(v))`
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
