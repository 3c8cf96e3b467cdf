/**
 * Renders the OpenAPI document as docs/api.md: one section per tag (the areas), one entry per
 * operation with its parameters, body fields and answers, then the shapes of the named schemas.
 * Kept by api-docs.test.ts, which fails when the committed page is out of date.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  additionalProperties?: boolean | Schema;
};
type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
};
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema }> }
  >;
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, { description?: string }>;
  };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return s.$ref.split('/').pop()!;
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' | ');
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  if (s.allOf) return s.allOf.map(typeOf).join(' & ');
  const t = Array.isArray(s.type) ? s.type.join(' or ') : s.type;
  if (t === 'array') return `${typeOf(s.items)}[]`;
  if (t === 'object' && s.properties) return `{ ${Object.keys(s.properties).join(', ')} }`;
  return s.format ? `${t} (${s.format})` : (t ?? 'any');
}

function limits(s: Schema | undefined): string {
  if (!s) return '';
  const parts: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined)
    parts.push(`${s.minLength ?? 0}–${s.maxLength ?? '…'} chars`);
  if (s.minimum !== undefined || s.maximum !== undefined)
    parts.push(`${s.minimum ?? '…'} to ${s.maximum ?? '…'}`);
  return parts.join(', ');
}

function fieldRows(s: Schema | undefined): string[] {
  if (!s?.properties) return [];
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties).map(
    ([name, p]) =>
      `| ${name} | ${cell(typeOf(p))} | ${required.has(name) ? 'yes' : ''} | ${cell([limits(p), p.description ?? ''].filter(Boolean).join('; '))} |`,
  );
}

function operation(method: string, path: string, op: Operation): string[] {
  const out = [`### ${method.toUpperCase()} \`${path}\``];
  const text = op.summary ?? op.description;
  if (text) out.push('', text);
  // Operations that need a sign-in but refuse a personal API token say so (token-policy.ts).
  if (op.security && !op.security.some((s) => 'apiToken' in s))
    out.push('', 'Browser session only: an API token is refused (403 AUTH_004).');
  const params = op.parameters ?? [];
  const body = Object.entries(op.requestBody?.content ?? {})[0];
  if (params.length || body) {
    out.push('', '| field | type | required | limits |', '| --- | --- | --- | --- |');
    for (const p of params)
      out.push(
        `| ${p.in} \`${p.name}\` | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : ''} | ${cell(limits(p.schema))} |`,
      );
    if (body) {
      const [type, { schema }] = body;
      const rows = fieldRows(schema);
      if (rows.length)
        out.push(
          ...rows.map((r) =>
            r.replace(/^\| /, `| body${type === 'application/json' ? '' : ` (${type})`} `),
          ),
        );
      else out.push(`| body (${type}) | ${cell(typeOf(schema))} | yes | |`);
    }
  }
  const answers = Object.entries(op.responses ?? {}).map(([code, r]) => {
    const schema = Object.values(r.content ?? {})[0]?.schema;
    return schema ? `${code} ${typeOf(schema)}` : code;
  });
  out.push('', `Answers: ${answers.join('; ')}.`, '');
  return out;
}

export function openApiMarkdown(doc: OpenApiDoc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), ...operation(method, path, op)]);
    }
  }
  const out = [
    '# HTTP API reference',
    '',
    'Generated from the OpenAPI document the server serves at `/api/docs/json` (Swagger UI at',
    '`/api/docs`). Do not edit: `npm run docs:api` writes it again, and a test fails when it is out of',
    'date. Every error answer is an `ErrorEnvelope` `{ code, message, errors?, requestId }` with the',
    'header `X-Request-ID`; see [product.md](product.md) for the codes.',
    '',
  ];
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (schemes.length) {
    out.push('## Authentication', '');
    for (const [name, scheme] of schemes) out.push(`- \`${name}\`: ${scheme.description ?? ''}`);
    out.push('');
  }
  for (const tag of [...byTag.keys()].sort()) out.push(`## ${tag}`, '', ...byTag.get(tag)!);
  out.push('## Shapes', '');
  const schemas = doc.components?.schemas ?? {};
  for (const name of Object.keys(schemas)
    .filter((n) => !n.endsWith('Input'))
    .sort()) {
    const rows = fieldRows(schemas[name]);
    out.push(`### ${name}`, '');
    if (rows.length)
      out.push('| field | type | required | limits |', '| --- | --- | --- | --- |', ...rows, '');
    else out.push(cell(typeOf(schemas[name])), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
