/**
 * Admin refusals SPEC does not word. The web client translates them by key. Apart from the admin
 * schemas (user.ts) so that the web frame can translate them without loading zod.
 */
export const ADMIN_MESSAGES = {
  lastAdmin: 'The ADMIN role cannot be removed from the last active admin',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account here: delete it from your profile',
  lastAdminDelete:
    'The last active admin cannot delete their account: make another user ADMIN first',
} as const;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;
