import { z } from 'zod';
import { idField, idSchema, searchField, timestampSchema } from './fields.js';
import { pageQuerySchema, pageSchema } from './page.js';

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
    /** GET /api/upload/files/{id} of the user's avatar; absent until one is uploaded. */
    avatarUrl: z.string().optional(),
    /**
     * The installation requires two-step sign-in and this user has not set it up: the web app
     * leads them to Settings → Security until they do. Absent where not computed (admin lists).
     */
    twoFactorSetupRequired: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** GET /api/admin/roles item. */
export const roleSchema = z
  .object({ id: idSchema, name: z.string(), description: z.string().nullable() })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;
/** GET /api/admin/roles. */
export const roleListSchema = z.array(roleSchema);

/** POST /api/admin/users/{id}/addRole. */
export const addRoleBodySchema = z.strictObject({ roleId: idField('Role id') });
export type AddRoleBody = z.infer<typeof addRoleBodySchema>;

/** GET /api/admin/users ?q&page&pageSize. */
export const userListQuerySchema = pageQuerySchema.extend({
  q: searchField('Search', 100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userPageSchema = pageSchema(userSchema, 'UserPage');

/** POST /api/admin/users/{id}/removeRole: the same body as addRole. */
export const removeRoleBodySchema = addRoleBodySchema;
export type RemoveRoleBody = AddRoleBody;

/**
 * A User as the admin table shows it (GET /api/admin/users and the admin actions): the User of
 * API.md plus whether it may sign in and when it last did.
 */
export const adminUserSchema = userSchema
  .extend({ active: z.boolean(), lastLoginAt: timestampSchema.nullable() })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pageSchema(adminUserSchema, 'AdminUserPage');
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** Answer of addRole, removeRole, deactivate and reactivate. */
export const adminUserResponseSchema = z
  .object({ user: adminUserSchema })
  .meta({ id: 'AdminUserResponse' });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
