import path from 'node:path';
import { LOGIN_ATTEMPTS, MS_PER_DAY, REGISTRATION_ATTEMPTS } from '@wealthlog/core';
import { z } from 'zod';

/**
 * The environment, parsed once. A bad value stops the start with one line that names the
 * variable (see `loadConfig`), so a typo never turns into a half-working server.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const windowMs = (fallback: number) =>
  z.coerce.number().int().min(100).max(MS_PER_DAY).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  PUBLIC_URL: url(['http', 'https']).optional(),
  JWT_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v, 'utf8') >= 32, {
      message: 'must be at least 32 bytes long',
    })
    .optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('WealthLog <no-reply@localhost>'),
  OIDC_ISSUER: url(['http', 'https']).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URL: url(['http', 'https']).optional(),
  REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  HEALTH_INTERVAL_MS: z.coerce.number().int().min(250).max(600_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(9000),
  // Behind a load balancer: how long a stopping instance keeps serving after its health check
  // starts failing, before it refuses new requests (ideally two of the balancer's check intervals).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  RATE_LIMIT_LOGIN_MAX: count(LOGIN_ATTEMPTS.max),
  RATE_LIMIT_LOGIN_WINDOW_MS: windowMs(LOGIN_ATTEMPTS.windowMs),
  RATE_LIMIT_REGISTER_MAX: count(REGISTRATION_ATTEMPTS.max),
  RATE_LIMIT_REGISTER_WINDOW_MS: windowMs(REGISTRATION_ATTEMPTS.windowMs),
  // Server-side, per user: ten times the browser's own limit (100 / 60 s), since one
  // screen fans out into several calls and a person may have a few tabs open.
  RATE_LIMIT_GLOBAL_MAX: count(1000),
  RATE_LIMIT_GLOBAL_WINDOW_MS: windowMs(60_000),
  // Bytes of uploads one user may keep (1 GiB by default); a full quota answers 413 BUS_003.
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(1_073_741_824),
  // The ECB's reference rates, fetched once ECB_FETCH_DELAY_MS after start and then daily (XML or
  // CSV in the ECB layout): the daily file, or the 90-day or whole history when the gap since the
  // newest shared rate is larger. Offline is normal: a failure is one warning.
  ECB_DAILY_URL: url(['http', 'https']).default(
    'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
  ),
  ECB_90D_URL: url(['http', 'https']).default(
    'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml',
  ),
  ECB_HISTORY_URL: url(['http', 'https']).default(
    'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml',
  ),
  ECB_FETCH: bool.default(true),
  ECB_FETCH_DELAY_MS: z.coerce.number().int().min(0).max(MS_PER_DAY).default(30_000),
  WEB_DIST: z.string().optional(),
  // The nightly backup of every user into DATA_DIR/backups (modules/backup): the newest
  // BACKUP_KEEP complete ones are kept (0 turns it off), written at BACKUP_AT o'clock server time.
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  BACKUP_AT: z.coerce.number().int().min(0).max(23).default(3),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'LOG_FORMAT'> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  LOG_FORMAT: 'pretty' | 'json';
  /** OIDC sign-in is offered only when issuer, client id and secret are all set. */
  oidcEnabled: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses `env`; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = cleaned[name];
    const shown = name.includes('SECRET') || name.includes('URL') ? '' : ` (got "${got}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcParts > 0 && oidcParts < 3) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  return {
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    LOG_FORMAT: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    oidcEnabled: oidcParts === 3,
  };
}
