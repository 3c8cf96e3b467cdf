import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppError, errorEnvelopeSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/app.js';

const extra: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(3, 'Name must be at least 3 characters') }).strict(),
      },
    },
    async (req) => req.body,
  );
  api.get('/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
  });
  api.get('/test/insufficient', async () => {
    throw new AppError('BUS_001');
  });
};

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.x="1"</script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist }, extra);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('GET /api/health runs the named checks against the real database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.healthy).toBe(true);
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'disk']);
    expect(body.checks.database).toEqual({ healthy: true, lastCheck: expect.any(String) });
  });

  it('GET /api/health/live answers without the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('request id', () => {
  it('echoes a safe X-Request-ID and uses it in error envelopes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.json().requestId).toBe('abc-123');
  });

  it('generates one when absent or unsafe', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id on the request log line', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'log-line-1' },
    });
    const line = t.logs.find((l) => l.requestId === 'log-line-1');
    expect(line).toMatchObject({
      msg: expect.stringMatching(/^GET \/api\/health\/live 200 \d+ms$/),
    });
  });
});

describe('error envelope', () => {
  it('unknown API routes answer 404 DB_004', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ code: 'DB_004', message: 'Resource not found' });
  });

  it('malformed JSON answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_003' });
  });

  it('validation failures answer 400 VAL_001 with a field map, unknown keys refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', roles: ['ADMIN'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VAL_001');
    expect(body.message).toBe('Validation failed');
    expect(body.errors).toEqual({
      name: ['Name must be at least 3 characters'],
      roles: ['Roles is not allowed'],
    });
  });

  it('AppErrors keep their code and status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/insufficient' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUS_001', message: 'Insufficient funds' });
  });

  it('5xx bodies never carry internals, but the log has them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'SYS_001',
      message: 'Server error occurred',
      requestId: 'boom-1',
    });
    expect(res.body).not.toContain('secret_table');
    expect(t.rawLogs.some((l) => l.includes('secret_table') && l.includes('boom-1'))).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a real CSP, no X-Powered-By, and no-store on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('allows the inline script of index.html by its hash only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });

  it('CORS answers PUBLIC_URL and nobody else', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    expect(doc.paths['/api/health/live'].get.responses['200']).toBeDefined();
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('web app', () => {
  it('deep links get index.html (SPA fallback)', async () => {
    for (const url of ['/', '/RealEstate', '/trading/trading', '/login?redirect=%2Faccounts']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('hashed assets are served with a long cache; missing ones are a real 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not serve files outside the web root', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2F..%2Fpackage.json' });
    expect(res.body).not.toContain('"workspaces"');
  });
});
