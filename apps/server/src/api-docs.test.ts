import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp } from './test/app.js';
import { openApiMarkdown, type OpenApiDoc } from './test/openapi-markdown.js';

/**
 * docs/api.md is the API reference a contributor reads without starting the server. It is rendered
 * from the OpenAPI document, so it cannot drift: this test fails when it is stale, and
 * `npm run docs:api` (UPDATE_API_DOCS=1) writes it again.
 */
const FILE = path.resolve(import.meta.dirname, '../../../docs/api.md');

it('docs/api.md is the OpenAPI document as it is served', async () => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const markdown = openApiMarkdown(res.json() as OpenApiDoc);
    if (process.env.UPDATE_API_DOCS === '1') fs.writeFileSync(FILE, markdown);
    expect(fs.readFileSync(FILE, 'utf8'), 'docs/api.md is out of date: run npm run docs:api').toBe(
      markdown,
    );
    expect(markdown).toContain('### POST `/api/transactions`');
  } finally {
    await t.close();
  }
});
