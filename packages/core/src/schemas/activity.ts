import { z } from 'zod';
import { enumField, idQueryField, timestampSchema } from './fields.js';
import { pageQuerySchema, pageSchema } from './page.js';

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

/**
 * The events that owe their user an e-mail (the issue: "an e-mail goes to the user when a factor,
 * a token or the password changes"). The server marks their rows for its mail outbox.
 */
export const ACTIVITY_MAIL_EVENTS = [
  'password_changed',
  'password_reset',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_generated',
  'passkey_added',
  'passkey_removed',
  'token_created',
  'token_revoked',
  'admin_two_factor_reset',
] as const satisfies readonly ActivityEvent[];

/** One row of GET /api/auth/activity: what happened, when, and from where. */
export const activityItemSchema = z
  .object({
    at: timestampSchema,
    event: activityEventSchema,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = pageSchema(activityItemSchema, 'ActivityPage');
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /api/auth/activity?page&pageSize. */
export const activityQuerySchema = pageQuerySchema;
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * A row as the admin sees it: also whose it is (userId null: a failed sign-in naming no known
 * user, or a deleted user, whose name stays in the detail) and the admin who acted, if any.
 */
export const adminActivityItemSchema = activityItemSchema
  .extend({
    id: z.number().int().min(1),
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    actorId: z.number().int().nullable(),
    actorUsername: z.string().nullable(),
  })
  .meta({ id: 'AdminActivityItem' });
export type AdminActivityItem = z.infer<typeof adminActivityItemSchema>;

export const adminActivityPageSchema = pageSchema(adminActivityItemSchema, 'AdminActivityPage');
export type AdminActivityPage = z.infer<typeof adminActivityPageSchema>;

/** GET /api/admin/activity?userId&event&page&pageSize: an unknown event is a 400. */
export const adminActivityQuerySchema = pageQuerySchema.extend({
  userId: idQueryField('User').optional(),
  event: enumField('Event', ACTIVITY_EVENTS).optional(),
});
export type AdminActivityQuery = z.infer<typeof adminActivityQuerySchema>;
