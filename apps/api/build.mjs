// Bundles the server into dist/start.js and dist/cli.js. Our workspace packages (@dz/*:
// TypeScript source, the generated Prisma client) and Prisma's client runtime are inlined;
// every other npm package stays an external import, resolved from apps/api/node_modules at
// run time. (@prisma/client as a package would pull the whole Prisma CLI into production.)
// Split into chunks: code loaded only when used (the demo seed's PDF renderer, Prisma's
// query compiler as base64) stays out of the server's memory until then, and the Prisma
// chunks stay ASCII, which V8 keeps at one byte per character (our comments' č and ž made the
// one 5 MB bundle a 10 MB two-byte string; apps/api/bench).
import fs from 'node:fs';
import { build } from 'esbuild';

// Inlined npm packages: Prisma's client runtime (above), and the password rule's zxcvbn with its dictionaries, which
// are contracts' dependencies, not the API's (so not in apps/api/node_modules); contracts loads them with a dynamic
// import, so they land in chunks of their own that load at the first password check (password-strength.ts).
const INLINED = /^(@dz\/|@prisma\/client\/runtime|@zxcvbn-ts\/|fastest-levenshtein$)/;

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/start.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // CommonJS packages required from the inlined Prisma runtime need a real `require`.
  banner: { js: "import { createRequire as __dzCreateRequire } from 'node:module'; const require = __dzCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  plugins: [{
    name: 'external-npm',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (INLINED.test(args.path) ? undefined : { path: args.path, external: true }));
    },
  }],
});
