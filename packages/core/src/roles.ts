/**
 * Roles are named strings; ADMIN is the one the app itself knows. Apart from the user
 * schema (schemas/user.ts) so that the web frame can check it without loading zod.
 */
export const ADMIN_ROLE = 'ADMIN';

export function isAdmin(user: { roles: readonly string[] }): boolean {
  return user.roles.includes(ADMIN_ROLE);
}
