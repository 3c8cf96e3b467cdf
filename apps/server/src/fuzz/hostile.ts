import fc from 'fast-check';

/**
 * Values a careless client or an attacker sends: derived from each field's JSON schema
 * (a valid-looking value of the right type) or taken from the hostile pool, mixed by fast-check.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  $ref?: string;
};

const LONG = 'x'.repeat(1_000_000);
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'a\u202egnp.exe',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2147483648',
  '+1',
  '1e0',
  '0x1f',
  '-0',
  '1e308',
  "'; DROP TABLE users; --",
  '%00',
  '<script>',
  '../../etc/passwd',
  LONG,
];
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  1.123456789,
  0.001,
];

const deep = (n: number): unknown => (n === 0 ? [] : { a: [deep(n - 1)] });
const hostileAny = fc.constantFrom<unknown>(
  ...HOSTILE_STRINGS,
  ...HOSTILE_NUMBERS,
  true,
  false,
  null,
  [],
  {},
  deep(200),
  [1, 'a', null],
);

function typeOf(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** A value for one field: usually of its own type (to get past the shape), else anything hostile. */
export function valueFor(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 3) return hostileAny;
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), hostileAny);
  const t = typeOf(s);
  const own: fc.Arbitrary<unknown> =
    t === 'string'
      ? s.format === 'date'
        ? fc.constantFrom('2025-05-09', '0000-01-01', '1899-12-31', '2200-01-01', '2025-02-30')
        : s.format === 'date-time'
          ? fc.constantFrom('2025-05-09T10:00:00Z', '0000-01-01T00:00:00Z', 'yesterday')
          : fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...HOSTILE_STRINGS))
      : t === 'integer' || t === 'number'
        ? fc.oneof(fc.integer(), fc.double(), fc.constantFrom(...HOSTILE_NUMBERS))
        : t === 'boolean'
          ? fc.boolean()
          : t === 'array'
            ? fc.array(valueFor(s.items, depth + 1), { maxLength: 4 })
            : t === 'object'
              ? bodyFor(s, depth + 1)
              : hostileAny;
  return fc.oneof({ arbitrary: own, weight: 3 }, { arbitrary: hostileAny, weight: 1 });
}

/** An object body: each known property present or not, plus now and then a key nobody expects. */
export function bodyFor(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const props = Object.entries(s?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, depth)])), {
    requiredKeys: [],
  });
  return fc.oneof(
    { arbitrary: shaped, weight: 4 },
    { arbitrary: shaped.map((o) => ({ ...(o as object), unexpected: 'x' })), weight: 1 },
    { arbitrary: hostileAny, weight: 1 },
  );
}

/** Path parameter values: ids of the other user, ids that cannot exist, text that is no id. */
export const pathValue = (foreignIds: readonly number[]) =>
  fc.constantFrom(
    ...foreignIds.map(String),
    '0',
    '2147483648',
    '9007199254740993',
    '+1',
    '1e0',
    '%201',
    '0x1f',
    'abc',
    '%00',
    'a'.repeat(300),
    '-1',
  );

/** Multipart bodies that are not what the header promises. */
export const BROKEN_MULTIPART: { contentType: string; body: string }[] = [
  {
    contentType: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nDate\r\n--x--',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nDate,Amount\r\n',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--y\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\n\r\nabc\r\n--y--',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n\r\nb\r\n--x--\r\n',
  },
  { contentType: 'text/plain', body: 'not json' },
];

/** What a property named so usually holds, where its schema alone cannot say (a refine, a pattern). */
const BY_NAME: [RegExp, string | number][] = [
  [/^termMonths$/, 12],
  [/^firstPaymentDate$/, '2026-02-15'],
  [/^cascade$/, 'false'],
  [/^exclude$/, 'recurring:1'],
  [/^rrule$/, 'FREQ=MONTHLY;BYMONTHDAY=1'],
  [/currency$|^base$/i, 'EUR'],
  [/^quote$/, 'USD'],
  [/^(symbol|instrument)$/, 'AAPL'],
  [/email/i, 'someone@example.com'],
  [/^username$/, 'alice'],
  [/^password$|^confirmPassword$/, 'Xk9!mP2#qL7$'],
  [/^color$/, '#336699'],
  [/^phone$/, '+33612345678'],
  // Never alice's own: a password change would sign the fuzz out for good.
  [/^currentPassword$/, 'Not-the-password-1!'],
  [/^newPassword$/, 'Xk9!mP2#qL7$-new'],
  [/timezone/i, 'Europe/Paris'],
  [/^month$/, '2026-01'],
];

const PATTERNED = ['1', '2026', 'true', '2026-01', '2026-01-15', '100.5', 'EUR'];

/**
 * One value its schema accepts, as a careful client would send it (the fuzz must reach
 * every operation's handler, not only its validation): the required properties (`every`: all of
 * them), numbers inside their bounds, dates that exist, ids of 1. Cross-field rules may still
 * refuse it.
 */
export function wellFormed(
  s: JsonSchema | undefined,
  resolve: (s: JsonSchema) => JsonSchema,
  name = '',
  depth = 0,
  every = false,
): unknown {
  if (!s || depth > 6) return undefined;
  const r = resolve(s) as JsonSchema & {
    minimum?: number;
    maximum?: number;
    minLength?: number;
    minItems?: number;
    pattern?: string;
    required?: string[];
    default?: unknown;
  };
  if (r.default !== undefined) return r.default;
  if (r.enum) return r.enum[0];
  const inner = (x: JsonSchema | undefined, n: string) =>
    wellFormed(x, resolve, n, depth + 1, every);
  if (r.anyOf)
    return inner(
      r.anyOf.find((a) => a.type !== 'null'),
      name,
    );
  const hint = BY_NAME.find(([re]) => re.test(name));
  const t = typeOf(r);
  if (t === 'string') {
    if (typeof hint?.[1] === 'string') return hint[1];
    if (r.format === 'date') return '2026-01-15';
    if (r.format === 'date-time') return '2026-01-15T10:00:00Z';
    // A query string's number, boolean or month is a string with a pattern: the first that fits.
    if (r.pattern) {
      const re = new RegExp(r.pattern);
      const fits = PATTERNED.find((v) => re.test(v));
      if (fits !== undefined) return fits;
    }
    return 'Fuzz'.padEnd(r.minLength ?? 1, 'z');
  }
  if (t === 'integer' || t === 'number') {
    if (typeof hint?.[1] === 'number') return hint[1];
    const low = r.minimum ?? 1;
    const value = Math.max(low, Math.min(r.maximum ?? 1, 1));
    return t === 'integer' ? Math.ceil(value) : value;
  }
  if (t === 'boolean') return false;
  if (t === 'array') {
    const item = inner(r.items, name);
    return Array.from({ length: r.minItems ?? 0 }, () => item);
  }
  if (t === 'object') {
    const out: Record<string, unknown> = {};
    const keys = every ? Object.keys(r.properties ?? {}) : (r.required ?? []);
    for (const key of keys) out[key] = inner(r.properties?.[key], key);
    return out;
  }
  return undefined;
}
