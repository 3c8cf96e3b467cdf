import { deletedSchema } from '@wealthlog/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../plugins/auth.js';

/** The signed-in user's id, inside a route that `authenticated` (or `adminOnly`) guards. */
export const userId = (req: FastifyRequest): number => requireUser(req).id;

/** The answer of a delete: 204 and no body (`null`, so the response schema's `z.null()` holds). */
export const noContent = (reply: FastifyReply): FastifyReply => reply.code(204).send(null);

/** The response schema of a route that deletes and answers 204 (see `noContent`). */
export const deleted = { 204: deletedSchema };
