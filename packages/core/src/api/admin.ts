import { adminBackupListSchema, adminDeleteUserBodySchema } from '../schemas/backup.js';
import { idParamsSchema } from '../schemas/fields.js';
import { noContentSchema } from './shared.js';
import { healthResultSchema } from '../schemas/health.js';
import {
  addRoleBodySchema,
  adminUserPageSchema,
  adminUserResponseSchema,
  removeRoleBodySchema,
  roleListSchema,
  userListQuerySchema,
} from '../schemas/user.js';
import { withRoutes } from './define.js';

/** Administration: ADMIN only. */
export const adminEndpoints = withRoutes({
  'admin.roles.list': { response: { 200: roleListSchema } },
  'admin.users.list': { query: userListQuerySchema, response: { 200: adminUserPageSchema } },
  'admin.users.addRole': {
    params: idParamsSchema,
    body: addRoleBodySchema,
    response: { 200: adminUserResponseSchema },
  },
  'admin.users.removeRole': {
    params: idParamsSchema,
    body: removeRoleBodySchema,
    response: { 200: adminUserResponseSchema },
  },
  'admin.users.deactivate': { params: idParamsSchema, response: { 200: adminUserResponseSchema } },
  'admin.users.reactivate': { params: idParamsSchema, response: { 200: adminUserResponseSchema } },
  'admin.users.delete': {
    params: idParamsSchema,
    body: adminDeleteUserBodySchema,
    response: { 204: noContentSchema },
  },
  'admin.backups.list': { response: { 200: adminBackupListSchema } },
  'admin.health.get': { response: { 200: healthResultSchema } },
});
