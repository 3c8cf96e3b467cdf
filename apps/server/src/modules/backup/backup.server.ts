import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BackupManifest } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { openArchive } from '../../lib/backup/archive-read.js';
import { type ArchivePart, archiveStream } from '../../lib/backup/archive-write.js';
import { refusal } from '../../lib/backup/refusal.js';
import { restoreUser } from '../../lib/backup/restore.js';
import type { BackupDeps } from './backup.service.js';

/** The server's archive: every user (active or not) under users/<n>/, the shared rates under shared/. */
export async function serverArchive(d: BackupDeps) {
  const { rows } = await d.pool.query<{
    id: number;
    username: string;
    email: string;
    active: boolean;
    roles: string[];
  }>(`SELECT u.id, u.username, u.email, u.active,
        coalesce(array_agg(r.name ORDER BY r.name) FILTER (WHERE r.name IS NOT NULL), '{}') AS roles
      FROM users u LEFT JOIN user_roles ur ON ur.user_id = u.id LEFT JOIN roles r ON r.id = ur.role_id
      GROUP BY u.id ORDER BY u.id`);
  const parts: ArchivePart[] = rows.map((u, i) => ({
    dir: `users/${i + 1}/`,
    userId: u.id,
    user: { username: u.username, email: u.email, roles: u.roles, active: u.active },
  }));
  parts.push({ dir: 'shared/', userId: null });
  return archiveStream({ pool: d.pool, kinds: d.kinds, parts });
}

/** A backup being written carries this prefix until it is complete and verified. */
export const PARTIAL_PREFIX = '.partial-';

/**
 * The server's archive into `dir/name`, never leaving a file that looks complete unless it is:
 * written under a `.partial-` name, flushed to disk, read back and checked member by member
 * (openArchive verifies every SHA-256), and only then renamed — one atomic step — and the
 * directory flushed so the rename survives a power cut. A crash at any point leaves at most a
 * `.partial-` file, which the next start removes.
 */
export async function writeServerBackup(
  d: BackupDeps,
  dir: string,
  name: string,
): Promise<{ file: string; manifest: BackupManifest }> {
  await fs.promises.mkdir(dir, { recursive: true });
  const partial = path.join(dir, `${PARTIAL_PREFIX}${name}`);
  const final = path.join(dir, name);
  try {
    const { stream } = await serverArchive(d);
    // Every user's data: readable by the server's own user only, as secrets.json is.
    const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    await pipeline(stream, out);
    const fd = await fs.promises.open(partial, 'r+');
    await fd.sync();
    await fd.close();
    const checked = await openArchive(partial);
    checked.close();
    await fs.promises.rename(partial, final);
    const dirFd = await fs.promises.open(dir, 'r');
    await dirFd.sync();
    await dirFd.close();
    return { file: final, manifest: checked.manifest };
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
}

type ArchivedUser = NonNullable<BackupManifest['users']>[number];

/**
 * The user a section restores into: the one with its username, or a new one with its e-mail and
 * roles and NO password (an archive holds none): its owner sets one through "Forgot password"
 * (or signs in with the identity provider). Its names come with its `profile` kind.
 */
async function userFor(tx: Tx, u: ArchivedUser): Promise<{ id: number; created: boolean }> {
  const found = await tx.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE username = ${u.username}`,
  );
  if (found.rows[0]) return { id: found.rows[0].id, created: false };
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO users (username, email, first_name, last_name, active)
    VALUES (${u.username}, ${u.email}, ${u.username}, ${u.username}, ${u.active}) RETURNING id`);
  const id = rows[0]!.id;
  await tx.execute(sql`
    INSERT INTO user_roles (user_id, role_id)
    SELECT ${id}, r.id FROM roles r WHERE r.name = ANY(string_to_array(${u.roles.join(',')}, ','))`);
  return { id, created: true };
}

/** One user section restored: into whom, whether that user was created, the rows per kind. */
export interface RestoredUser {
  username: string;
  created: boolean;
  restored: Record<string, number>;
}

/**
 * A server archive back into this server (npm run restore): each user section into the user of
 * its username (created when missing), replacing what that user holds, each in its own
 * transaction (`onRestored` hears of each once it committed); then the shared rates beside the
 * server's own. Users of this server that the archive does not name are left as they are.
 */
export async function restoreServer(
  d: BackupDeps,
  file: string,
  onRestored: (u: RestoredUser) => void = () => undefined,
): Promise<{ users: RestoredUser[]; shared: Record<string, number> | null }> {
  const archive = await openArchive(file);
  try {
    const { users, shared } = archive.manifest;
    if (!users) {
      throw refusal(
        'invalid',
        'manifest.json',
        "A user's backup: restore it in Settings → Your data",
      );
    }
    const restored: RestoredUser[] = [];
    for (const u of users) {
      const { id: userId, created } = await d.db.transaction((tx) => userFor(tx, u));
      const out = await restoreUser({
        ...d,
        userId,
        archive,
        dir: u.dir,
        dryRun: false,
        replace: true,
      });
      const entry = { username: u.username, created, restored: out.restored };
      restored.push(entry);
      onRestored(entry);
    }
    let sharedRows: Record<string, number> | null = null;
    if (shared) {
      ({ restored: sharedRows } = await restoreUser({
        ...d,
        userId: null,
        archive,
        dir: shared.dir,
        dryRun: false,
        replace: false,
      }));
    }
    return { users: restored, shared: sharedRows };
  } finally {
    archive.close();
  }
}
