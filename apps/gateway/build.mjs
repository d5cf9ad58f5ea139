// Bundles the gateway into dist/main.mjs for `npm start`: one file loads in a fraction of the time
// Node needs to resolve the ~1,000 modules of the sources (docs/decisions/003). Packages that read
// files next to their own code (PGlite's WebAssembly, the area data sets) or load a native binary
// (argon2) stay outside the bundle and are loaded from node_modules as usual, as does the S3 SDK:
// about 8 MB that only an S3-backed deployment loads, on first use (adapters/storage).
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const here = import.meta.dirname;
const outdir = resolve(here, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [resolve(here, 'src/main.ts')],
  outfile: resolve(outdir, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  external: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg-native',
    'idn-area-data',
    'thai-address-database',
    '@aws-sdk/client-s3',
  ],
  // Bundled CommonJS dependencies still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The migrations are read at start from next to the code (db/client.ts MIGRATIONS_FOLDER).
await cp(resolve(here, 'src/db/migrations'), resolve(outdir, 'migrations'), { recursive: true });
// The payment simulator's stand-in for Xendit.js, served outside production (dev-payments.routes.ts).
await cp(resolve(here, 'dev-assets'), resolve(outdir, 'dev-assets'), { recursive: true });
