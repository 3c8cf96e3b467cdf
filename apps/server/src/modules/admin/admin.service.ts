import {
  ADMIN_MESSAGES,
  ADMIN_ROLE,
  type AdminUser,
  AppError,
  type Page,
  type UserListQuery,
} from '@wealthlog/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { recordActivity, type RequestOrigin } from '../../lib/activity.js';
import { toUserDto } from '../../db/users.js';
import {
  addUserRole,
  countOtherActiveAdmins,
  findRole,
  findUserById,
  listUsers,
  removeUserRole,
  setUserActive,
  type UserRecord,
  userExists,
  withAdminLock,
} from './admin.repository.js';

/** API.md User plus the admin table's fields. */
export function toAdminUserDto(u: UserRecord): AdminUser {
  return {
    ...toUserDto(u),
    active: u.active,
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}

export async function searchUsers(db: Database, query: UserListQuery): Promise<Page<AdminUser>> {
  const { rows, total } = await listUsers(db, query);
  return { items: rows.map(toAdminUserDto), total, page: query.page, pageSize: query.pageSize };
}

async function reload(db: Database, userId: number): Promise<AdminUser> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('DB_004');
  return toAdminUserDto(user);
}

export async function changeRole(
  db: Database,
  actorId: number,
  userId: number,
  roleId: number,
  action: 'add' | 'remove',
  log: FastifyBaseLogger,
  origin: RequestOrigin | null = null,
): Promise<AdminUser> {
  await withAdminLock(db, async (tx) => {
    const role = await findRole(tx, roleId);
    if (!role || !(await userExists(tx, userId))) throw new AppError('DB_004');
    if (action === 'add') {
      await addUserRole(tx, userId, roleId);
    } else {
      // The last active admin keeps ADMIN, or nobody could ever manage the installation again.
      if (role.name === ADMIN_ROLE && (await countOtherActiveAdmins(tx, userId)) === 0) {
        throw new AppError('BUS_004', ADMIN_MESSAGES.lastAdmin, { reason: 'lastAdmin' });
      }
      await removeUserRole(tx, userId, roleId);
    }
    const change = { role: role.name, action: action === 'add' ? 'added' : 'removed' };
    await recordActivity(
      tx,
      { userId, event: 'admin_user_changed', actorId, detail: change },
      origin,
    );
  });
  log.info({ event: `role_${action}`, actorId, userId, role: roleId }, 'Role changed');
  return reload(db, userId);
}

export async function setActive(
  db: Database,
  actorId: number,
  userId: number,
  active: boolean,
  log: FastifyBaseLogger,
  origin: RequestOrigin | null = null,
): Promise<AdminUser> {
  await withAdminLock(db, async (tx) => {
    if (!(await userExists(tx, userId))) throw new AppError('DB_004');
    if (!active && userId === actorId)
      throw new AppError('BUS_004', ADMIN_MESSAGES.selfDeactivate, { reason: 'selfDeactivate' });
    await setUserActive(tx, userId, active);
    const detail = { active };
    await recordActivity(tx, { userId, event: 'admin_user_changed', actorId, detail }, origin);
  });
  log.info(
    { event: active ? 'user_reactivated' : 'user_deactivated', actorId, userId },
    active ? 'User reactivated' : 'User deactivated',
  );
  return reload(db, userId);
}

/** An admin deletes other users here; their own account they delete from their profile. */
export function assertNotSelf(actorId: number, userId: number): void {
  if (userId === actorId)
    throw new AppError('BUS_004', ADMIN_MESSAGES.selfDelete, { reason: 'selfDelete' });
}
