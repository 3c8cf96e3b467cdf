import { z } from 'zod';

/**
 * Every event the activity log records (API.md "Account security": GET /api/auth/activity). One
 * list, so the server can only write known events and the web app has a label for each.
 */
export const ACTIVITY_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'email_changed',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_generated',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'token_created',
  'token_revoked',
  'backup_downloaded',
  'backup_restored',
  'admin_two_factor_reset',
  'admin_user_changed',
  'admin_user_deleted',
] as const;

export const activityEventSchema = z.enum(ACTIVITY_EVENTS).meta({ id: 'ActivityEvent' });
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** Rows older than this are deleted by the auth sweep (the issue: "kept 1 year"). */
export const ACTIVITY_RETENTION_DAYS = 365;
