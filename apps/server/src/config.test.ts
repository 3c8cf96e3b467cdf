import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.LOG_FORMAT).toBe('pretty');
    expect(c.oidcEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).LOG_FORMAT).toBe('json');
  });

  it('UPLOAD_QUOTA_BYTES: 1 GiB by default, a positive integer when set', () => {
    expect(loadConfig({}).UPLOAD_QUOTA_BYTES).toBe(1_073_741_824);
    expect(loadConfig({ UPLOAD_QUOTA_BYTES: '5000' }).UPLOAD_QUOTA_BYTES).toBe(5000);
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: '0' })).toThrow(/UPLOAD_QUOTA_BYTES/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ REDIS_URL: 'nope' }, /^Invalid configuration: REDIS_URL /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 bytes long$/],
    [
      { OIDC_ISSUER: 'https://accounts.google.com' },
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let thrown: unknown;
    try {
      loadConfig(env as NodeJS.ProcessEnv);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain('\n');
  });

  it('never echoes a secret in the error', () => {
    expect(() => loadConfig({ JWT_SECRET: 'tiny-secret' })).toThrow(/^(?!.*tiny-secret)/);
  });

  it('accepts a 32-byte secret and a full OIDC trio', () => {
    const c = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://wealth.example.org/',
    });
    expect(c.oidcEnabled).toBe(true);
    expect(c.PUBLIC_URL).toBe('https://wealth.example.org');
  });
});
