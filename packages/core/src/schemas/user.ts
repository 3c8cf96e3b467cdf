import { z } from 'zod';
import { idField, idSchema, timestampSchema } from './fields.js';
import { pageQuerySchema, pageSchema } from './page.js';

/** SPEC §6: roles are named strings; ADMIN is the one the app itself knows. */
export const ADMIN_ROLE = 'ADMIN';

/** API.md User. phone is null until the user sets one. */
export const userSchema = z
  .object({
    id: idSchema,
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()),
    emailVerified: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export function isAdmin(user: Pick<User, 'roles'>): boolean {
  return user.roles.includes(ADMIN_ROLE);
}

/** GET /api/admin/roles item. */
export const roleSchema = z
  .object({ id: idSchema, name: z.string(), description: z.string().nullable() })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

/** POST /api/admin/users/{id}/addRole. */
export const addRoleBodySchema = z.strictObject({ roleId: idField('Role id') });
export type AddRoleBody = z.infer<typeof addRoleBodySchema>;

/** GET /api/admin/users ?q&page&pageSize. */
export const userListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userPageSchema = pageSchema(userSchema, 'UserPage');
