// A signed-in user for scripts/balancer.mjs: its access token, CSRF token and refresh cookie,
// sent to whichever address (the balancer or one instance) a step names.
export class Client {
  /** `origin`: PUBLIC_URL, the one Origin every instance accepts for writes. */
  constructor(origin) {
    this.origin = origin;
    this.token = undefined;
    this.csrf = undefined;
    this.refresh = undefined;
  }

  async call(base, method, url, body, headers = {}) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: this.origin,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { raw: text.slice(0, 200) };
    }
    return { status: res.status, json, headers: res.headers };
  }

  /** The answer's JSON, or an error naming the step when the status is not `want`. */
  async ok(base, method, url, body, want = 200) {
    const res = await this.call(base, method, url, body);
    if (res.status !== want) {
      throw new Error(`${method} ${base}${url}: ${res.status} ${JSON.stringify(res.json)}`);
    }
    return res.json;
  }

  /** Keeps the session of a login or refresh answer. */
  keep(res) {
    this.token = res.json.accessToken;
    this.csrf = res.json.csrfToken;
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
    if (cookie) this.refresh = cookie.split(';')[0];
  }

  async login(base, username, password) {
    const res = await this.call(base, 'POST', '/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.json)}`);
    this.keep(res);
  }

  /** POST /api/auth/refresh with `cookie` (default: the current one); the answer, kept when 200. */
  async refreshWith(base, cookie = this.refresh) {
    const res = await fetch(`${base}/api/auth/refresh`, {
      method: 'POST',
      headers: { origin: this.origin, cookie, ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}) },
    });
    const out = {
      status: res.status,
      json: await res.json().catch(() => null),
      headers: res.headers,
    };
    if (out.status === 200) this.keep(out);
    return out;
  }
}

/** A refresh on B rotates the cookie, its token works on A, the old cookie on A revokes them all. */
export async function sessionAcross(user, a, b, check) {
  const oldCookie = user.refresh;
  const rotated = await user.refreshWith(b.url);
  check(
    rotated.status === 200 && user.refresh !== oldCookie,
    'a refresh on B rotates the cookie',
    `${rotated.status} ${JSON.stringify(rotated.json)}`,
  );
  check((await user.call(a.url, 'GET', '/api/auth/me')).status === 200, 'its new token works on A');
  const reuse = await user.refreshWith(a.url, oldCookie);
  const after = await user.refreshWith(a.url);
  check(
    reuse.status === 401 && after.status === 401,
    'the old cookie again, on A: reuse detected, the family revoked',
  );
}

/** Wrong passwords sent to A and B in turn: the limit's last attempt is refused, whichever. */
export async function loginLimitAcross(stranger, a, b, max, check) {
  const codes = [];
  for (let i = 0; i <= max; i += 1) {
    const body = { username: 'balancer', password: 'wrong' };
    codes.push(
      (await stranger.call(i % 2 ? b.url : a.url, 'POST', '/api/auth/login', body)).status,
    );
  }
  check(
    codes.slice(0, max).every((c) => c === 401) && codes[max] === 429,
    `login attempts counted across instances (${codes.join(' ')})`,
  );
}

/**
 * An upload through A (a PDF of several storage chunks, random bytes in a comment), downloaded
 * whole through B, which has a data directory of its own (ADR 0035: the bytes are in PostgreSQL),
 * then deleted with its user's data nowhere else: B's download is byte for byte A's upload.
 */
export async function uploadAcross(user, a, b, check) {
  const { randomBytes } = await import('node:crypto');
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n%';
  const pdf = Buffer.concat([
    Buffer.from(head, 'latin1'),
    Buffer.from(randomBytes(450_000).toString('base64'), 'latin1'),
    Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
  const sent = await fetch(`${a.url}/api/upload/documents`, {
    method: 'POST',
    headers: {
      origin: user.origin,
      authorization: `Bearer ${user.token}`,
      'x-csrf-token': user.csrf,
    },
    body: form,
  });
  const stored = await sent.json();
  check(sent.status === 201, `a ${pdf.length}-byte upload through A`, JSON.stringify(stored));
  const back = await fetch(`${b.url}${stored.url}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const bytes = Buffer.from(await back.arrayBuffer());
  check(
    back.status === 200 && bytes.equals(pdf),
    'downloaded whole through B, which shares no directory with A',
    `${back.status}, ${bytes.length} bytes`,
  );
}
