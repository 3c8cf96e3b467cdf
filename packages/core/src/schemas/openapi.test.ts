import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index.js';

// Every exported schema must convert to JSON Schema in both directions, because the server's
// OpenAPI document is generated from them; a schema zod cannot express would break /api/docs/json.
const schemas = Object.entries(core as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('OpenAPI readiness', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s converts to JSON Schema', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).not.toThrow();
  });

  it('names the response components', () => {
    const ids = schemas.map(([, s]) => z.globalRegistry.get(s)?.id).filter(Boolean);
    for (const id of [
      'User',
      'Role',
      'UserPage',
      'Account',
      'StatusChange',
      'Transaction',
      'TransactionPage',
      'Trade',
      'TradePage',
      'TradeStats',
      'HealthCheck',
      'HealthResult',
      'GeneralSettings',
      'TradingSettings',
      'AuthSession',
      'UserResponse',
      'RegisterResponse',
      'MessageResponse',
      'AuthDebug',
      'ErrorEnvelope',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('marks request bodies as closed (unknown keys rejected)', () => {
    const json = z.toJSONSchema(core.registerBodySchema, { io: 'input' }) as {
      additionalProperties?: unknown;
    };
    expect(json.additionalProperties).toBe(false);
  });
});
