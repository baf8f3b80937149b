import react from '@vitejs/plugin-react';
import postcssCustomMedia from 'postcss-custom-media';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// By path: Vite loads this file with Node, which cannot import @dz/contracts' TypeScript
// through the package; constants.ts and institution.ts import nothing, so they are bundled with this config.
import { BREAKPOINTS, CAROUSEL } from '../../packages/contracts/src/constants';
import { institution } from '../../packages/content/src/institution';
import { customMediaRules, propertyByWidth } from './src/ui/media';

/** A stylesheet written here from contracts' constants, imported by its name like a file. */
function generatedStylesheet(name: string, css: string): Plugin {
  const id = `\0${name}`;
  return {
    name: `generated-stylesheet:${name}`,
    resolveId: (source) => (source === name ? id : undefined),
    load: (source) => (source === id ? css : undefined),
  };
}

// How many cards a carousel row shows at each width (contracts CAROUSEL), as CSS: the server's
// HTML has the right row before any script runs; features/news/carouselLayout.ts reads the same
// numbers for scrolling.
const carouselCss = propertyByWidth('.carousel', '--show', CAROUSEL.show, CAROUSEL.responsive.map((r) => ({ below: r.below, value: r.show })));

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), institutionHead(), generatedStylesheet('virtual:carousel.css', carouselCss)],
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
  build: {
    target: 'es2022',
    // public/ is served from dist/ once; the server entry's folder holds code only.
    copyPublicDir: !isSsrBuild,
    // public/assets holds the static pages' files; hashed build output gets its own folder
    // so the server can cache it forever without touching the editable ones.
    assetsDir: 'static',
    rolldownOptions: {
      // contracts and content are plain data and schemas built at module level; declaring them
      // free of side effects lets the bundler drop what a chunk never uses.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contracts|content)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // zod (about 28 KB gzipped) serves forms and staff screens: keep it out of the chunk
          // every visitor loads with the home page. api/zod/jitless.ts rides in the same chunk so
          // it runs before any schema is built (zod probes eval while building object schemas).
          groups: [{ name: 'schemas', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]api[\\/]zod[\\/]jitless\.ts$/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Stylesheets stay empty in tests, except as text (`?raw`) for ui/media.test.ts's checks.
    css: { include: [/\.css\?raw$/] },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
