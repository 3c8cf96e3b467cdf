import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { turnTaker } from '../lib/turns.js';
import { gzipBody } from './gzip-body.js';

/** Items checked and serialised at a time; the loop is given back between slices of a few ms. */
const ITEMS_PER_SLICE = 100;
const MIN_GZIP_BYTES = 8 * 1024;

/**
 * A long JSON array (thousands of upcoming occurrences) checked against its item schema and
 * serialised a hundred items at a time, the event loop given back every few ms, then gzipped
 * (gzip-body.ts): Fastify's serializer would hold the loop for the whole answer, and every other
 * user's request with it. The answer is the bytes the route's response schema gives.
 */
export async function sendJsonArray<S extends z.ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  item: S,
  items: readonly z.output<S>[],
) {
  const chunk = z.array(item);
  const parts: string[] = [];
  const turns = turnTaker();
  for (let i = 0; i < items.length; i += ITEMS_PER_SLICE) {
    if (turns.due()) await turns.take();
    parts.push(JSON.stringify(z.encode(chunk, items.slice(i, i + ITEMS_PER_SLICE))).slice(1, -1));
  }
  const body = `[${parts.join(',')}]`;
  reply.type('application/json; charset=utf-8');
  if (body.length < MIN_GZIP_BYTES) return reply.send(body);
  reply.header('Vary', 'Accept-Encoding');
  const accepts = req.headers['accept-encoding'];
  if (typeof accepts !== 'string' || !/\bgzip\b/.test(accepts)) return reply.send(body);
  return reply.header('Content-Encoding', 'gzip').send(await gzipBody(body));
}
