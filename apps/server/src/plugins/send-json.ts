import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipBody } from './gzip-body.js';

/**
 * Sends a JSON answer that PostgreSQL already built (and the dashboard cache keeps as text) as it
 * is: a string with a JSON content type is not re-serialized by Fastify.
 *
 * Large answers (networth?range=all is ~340 KB for ten years of daily points) go out gzipped to
 * clients that accept it — about a tenth of the bytes. Compressing costs milliseconds, so the
 * gzipped bytes of recent bodies are kept (keyed by the body text, which is what the dashboard
 * cache hands back until the next write) and each cached answer is compressed once, not per request.
 * Node's own zlib: no compression plugin is installed.
 */
const MIN_GZIP_BYTES = 8 * 1024;
const MAX_KEPT = 32;
const gzipped = new Map<string, Buffer>();

async function gzipOf(body: string): Promise<Buffer> {
  let hit = gzipped.get(body);
  if (hit === undefined) {
    hit = await gzipBody(body);
    // Oldest first out: a Map iterates in insertion order.
    if (gzipped.size >= MAX_KEPT) gzipped.delete(gzipped.keys().next().value!);
    gzipped.set(body, hit);
  }
  return hit;
}

export async function sendJson(req: FastifyRequest, reply: FastifyReply, body: string) {
  reply.type('application/json; charset=utf-8');
  if (body.length < MIN_GZIP_BYTES) return reply.send(body);
  reply.header('Vary', 'Accept-Encoding');
  const accepts = req.headers['accept-encoding'];
  if (typeof accepts !== 'string' || !/\bgzip\b/.test(accepts)) return reply.send(body);
  return reply.header('Content-Encoding', 'gzip').send(await gzipOf(body));
}
