import type { InjectOptions } from 'fastify';
import { csvImportBody, multipartBody } from './multipart.js';
import { png } from './sample-files.js';
import { type JsonSchema, wellFormed } from '../fuzz/hostile.js';

export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Each import's columns, mapped from the one CSV below. */
const MAPPINGS: [RegExp, Record<string, string>][] = [
  [/transactions/, { date: 'Date', amount: 'Amount', description: 'Description' }],
  [/trade/, { instrument: 'Symbol', quantity: 'Quantity', entryPrice: 'Price', entryDate: 'Date' }],
  [/prices/, { instrument: 'Symbol', date: 'Date', price: 'Price' }],
];

/**
 * The requests a careful client would send to one operation (so that the fuzz reaches every
 * handler, not only the validation in front of it): path ids that may exist, every query
 * parameter well formed, the body with its required fields and then with all of them, and a
 * file where the operation takes one. Without headers: the caller signs them.
 */
export function wellFormedRequests(
  route: string,
  method: string,
  op: Operation,
  resolve: (s: JsonSchema) => JsonSchema,
): InjectOptions[] {
  const params = op.parameters ?? [];
  const path = route.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(
      String(wellFormed(params.find((p) => p.name === name)?.schema, resolve, name) ?? '1'),
    ),
  );
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query')) {
    const v = wellFormed(p.schema, resolve, p.name);
    if (v !== undefined) query.set(p.name, String(v));
  }
  const url = query.size ? `${path}?${query}` : path;
  const verb = method.toUpperCase() as 'GET';
  if (method === 'get' || method === 'delete') return [{ method: verb, url }];
  const content = op.requestBody?.content ?? {};
  // The file routes read their multipart body themselves: the document shows no schema for it.
  if (/\/import(\/detect)?$|\/upload\//.test(route)) {
    const file = /upload\/(images|avatars)/.test(route)
      ? multipartBody({ fileName: 'a.png', contentType: 'image/png', data: png() })
      : /upload\/documents/.test(route)
        ? multipartBody({ fileName: 'a.txt', contentType: 'text/plain', data: Buffer.from('a') })
        : csvImportBody(
            {
              ...(route.includes('prices') ? {} : { accountId: '1' }),
              dateFormat: 'YYYY-MM-DD',
              mapping: JSON.stringify(MAPPINGS.find(([re]) => re.test(route))?.[1] ?? {}),
            },
            'Date,Amount,Description,Symbol,Quantity,Price\n2026-01-15,1.00,Fuzz,AAPL,1,100\n',
          );
    return [{ method: verb, url, ...file }];
  }
  const schema = content['application/json']?.schema;
  return [false, true].map((every) => ({
    method: verb,
    url,
    payload: (wellFormed(schema, resolve, '', 0, every) ?? {}) as object,
  }));
}
