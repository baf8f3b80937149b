import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import postcssCustomMedia from 'postcss-custom-media';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// By path: Vite loads this file with Node, which cannot import @dz/contracts' TypeScript
// through the package; constants.ts and institution.ts import nothing, so they are bundled with this config.
import { BREAKPOINTS } from '../../packages/contracts/src/constants';
import { institution } from '../../packages/content/src/institution';
import { customMediaRules } from './src/ui/media';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:7121';

/**
 * index.html's <title> and meta description are the institution's name and description
 * (packages/content): the page shell's head, which a server render replaces with the page's.
 */
function institutionHead(): Plugin {
  const values: Record<string, string> = { INSTITUTION_NAME: institution.name, INSTITUTION_DESCRIPTION: institution.description };
  return {
    name: 'institution-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/%(INSTITUTION_\w+)%/g, (_, key: string) => {
        const value = values[key];
        // Put in as written: plain words, never markup (nothing here escapes).
        if (value === undefined || /[<>&"]/.test(value)) throw new Error(`index.html: no plain text for %${key}%`);
        return value;
      }),
    },
  };
}

/**
 * Writes each script and stylesheet of dist/static/ compressed beside it, once, at the best
 * settings: `.br` (brotli 11) and `.gz` (gzip 9). The server sends them to the browsers that
 * accept them (apps/api/src/http/precompressed.ts); compressing per request it used brotli 4,
 * which made the home page's script larger than gzip.
 */
const precompress = (): Plugin => ({
  name: 'dz-precompress',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  // Once the files are written: other plugins finish the chunks' code in generateBundle.
  writeBundle({ dir = 'dist' }, bundle) {
    for (const name of Object.keys(bundle).filter((f) => /^static\/.*\.(js|css)$/.test(f))) {
      const file = path.join(dir, name);
      const source = fs.readFileSync(file);
      const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
      fs.writeFileSync(`${file}.br`, brotliCompressSync(source, { params: brotli }));
      fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    }
  },
});

/**
 * React Router's package marks nothing pure: each component it builds with forwardRef (Link, NavLink, Form…) is a call
 * at its module's top with a displayName set after it, so the bundler keeps every one, used or not (Form, useSubmit
 * and their helpers: about 1 KB of the home page's compressed script, issue 36). In the build, those calls are marked
 * pure and the displayName lines (React DevTools' names) dropped, so that what no module uses is left out.
 */
const reactRouterShakeable = (): Plugin => ({
  name: 'dz-react-router-shakeable',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
    handler: (code) =>
      code.replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(').replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ''),
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** Testing Library's waitFor/findBy* timeout, ms (src/test/setup.ts). */
    asyncUtilTimeout: number;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), institutionHead(), precompress(), reactRouterShakeable()],
  server: { proxy: { '/api': api, '/health': api, '/ready': api } },
  preview: { proxy: { '/api': api } },
  css: {
    postcss: {
      plugins: [
        // Every stylesheet (after its @imports are inlined) starts with the breakpoints of
        // contracts' BREAKPOINTS as custom media, which postcss-custom-media then writes out.
        { postcssPlugin: 'breakpoints', Once: (root) => void root.prepend(customMediaRules(BREAKPOINTS)) },
        postcssCustomMedia(),
      ],
    },
  },
  // The server entry (src/entry-server.tsx, built to dist/server) is one self-contained module
  // that the API process imports: every dependency is bundled into it.
  ssr: { noExternal: true },
  // ...and it is production code wherever it runs (tests included): React's CommonJS entries pick
  // their development or production build by NODE_ENV at run time, which bundled both (1.4 MB) and
  // ran the development renderer under NODE_ENV=test. Fixed at build time, the development half goes.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    target: 'es2022',
    // public/ is served from dist/ once; the server entry's folder holds code only.
    copyPublicDir: !isSsrBuild,
    // public/assets holds the static pages' files; hashed build output gets its own folder
    // so the server can cache it forever without touching the editable ones.
    assetsDir: 'static',
    // Every browser that runs this es2022 build knows <link rel=modulepreload>: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // contracts and content are plain data and schemas built at module level; declaring them
      // free of side effects lets the bundler drop what a chunk never uses.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contracts|content)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // zod (about 28 KB gzipped) serves forms and staff screens: keep it out of the chunk
          // every visitor loads with the home page. api/zod/jitless.ts rides in the same chunk so
          // it runs before any schema is built (zod probes eval while building object schemas).
          groups: [
            { name: 'schemas', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]api[\\/]zod[\\/]jitless\.ts$/ },
            // Everything the entry imports statically, in one file beside it (screens loaded later
            // import from it): one compressed stream for the first load instead of several small
            // shared chunks, each compressed on its own.
            { name: 'app', tags: ['$initial'] },
            // The snackbar, loaded when the browser is idle (ui/Snackbar.tsx): named for the size report.
            { name: 'sonner', test: /[\\/]node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    // jsdom, the fuller DOM, unless a file's first line says `// @vitest-environment happy-dom`: the cheaper one (about
    // a tenth less CPU for the suite, issue 40), for each file checked to pass and fail there as under jsdom. Files
    // that need what only jsdom has (window.confirm to spy on, a radio group's state, keepalive requests) keep jsdom,
    // and so does a test written elsewhere (new-collection.test.ts writes one into its copy of the repository).
    environment: 'jsdom',
    // Stylesheets stay empty in tests, except as text (`?raw`) for ui/media.test.ts's checks.
    css: { include: [/\.css\?raw$/] },
    include: ['src/**/*.test.{ts,tsx}'],
    // Each file's environment, setup, import and test times, for `pnpm test:times` (scripts/test-times.mjs).
    reporters: ['default', '../../scripts/vitest-times.mjs'],
    setupFiles: ['src/test/setup.ts'],
    // Every wait of the web tests, here and nowhere else, sized for a loaded 2-core machine (CI; the
    // tenth-type test runs this suite beside others): there a screen's first lazy import and a
    // large form's role queries take seconds. A passing test never waits these out; they only
    // bound how long a failing one takes to say so. asyncUtilTimeout is Testing Library's waitFor
    // and findBy* (set in src/test/setup.ts); a test holds several of them, hence its larger bound.
    testTimeout: 90_000,
    hookTimeout: 30_000,
    provide: { asyncUtilTimeout: 20_000 },
  },
}));
