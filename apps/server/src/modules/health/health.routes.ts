import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { sendLeaving } from '../../plugins/errors.js';
import { withoutErrors } from '../../plugins/health-registry.js';

const tags = ['health'];

/** GET /api/health and /api/health/live: public, for load balancers and uptime probes. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'health.get', {
    tags,
    public: true,
    summary: 'Runs every named check; 503 when one is unhealthy',
    handler: async (_req, reply) => {
      const result = withoutErrors(await app.health.runFresh());
      return reply.status(result.healthy ? 200 : 503).send(result);
    },
  });

  route(app, 'health.live', {
    tags,
    public: true,
    summary:
      'Liveness: the process answers; touches no database. 503 once the instance is leaving (draining)',
    handler: (req, reply) => {
      // A load balancer's check: failing it first lets the balancer stop sending new requests
      // while this instance still answers those it is sent (SHUTDOWN_DRAIN_MS).
      if (app.isLeaving()) return sendLeaving(req, reply);
      return { ok: true as const };
    },
  });
};
