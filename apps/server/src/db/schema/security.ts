import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A user's authenticator app (TOTP, RFC 6238). The row exists from setup on; `enabled_at` is set
 * by the first confirmed code, and only then does sign-in ask for a code. `last_step` is the
 * 30-second step of the last accepted code: a code of that step or an earlier one is a replay.
 */
export const userTotp = pgTable('user_totp', {
  userId: owner().primaryKey(),
  /** Base32 secret: needed in clear to compute codes, so it never leaves this table but to the user at setup. */
  secret: text('secret').notNull(),
  enabledAt: tstz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** One-time recovery codes (10 per set), sha-256 hashed; regenerating replaces the whole set. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys). The public key and id are stored base64url-encoded. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_uq').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * Short-lived, single-use challenges. `sign_in` is the second step of a password (or OIDC)
 * sign-in: its token (hashed) is bound to the user the password proved, counts wrong codes and
 * dies at `expires_at`. `webauthn_register` / `webauthn_login` hold the WebAuthn challenge the
 * browser must sign (user_id null for a username-less passkey sign-in).
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sign_in', 'webauthn_register', 'webauthn_login'] }).notNull(),
    tokenHash: text('token_hash'),
    /** The WebAuthn challenge (base64url) for the webauthn kinds; for sign_in, the passkey one if asked. */
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    /** What the first step was ('password' | 'oidc'), for the activity log and the session. */
    via: text('via'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_uq').on(t.tokenHash),
    index('auth_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** Personal API tokens (`wl_…`): sha-256 hashed, shown once; `read` or `read-write`. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at'),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

/**
 * What happened to an account, kept one year (the auth sweep deletes older rows). `actor_id` is the
 * admin when an admin acted on the user; `user_id` is null only for a failed sign-in that named no
 * known user (kept for the admin's view, with the name tried in `detail`).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: tstz('at').notNull().defaultNow(),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The outbox of the security e-mails (migration 0029): true while the e-mail this event owes
     * its user is not sent yet. Set in the same insert (so it commits or rolls back with the
     * change); modules/activity's dispatcher claims and clears it.
     */
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (t) => [
    index('activity_log_user_at_idx').on(t.userId, t.at.desc()),
    index('activity_log_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.mailPending}`),
    index('activity_log_at_idx').on(t.at.desc()),
    index('activity_log_event_at_idx').on(t.event, t.at.desc()),
  ],
);
