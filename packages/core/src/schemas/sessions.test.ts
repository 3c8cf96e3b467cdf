import { describe, expect, it } from 'vitest';
import { revokeOthersResponseSchema, sessionInfoSchema } from './sessions.js';

describe('session schemas', () => {
  it('parses a session entry and the revoke-others answer', () => {
    const s = {
      id: '7f1c5d0e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
      userAgent: null,
      ip: '127.0.0.1',
      createdAt: '2024-01-01T00:00:00.000Z',
      lastUsedAt: '2024-01-02T00:00:00.000Z',
      current: true,
    };
    expect(sessionInfoSchema.parse(s)).toEqual(s);
    expect(sessionInfoSchema.safeParse({ ...s, current: undefined }).success).toBe(false);
    expect(revokeOthersResponseSchema.safeParse({ revoked: -1 }).success).toBe(false);
  });
});
