import { z } from 'zod';
import { dateTimeField, enumField, pathTextField, textField, timestampSchema } from './fields.js';

/**
 * Personal API tokens (API.md "Account security"): `Authorization: Bearer wl_…` for scripts. The
 * token is shown once at creation; the server keeps only its sha-256.
 */
export const API_TOKEN_PREFIX = 'wl_';
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX = 64;
/** Live (not revoked, not expired) tokens one user may hold: enough for every script, not a flood. */
export const API_TOKEN_MAX_PER_USER = 20;
/**
 * The latest expiry a token may be given, in days. A token may also never expire (no `expiresAt`):
 * a cron job should not break silently once a year; the list shows its last use so a forgotten one
 * can be revoked.
 */
export const API_TOKEN_MAX_DAYS = 366;

/** Texts of the refusals the service adds to the schema's (field errors and the cap). */
export const API_TOKEN_MESSAGES = {
  expiryInPast: 'Expiry date must be in the future',
  expiryTooFar: `Expiry date must be at most ${API_TOKEN_MAX_DAYS} days ahead`,
  tooMany: `You already have ${API_TOKEN_MAX_PER_USER} API tokens: revoke one first`,
} as const;

export const apiTokenScopeSchema = enumField('Scope', API_TOKEN_SCOPES).meta({
  id: 'ApiTokenScope',
  description: '`read`: GET only; `read-write`: every data route',
});

/** POST /api/auth/tokens. */
export const createApiTokenBodySchema = z
  .strictObject({
    name: textField('Name', { max: API_TOKEN_NAME_MAX }),
    scope: apiTokenScopeSchema,
    expiresAt: dateTimeField('Expiry date')
      .nullish()
      .meta({ description: 'In the future, at most 366 days ahead; absent or null: never' }),
  })
  .meta({ id: 'CreateApiToken' });
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** One token as GET /api/auth/tokens lists it: never the token itself. */
export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    createdAt: timestampSchema,
    expiresAt: timestampSchema.nullable(),
    lastUsedAt: timestampSchema
      .nullable()
      .meta({ description: 'Kept to the minute: updated at most once a minute' }),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema).meta({ id: 'ApiTokenList' });

/** The answer of POST /api/auth/tokens (201): the only time `token` is ever sent. */
export const createdApiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    expiresAt: timestampSchema.nullable(),
    token: z.string().meta({ description: '`wl_…`: shown once, store it now' }),
  })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** DELETE /api/auth/tokens/{id}: an unknown or malformed id answers 404 like another user's. */
export const apiTokenParamsSchema = z.object({ id: pathTextField('Id', 64) });
