import { z } from 'zod';
import { PASSWORD_MAX } from './auth.js';
import { textField } from './fields.js';

/** The archive's `manifest.json` names its format with this, and its layout with BACKUP_VERSION. */
export const BACKUP_FORMAT = 'wealthlog-backup';
/**
 * The archive layout this build writes and the newest it reads (docs/backup-format.md): a
 * reader refuses a newer one (`newerVersion`) and reads every older one.
 */
export const BACKUP_VERSION = 1;

/** Why a restore was refused (API.md): the `reason` of its 400 VAL_001. */
export const RESTORE_REASONS = [
  'corrupt',
  'checksum',
  'newerVersion',
  'unknownKind',
  'invalid',
  'overQuota',
] as const;
export type RestoreReason = (typeof RESTORE_REASONS)[number];

const count = z.int().min(0);

/** One member of the archive as the manifest lists it. */
export const backupMemberSchema = z.strictObject({
  path: z.string().min(1).max(300),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.int().min(0),
});

/** `manifest.json`: what the archive holds and how to check it. */
export const backupManifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.int().min(1),
    appVersion: z.string(),
    createdAt: z.string(),
    /** Rows per kind (data/<kind>.json); a server archive's are the sums over its users. */
    counts: z.record(z.string(), count),
    files: z.array(backupMemberSchema),
    /**
     * A server archive (npm run backup, the nightly one): each user's members under `dir`
     * (users/<n>/), with what it takes to create the user again on another server; the shared
     * exchange rates under shared/. Never a password hash: restored users set theirs anew.
     */
    users: z
      .array(
        z.strictObject({
          dir: z.string(),
          username: z.string(),
          email: z.string(),
          roles: z.array(z.string()),
          active: z.boolean(),
          counts: z.record(z.string(), count),
        }),
      )
      .optional(),
    shared: z.strictObject({ dir: z.string(), counts: z.record(z.string(), count) }).optional(),
  })
  .meta({ id: 'BackupManifest' });
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** POST /api/backup/restore?dryRun&replace (stringbool: z.coerce.boolean reads 'false' as true). */
export const restoreQuerySchema = z.object({
  dryRun: z.stringbool({ error: 'Dry run is invalid' }).default(false),
  replace: z.stringbool({ error: 'Replace is invalid' }).default(false),
});
export type RestoreQuery = z.infer<typeof restoreQuerySchema>;

/** What a restore wrote (or, dry, would write): rows per kind. */
export const restoreResultSchema = z
  .object({ restored: z.record(z.string(), count), dryRun: z.boolean() })
  .meta({ id: 'RestoreResult' });
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** DELETE /api/auth/me: a fresh password check and the username typed out. */
export const deleteMeBodySchema = z.strictObject({
  password: textField('Password', { min: 1, max: PASSWORD_MAX, trim: false }),
  confirm: textField('Confirmation', { min: 1, max: 100 }),
});
export type DeleteMeBody = z.infer<typeof deleteMeBodySchema>;

/** DELETE /api/admin/users/{id}: the administrator types the user's name and their own password. */
export const adminDeleteUserBodySchema = deleteMeBodySchema;
export type AdminDeleteUserBody = DeleteMeBody;

/** One nightly backup in DATA_DIR/backups, as the admin dashboard lists it. */
export const adminBackupSchema = z
  .object({
    name: z.string(),
    createdAt: z.string(),
    size: z.int().min(0),
    /** `complete`: written, verified and renamed; `partial`: still being written (or interrupted). */
    status: z.enum(['complete', 'partial']),
  })
  .meta({ id: 'AdminBackup' });
export const adminBackupListSchema = z.array(adminBackupSchema);
export type AdminBackup = z.infer<typeof adminBackupSchema>;
