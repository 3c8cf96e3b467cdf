/**
 * Admin refusals SPEC does not word. The web client translates them by key. Apart from the admin
 * schemas (user.ts) so that the web frame can translate them without loading zod.
 */
export const ADMIN_MESSAGES = {
  lastAdmin: 'The ADMIN role cannot be removed from the last active admin',
  selfDeactivate: 'You cannot deactivate your own account',
} as const;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;
