import { setImmediate as nextTurn } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Items checked and serialised between two turns of the event loop. */
const ITEMS_PER_TURN = 500;
const MIN_GZIP_BYTES = 8 * 1024;

/**
 * A long JSON array (thousands of upcoming occurrences) checked against its item schema and
 * serialised a thousand items at a time, the event loop free in between, then gzipped in line
 * (libuv's four threads also hash passwords and read the web's files: a queue there stalls page
 * loads, a few ms of gzip here do not): Fastify's serializer would hold the loop for the whole answer, and every other
 * user's request with it (issue 27). The answer is the bytes the route's response schema gives.
 */
export async function sendJsonArray<S extends z.ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  item: S,
  items: readonly z.output<S>[],
) {
  const chunk = z.array(item);
  const parts: string[] = [];
  for (let i = 0; i < items.length; i += ITEMS_PER_TURN) {
    if (i > 0) await nextTurn();
    parts.push(JSON.stringify(z.encode(chunk, items.slice(i, i + ITEMS_PER_TURN))).slice(1, -1));
  }
  const body = `[${parts.join(',')}]`;
  reply.type('application/json; charset=utf-8');
  if (body.length < MIN_GZIP_BYTES) return reply.send(body);
  reply.header('Vary', 'Accept-Encoding');
  const accepts = req.headers['accept-encoding'];
  if (typeof accepts !== 'string' || !/\bgzip\b/.test(accepts)) return reply.send(body);
  return reply.header('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
}
