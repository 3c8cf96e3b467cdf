// The server build's last step (issue 34, ADR 0033): the compiled server in one file,
// apps/server/dist/server.bundle.js, with the packages it loads at every start inlined. Node 20
// spends most of a cold start resolving and compiling ~800 separate ES modules; one file of the
// same code loads in about half that time. What `npm start`, the e2e tests and the bench run.
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const dist = path.resolve(import.meta.dirname, '..', 'apps/server/dist');

// Inlined: the packages every start loads that are plain JavaScript, heaviest first, and the
// workspace's own core. The rest stay imports: native code and platform binaries, packages that
// find files of their own at run time, CommonJS whose default export esbuild's interop would
// change, and what the server imports lazily, only when a feature is used.
const INLINE = [
  '@wealthlog/core',
  'zod',
  'drizzle-orm',
  'fastify',
  'fastify-type-provider-zod',
  'jose',
  'decimal.js',
];
const NEVER = ['pg', 'pg-native', 'pino', 'pino-pretty', 'thread-stream', '@node-rs/argon2'];
const packageOf = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

/**
 * Each bundled file's `import.meta.url` stays the URL of its compiled file in dist/, so the paths
 * it builds from it (migrations, the shipped rates, the web app, the Monte Carlo worker) resolve
 * as they do unbundled — relative to the bundle, so a moved checkout still works.
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(b) {
    // What an inlined package imports is inlined too, unless it must stay outside.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('node:')) return undefined;
      const pkg = packageOf(args.path);
      const fromInlined = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      if (NEVER.includes(pkg)) return { external: true };
      return fromInlined || INLINE.includes(pkg) ? undefined : { external: true };
    });
    b.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(dist + path.sep)) return undefined;
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = `./${path.relative(dist, args.path).split(path.sep).join('/')}`;
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        ),
        loader: 'js',
      };
    });
  },
};

await build({
  entryPoints: [path.join(dist, 'server.js')],
  outfile: path.join(dist, 'server.bundle.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // CommonJS packages inside an ES module bundle still call require(), __dirname and __filename.
  banner: {
    js: [
      "import { createRequire as __wlCreateRequire } from 'node:module';",
      "import { fileURLToPath as __wlFileURLToPath } from 'node:url';",
      'const require = __wlCreateRequire(import.meta.url);',
      'const __filename = __wlFileURLToPath(import.meta.url);',
      "const __dirname = __wlFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  plugins: [keepModuleUrls],
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`bundled ${path.join(dist, 'server.bundle.js')}`);
