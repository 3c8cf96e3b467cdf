import { z } from 'zod';
import { timestampSchema } from './fields.js';

/** One named check. `error` only on failure, and never in the public GET /api/health answer. */
export const healthCheckSchema = z
  .object({
    healthy: z.boolean(),
    lastCheck: timestampSchema,
    error: z.string().optional(),
  })
  .meta({ id: 'HealthCheck' });
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/** Healthy only when every registered check is. */
export const healthResultSchema = z
  .object({
    healthy: z.boolean(),
    timestamp: timestampSchema,
    checks: z.record(z.string(), healthCheckSchema),
  })
  .meta({ id: 'HealthResult' });
export type HealthResult = z.infer<typeof healthResultSchema>;

/** GET /api/health/live. */
export const liveResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Liveness' });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
