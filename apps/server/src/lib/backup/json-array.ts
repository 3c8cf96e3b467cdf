import { StringDecoder } from 'node:string_decoder';

/** The member is not one JSON array of objects (truncated, or not JSON). */
export class JsonArrayError extends Error {}

/** Longest object accepted: a row is a few hundred bytes; this bounds memory against a hostile file. */
const OBJECT_MAX = 1 << 20;

const isSpace = (ch: number) => ch === 32 || ch === 10 || ch === 13 || ch === 9;

/**
 * The objects of one top-level JSON array, as their JSON text, read from a byte stream a chunk at
 * a time: a member of 100k rows never sits in memory whole, and any layout of whitespace is read
 * (the archive writes one row a line; a converter need not). Only the array's shape is checked
 * here; each object's text goes to JSON.parse.
 */
export async function* jsonArrayObjects(
  source: AsyncIterable<Buffer | string>,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  // open: before '['; item: expecting an object (or ']' when none yet); next: ',' or ']'; end.
  let state: 'open' | 'item' | 'next' | 'end' = 'open';
  let afterComma = false;
  let depth = 0; // > 0 inside an object
  let inString = false;
  let escaped = false;
  let partial = ''; // the current object's text from earlier chunks
  const fail = (why: string): never => {
    throw new JsonArrayError(why);
  };
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let start = depth > 0 ? 0 : -1;
    for (let i = 0; i < text.length; i += 1) {
      const ch = text.charCodeAt(i);
      if (depth > 0) {
        if (inString) {
          if (escaped) escaped = false;
          else if (ch === 92) escaped = true;
          else if (ch === 34) inString = false;
        } else if (ch === 34) inString = true;
        else if (ch === 123 || ch === 91) depth += 1;
        else if (ch === 125 || ch === 93) {
          depth -= 1;
          if (depth === 0) {
            const element = partial + text.slice(start, i + 1);
            partial = '';
            state = 'next';
            yield element;
          }
        }
        continue;
      }
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
  }
  if (state !== 'end') fail('the array is cut short');
}
