import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * Above this size an answer is compressed on libuv's thread pool rather than in line: level 6 costs
 * about 20 ms per MB here and twice that on a busy machine, and all-time net worth since 1900 is
 * 3 MB — in line, every other user's request would wait behind it. Below it (nearly every answer)
 * compression stays in line: the pool's four threads also hash passwords and read the web's files,
 * and a queue of small jobs there stalls page loads more than a few ms in line do.
 */
const IN_LINE_MAX_BYTES = 256 * 1024;

export async function gzipBody(body: string): Promise<Buffer> {
  if (body.length <= IN_LINE_MAX_BYTES) return gzipSync(body, { level: 6 });
  return gzipAsync(body, { level: 6 });
}
