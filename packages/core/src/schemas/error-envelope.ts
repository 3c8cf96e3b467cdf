import { z } from 'zod';
import type { ErrorEnvelope } from '../errors.js';

/** The error envelope of API.md (errors.ts ErrorEnvelope), for the server and the OpenAPI document. */
export const errorEnvelopeSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** Which condition of the code it is ('currencyLocked' of BUS_004): what clients translate. */
    reason: z.string().optional(),
    requestId: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' }) satisfies z.ZodType<ErrorEnvelope>;
