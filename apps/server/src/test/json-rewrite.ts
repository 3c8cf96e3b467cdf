/** A value's place in a JSON document: object keys and array indices from the root. */
export type JsonPath = readonly (string | number)[];

/**
 * The JSON text `raw` again, byte for byte, except for the primitive values `replace` rewrites
 * (it gets the path, the value's own text and its parsed value, and returns the text to write).
 * Whitespace, key order and number spellings are kept as they were, so two texts compared after
 * a rewrite are compared as the server wrote them (tests only: no limits on depth or size).
 */
export function rewriteJson(
  raw: string,
  replace: (path: JsonPath, token: string, value: string | number | boolean | null) => string,
): string {
  let i = 0;
  let out = '';
  const space = () => {
    const start = i;
    while (i < raw.length && ' \t\n\r'.includes(raw[i]!)) i += 1;
    out += raw.slice(start, i);
  };
  const stringToken = () => {
    const start = i;
    i += 1;
    while (raw[i] !== '"') i += raw[i] === '\\' ? 2 : 1;
    i += 1;
    return raw.slice(start, i);
  };
  const value = (path: JsonPath): void => {
    space();
    const c = raw[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      out += c;
      i += 1;
      space();
      let n = 0;
      while (raw[i] !== close) {
        if (n > 0) {
          out += ',';
          i += 1;
        }
        let key: string | number = n;
        if (c === '{') {
          space();
          const k = stringToken();
          out += k;
          key = JSON.parse(k) as string;
          space();
          out += ':';
          i += 1;
        }
        value([...path, key]);
        space();
        n += 1;
      }
      out += close;
      i += 1;
      return;
    }
    let token: string;
    if (c === '"') token = stringToken();
    else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(raw.slice(i, i + 64));
      if (!m) throw new Error(`Not JSON at ${i}: ${raw.slice(i, i + 20)}`);
      token = m[0];
      i += token.length;
    }
    out += replace(path, token, JSON.parse(token) as string | number | boolean | null);
  };
  value([]);
  space();
  if (i !== raw.length) throw new Error(`Trailing text at ${i}`);
  return out;
}

/** The parsed value at `path`, or undefined where `doc` has none. */
export function valueAt(doc: unknown, path: JsonPath): unknown {
  let v = doc;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}
