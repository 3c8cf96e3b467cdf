import type { TestApp } from '../app.js';
import { authed, type Signed } from '../auth.js';
import { multipartBody } from '../multipart.js';

/** The seeding user's API, as the web app calls it: every call must succeed. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Seeder {
  t: TestApp;
  s: Signed;
  /** A call that must answer 2xx; its JSON answer. */
  call<T = Record<string, unknown>>(m: Method, url: string, body?: unknown): Promise<T>;
  /** A call that creates something; its id. */
  id(m: Method, url: string, body?: unknown): Promise<number>;
  upload(
    kind: 'images' | 'avatars' | 'documents',
    fileName: string,
    contentType: string,
    data: Buffer,
  ): Promise<{ id: string; data: Buffer }>;
}

export function seeder(t: TestApp, s: Signed): Seeder {
  const call = async <T = Record<string, unknown>>(m: Method, url: string, body?: unknown) => {
    const res = await t.app.inject({
      method: m,
      url,
      headers: authed(s),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (res.statusCode < 200 || res.statusCode >= 300)
      throw new Error(`${m} ${url}: ${res.statusCode} ${res.body}`);
    return (res.body ? res.json() : undefined) as T;
  };
  return {
    t,
    s,
    call,
    id: async (m, url, body) => (await call<{ id: number }>(m, url, body)).id,
    async upload(kind, fileName, contentType, data) {
      const { payload, headers } = multipartBody({ fileName, contentType, data });
      const res = await t.app.inject({
        method: 'POST',
        url: kind === 'documents' ? '/api/upload/documents' : `/api/upload/${kind}`,
        headers: { ...authed(s), ...headers },
        payload,
      });
      if (res.statusCode !== 201) throw new Error(`upload ${kind}: ${res.statusCode} ${res.body}`);
      return { id: (res.json() as { id: string }).id, data };
    },
  };
}

/** An instant of `day` (UTC). */
export const at = (day: string, time = '14:30:00') => `${day}T${time}Z`;
/** The month (YYYY-MM) of a day. */
export const month = (day: string) => day.slice(0, 7);
