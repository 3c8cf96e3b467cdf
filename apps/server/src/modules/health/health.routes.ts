import { healthResultSchema, liveResponseSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withoutErrors } from '../../plugins/health-registry.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Runs every named check; 503 when one is unhealthy',
        response: { 200: healthResultSchema, 503: healthResultSchema },
      },
    },
    async (_req, reply) => {
      const result = withoutErrors(await app.health.runFresh());
      return reply.status(result.healthy ? 200 : 503).send(result);
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers; touches no database',
        response: { 200: liveResponseSchema },
      },
    },
    async () => ({ ok: true as const }),
  );
};
