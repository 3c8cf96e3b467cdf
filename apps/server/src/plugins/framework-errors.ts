import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { ERROR_CATALOGUE } from '@wealthlog/core';

/**
 * Errors that happen before a route runs still answer the one envelope `{ code, message,
 * requestId }` with an X-Request-ID header (API.md). Node's HTTP parser refuses a request line or
 * headers over its limit (431) or malformed (400) before Fastify sees a request: this writes that
 * answer on the socket itself.
 */
export function clientErrorHandler(
  err: NodeJS.ErrnoException & { code?: string },
  socket: Socket,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW' || err.code === 'HPE_URI_TOO_LONG';
  const status = tooLarge ? 431 : 400;
  const requestId = randomUUID();
  const body = JSON.stringify({
    code: 'VAL_003',
    message: tooLarge ? 'Request header fields or URL too large' : ERROR_CATALOGUE.VAL_003.message,
    requestId,
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-ID: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
