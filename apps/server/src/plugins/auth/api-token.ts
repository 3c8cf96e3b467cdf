import { API_TOKEN_PREFIX, type ApiTokenScope } from '@wealthlog/core';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';
import { userRoleNames } from './session-principal.js';
import { randomToken, sha256 } from './tokens.js';

/**
 * Personal API tokens as the auth plugin reads them on every request. Like the session lookup, it
 * lives with the plugin (plugins never import a module); modules/api-tokens creates and lists them.
 */

/** `wl_` + 32 random bytes in base64url (43 characters): what a user pastes into a script. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomToken()}`;
}

const FORMAT = /^wl_[A-Za-z0-9_-]{43}$/;

/**
 * Bearer values starting `wl_` are personal tokens; a JWT never does (it starts with its base64url
 * header, `eyJ`), so the two kinds cannot be mistaken for one another.
 */
export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

export interface ApiTokenPrincipal {
  id: string;
  scope: ApiTokenScope;
  userId: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  username: string;
  active: boolean;
  roles: string[];
}

/**
 * The token's row (by its sha-256, so the lookup never compares secrets) and its user; null for an
 * unknown value. A value of the wrong shape is not looked up at all.
 */
export async function findApiTokenPrincipal(
  db: Database,
  token: string,
): Promise<ApiTokenPrincipal | null> {
  if (!FORMAT.test(token)) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      userId: apiTokens.userId,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      username: users.username,
      active: users.active,
      roles: userRoleNames,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sha256(token)));
  return row ?? null;
}

/** lastUsedAt is kept to the minute: a script polling every second writes once a minute, not 60 times. */
export const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * Records a use, at most once a minute per token. The row read for the request says whether a
 * write is due, so most requests write nothing; the WHERE clause keeps concurrent requests (or
 * instances) from writing the same minute twice.
 */
export async function touchApiToken(
  db: Database,
  token: Pick<ApiTokenPrincipal, 'id' | 'lastUsedAt'>,
  now = new Date(),
): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USED_GRANULARITY_MS)
    return;
  const due = new Date(now.getTime() - LAST_USED_GRANULARITY_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, due)),
      ),
    );
}
