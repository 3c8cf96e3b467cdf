import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpoints, routes } from './index.js';

const entries = Object.entries(endpoints) as [string, Endpoint][];

describe('the endpoint map', () => {
  it('has every route, with the method and path routes.ts gives it', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [key, entry] of entries) {
      expect(entry.method, key).toBe(routes[key as keyof typeof routes].method);
      expect(entry.path, key).toBe(routes[key as keyof typeof routes].path);
    }
  });

  it('names each path parameter in its params schema, and no other', () => {
    for (const [key, entry] of entries) {
      const inPath = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape) : [];
      expect(inSchema.sort(), key).toEqual(inPath);
    }
  });

  it('gives every operation a success answer', () => {
    for (const [key, entry] of entries) {
      const statuses = Object.keys(entry.response).map(Number);
      expect(
        // A redirect is the answer of a link opened in the browser (Google's callback: 302; the
        // e-mail's unsubscribe link: 303, to the page that asks before it changes anything).
        statuses.some((s) => (s >= 200 && s < 300) || s === 302 || s === 303),
        key,
      ).toBe(true);
    }
  });
});
