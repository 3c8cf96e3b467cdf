import { StringDecoder } from 'node:string_decoder';

/** The member is not one JSON array of objects (truncated, or not JSON). */
export class JsonArrayError extends Error {}

/** Longest object accepted: a row is a few hundred bytes; this bounds memory against a hostile file. */
const OBJECT_MAX = 1 << 20;

const isSpace = (ch: number) => ch === 32 || ch === 10 || ch === 13 || ch === 9;

/** An odd number of backslashes just before `end` (none before `from`): the character is escaped. */
function escapedAt(text: string, end: number, from: number): boolean {
  let k = end - 1;
  while (k >= from && text.charCodeAt(k) === 92) k -= 1;
  return (end - 1 - k) % 2 === 1;
}

/**
 * The objects of one top-level JSON array, as their JSON text, read from a byte stream a chunk at
 * a time: a member of 100k rows never sits in memory whole, and any layout of whitespace is read
 * (the archive writes one row a line; a converter need not). Only the array's shape is checked
 * here; each object's text goes to JSON.parse. Given out a chunk's objects at a time (one step of
 * an async generator per object cost more than finding it), those before a fault first.
 */
export async function* jsonArrayObjects(
  source: AsyncIterable<Buffer | string>,
): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  // open: before '['; item: expecting an object (or ']' when none yet); next: ',' or ']'; end.
  // (A cast, not a type: the closure below changes it, so TypeScript must not narrow it here.)
  let state = 'open' as 'open' | 'item' | 'next' | 'end';
  let afterComma = false;
  let depth = 0; // > 0 inside an object
  let inString = false;
  let escaped = false;
  let partial = ''; // the current object's text from earlier chunks
  const fail = (why: string): never => {
    throw new JsonArrayError(why);
  };
  /** One chunk's text: the objects it ends into `out`. */
  const scan = (text: string, out: string[]) => {
    let start = depth > 0 ? 0 : -1;
    for (let i = 0; i < text.length; i += 1) {
      if (depth > 0) {
        if (inString) {
          // Straight to the quote that ends the string (most of a row's text is in strings).
          if (escaped) {
            escaped = false;
            continue;
          }
          let q = text.indexOf('"', i);
          while (q !== -1 && escapedAt(text, q, i)) q = text.indexOf('"', q + 1);
          if (q === -1) {
            escaped = escapedAt(text, text.length, i);
            break;
          }
          inString = false;
          i = q;
          continue;
        }
        const ch = text.charCodeAt(i);
        if (ch === 34) inString = true;
        else if (ch === 123 || ch === 91) depth += 1;
        else if (ch === 125 || ch === 93) {
          depth -= 1;
          if (depth === 0) {
            out.push(partial + text.slice(start, i + 1));
            partial = '';
            state = 'next';
          }
        }
        continue;
      }
      const ch = text.charCodeAt(i);
      if (isSpace(ch)) continue;
      if (state === 'open') {
        if (ch !== 91) fail('not a JSON array');
        state = 'item';
      } else if (state === 'item') {
        if (ch === 123) {
          depth = 1;
          start = i;
          afterComma = false;
        } else if (ch === 93 && !afterComma) state = 'end';
        else fail('an object is expected');
      } else if (state === 'next') {
        if (ch === 44) {
          state = 'item';
          afterComma = true;
        } else if (ch === 93) state = 'end';
        else fail('a comma is missing between objects');
      } else fail('data after the end of the array');
    }
    if (depth > 0) {
      partial += text.slice(start);
      if (partial.length > OBJECT_MAX) fail('an object is too large');
    }
  };
  for await (const chunk of source) {
    const out: string[] = [];
    try {
      scan(typeof chunk === 'string' ? chunk : decoder.write(chunk), out);
    } catch (err) {
      if (out.length) yield out;
      throw err;
    }
    if (out.length) yield out;
  }
  if (state !== 'end') fail('the array is cut short');
}
