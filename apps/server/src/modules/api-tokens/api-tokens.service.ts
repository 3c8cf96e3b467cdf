import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MAX_PER_USER,
  API_TOKEN_MESSAGES,
  AppError,
  type ApiToken,
  type CreatedApiToken,
  type createApiTokenBodySchema,
} from '@wealthlog/core';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { apiTokens } from '../../db/schema/index.js';
import { recordActivity, type RequestOrigin } from '../../lib/activity.js';
import { newApiToken } from '../../plugins/auth/api-token.js';
import { sha256 } from '../../plugins/auth/tokens.js';

type CreateBody = z.output<typeof createApiTokenBodySchema>;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The expiry as stored: null (never), or a moment in the future no further than
 * API_TOKEN_MAX_DAYS ahead. Checked here, not in the schema, because "now" is the server's.
 */
export function checkExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime())
    throw AppError.validation({ expiresAt: [API_TOKEN_MESSAGES.expiryInPast] });
  if (at.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS)
    throw AppError.validation({ expiresAt: [API_TOKEN_MESSAGES.expiryTooFar] });
  return at;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A new token for the user: its value is returned this once and only its sha-256 is stored. The
 * cap counts live tokens (not revoked, not expired); a per-user lock makes two concurrent
 * creations count each other.
 */
export async function createApiToken(
  db: Database,
  userId: number,
  body: CreateBody,
  origin: RequestOrigin,
  now = new Date(),
): Promise<CreatedApiToken> {
  const expiresAt = checkExpiry(body.expiresAt, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_tokens'), ${userId})`);
    const [live] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.userId, userId),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        ),
      );
    if (live!.n >= API_TOKEN_MAX_PER_USER)
      throw new AppError('BUS_003', API_TOKEN_MESSAGES.tooMany);
    const token = newApiToken();
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId, name: body.name, scope: body.scope, tokenHash: sha256(token), expiresAt })
      .returning();
    await recordActivity(
      tx,
      { userId, event: 'token_created', detail: { name: body.name, scope: body.scope } },
      origin,
    );
    return { id: row!.id, name: row!.name, scope: row!.scope, expiresAt: iso(expiresAt), token };
  });
}

/** The user's tokens that were not revoked, expired ones included (marked by their date), newest first. */
export async function listApiTokens(db: Database, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scope: r.scope,
    createdAt: r.createdAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    lastUsedAt: iso(r.lastUsedAt),
  }));
}

/**
 * Revokes one of the user's tokens: it answers 401 from the next request. Another user's id, an
 * unknown one, a malformed one and one already revoked all answer 404 alike.
 */
export async function revokeApiToken(
  db: Database,
  userId: number,
  id: string,
  origin: RequestOrigin,
): Promise<void> {
  if (!UUID.test(id)) throw AppError.notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name, scope: apiTokens.scope });
    if (!row) throw AppError.notFound();
    await recordActivity(
      tx,
      { userId, event: 'token_revoked', detail: { name: row.name, scope: row.scope } },
      origin,
    );
  });
}
