import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  publicUrl: string;
  /** sha256 sources for inline scripts of the built index.html (the no-flash colour-scheme script). */
  scriptHashes: string[];
}

/**
 * Security headers with a real CSP, CORS limited to PUBLIC_URL, and `Cache-Control: no-store` on
 * every API answer, since API answers are per user.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...opts.scriptHashes.map((h) => `'${h}'`)],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sign-in pop-ups of an OIDC provider need to see their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cors, {
    origin: [opts.publicUrl],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-CSRF-Token',
      'X-Request-ID',
      'Idempotency-Key',
    ],
    exposedHeaders: ['X-Request-ID', 'Retry-After'],
    maxAge: 600,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
