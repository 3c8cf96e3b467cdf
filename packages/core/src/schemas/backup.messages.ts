/**
 * The texts of a refused restore or account deletion (API.md "Your data"), by key. Each key is
 * also a `reason` the web translates (`serverMessages.<key>`, core's SERVER_REASONS).
 */
export const BACKUP_MESSAGES = {
  corrupt: 'The file is not a complete WealthLog backup (truncated or not a backup)',
  checksum: 'A part of the backup does not match its checksum: the file was altered or damaged',
  newerVersion: 'The backup was made by a newer version of WealthLog; update this server first',
  unknownKind: 'The backup holds a kind of data this version does not know',
  invalid: 'The backup holds data that breaks a rule of the app',
  overQuota: 'The backup’s files do not fit in your upload storage quota',
  notEmpty: 'This account already holds data: confirm that it should be replaced',
  confirmMismatch: 'Type the username exactly to confirm',
} as const;
export type BackupMessageKey = keyof typeof BACKUP_MESSAGES;

/** A restore without its file (a field error, as an import without its CSV). */
export const BACKUP_FILE_REQUIRED = 'A backup file (.zip) is required';
