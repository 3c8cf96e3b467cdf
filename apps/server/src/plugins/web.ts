import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './errors.js';

/** apps/server/{src,dist}/plugins → apps/web/dist. */
export function defaultWebDist(): string {
  return fileURLToPath(new URL('../../../web/dist', import.meta.url));
}

/** CSP sources for the inline <script>s of index.html, so the CSP can stay strict. */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.trim()) hashes.push(`sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
  }
  return hashes;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html (SPA fallback), so deep links like /RealEstate load the app.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const index = path.join(opts.webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      // No route per file: with every area's and locale's chunks that was some 900 routes built
      // at each start (≈ 100 ms, issue 34). serveApp below sends each file through reply.sendFile.
      serve: false,
      index: false,
      // @fastify/static 10 hands over the reply, not the raw response.
      setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    app.get('/*', { schema: { hide: true } }, (req, reply) => serveApp(req, reply));
    app.get('/', { schema: { hide: true } }, (req, reply) => serveApp(req, reply));
  }
  function serveApp(req: FastifyRequest, reply: FastifyReply) {
    const urlPath = req.url.split('?')[0]!;
    if (urlPath.startsWith('/api/') || urlPath === '/api') return apiNotFound(req, reply);
    const file = path.join(opts.webDist, path.normalize(decodeURIComponent(urlPath)));
    if (
      file.startsWith(opts.webDist) &&
      urlPath !== '/' &&
      fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      return reply.sendFile(path.relative(opts.webDist, file));
    }
    // A missing asset is a real 404, not the app.
    if (urlPath.startsWith('/assets/'))
      return reply.status(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api')) return apiNotFound(req, reply);
    if (!built) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
});
