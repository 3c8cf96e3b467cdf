import { z } from 'zod';
import { pathTextField, timestampSchema } from './fields.js';

/**
 * GET /api/auth/sessions item: one signed-in device (a session family, which keeps its id across
 * refresh-token rotation). createdAt is when it signed in; userAgent, ip and lastUsedAt come from
 * its latest refresh; current marks the caller's own session.
 */
export const sessionInfoSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: timestampSchema,
    lastUsedAt: timestampSchema,
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionListSchema = z.array(sessionInfoSchema).meta({ id: 'SessionList' });

/** DELETE /api/auth/sessions/{id}. Unknown ids answer 404 like another user's (no format hint). */
export const sessionParamsSchema = z.object({ id: pathTextField('Id', 64) });
export type SessionParams = z.infer<typeof sessionParamsSchema>;

/** POST /api/auth/sessions/revoke-others: how many other sessions were signed out. */
export const revokeOthersResponseSchema = z
  .object({ revoked: z.number().int().min(0) })
  .meta({ id: 'RevokeOthersResponse' });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponseSchema>;
