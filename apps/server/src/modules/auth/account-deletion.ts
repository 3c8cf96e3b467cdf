import { ADMIN_MESSAGES, AppError, BACKUP_MESSAGES, type DeleteMeBody } from '@wealthlog/core';
import type { FastifyInstance } from 'fastify';
import { isLastActiveAdmin, withAdminLock } from '../../db/admins.js';
import { invalidateDashboard } from '../../ledger/invalidate.js';
import { deleteUserRows } from './account-deletion.repository.js';
import { findUserById } from './auth.repository.js';
import { verifyPassword } from './passwords.js';

/** What a deletion needs of the app it runs in. */
export interface DeletionContext {
  app: FastifyInstance;
}

/**
 * Leaving (API.md "Your data"): `actorId` deletes `targetId` — themself (DELETE /api/auth/me) or,
 * as an admin, another user (DELETE /api/admin/users/{id}) — with every row of theirs, files too.
 * The one who deletes proves it is them with their password; a user who signed up with Google has
 * none, so for them the live session (Bearer token and CSRF token) is the proof and `password` is
 * not read. Either way `confirm` must be the target's username, typed exactly.
 */
export async function deleteUserAccount(
  ctx: DeletionContext,
  actorId: number,
  targetId: number,
  body: DeleteMeBody,
): Promise<void> {
  const { app } = ctx;
  const actor = await findUserById(app.db, actorId);
  if (!actor) throw new AppError('AUTH_003');
  if (actor.passwordHash !== null && !(await verifyPassword(actor.passwordHash, body.password))) {
    app.log.warn({ event: 'user_delete_refused', actorId, userId: targetId }, 'Wrong password');
    throw new AppError('AUTH_001');
  }
  const target = targetId === actorId ? actor : await findUserById(app.db, targetId);
  if (!target) throw AppError.notFound();
  if (body.confirm !== target.username) {
    throw new AppError('VAL_001', BACKUP_MESSAGES.confirmMismatch, {
      reason: 'confirmMismatch',
      errors: { confirm: [BACKUP_MESSAGES.confirmMismatch] },
    });
  }
  const files = await withAdminLock(app.db, async (tx) => {
    // Nobody could ever manage the installation again (ADMIN goes only to the very first user).
    if (await isLastActiveAdmin(tx, targetId)) {
      throw new AppError('BUS_004', ADMIN_MESSAGES.lastAdminDelete, { reason: 'lastAdminDelete' });
    }
    const removed = await deleteUserRows(tx, targetId);
    if (!removed) throw AppError.notFound();
    return removed;
  });
  // Committed: the rows are gone for good, the uploads' bytes with them (ADR 0035); now the
  // cached figures.
  await invalidateDashboard(app, targetId);
  app.log.info(
    { event: 'user_deleted', actorId, userId: targetId, files: files.length },
    'User deleted',
  );
}
