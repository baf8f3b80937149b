// Bundles the server into dist/start.js. Our workspace packages (@dz/*: TypeScript source,
// the generated Prisma client) are inlined; every npm package stays an external import,
// resolved from apps/api/node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/start.ts', 'src/ops.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [{
    name: 'external-npm',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dz/') ? undefined : { path: args.path, external: true }));
    },
  }],
});
