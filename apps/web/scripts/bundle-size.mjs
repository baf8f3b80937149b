#!/usr/bin/env node
// Prints the JavaScript a visitor's browser downloads for the home page, compressed as the server
// sends it: the entry script of dist/index.html, its modulepreload links and every chunk they import
// statically (what the browser fetches before the page runs), each as its .br and .gz file written
// by the build (vite.config.ts `precompress`; apps/api/src/http/precompressed.ts serves them).
// Browsers take brotli (every current one over HTTPS, Chromium also on localhost); a client that
// takes only gzip gets the .gz. The budget (issue: JavaScript for / <= 100 KB compressed, measured
// in a real browser) applies to the brotli bytes; gzip is printed beside it. The chunks / loads once
// the browser is idle (the carousel's engine, the snackbar) are listed, outside the budget.
// Fails above the budget, and when that JavaScript takes in zod's chunk (vite.config.ts 'schemas'):
// forms and staff screens only. `pnpm test` runs it (turbo.json's `size` task, after the web's build).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
/** Loaded by / when the browser is idle after hydration (NewsCarousel, ui/Snackbar.tsx). */
const AFTER_IDLE = /^static\/(CarouselEngine|sonner)-[^/]*\.js$/;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const roots = [
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*>/g)].map((m) => attr(m[0], 'src')),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')),
].filter(Boolean);

// Static imports in minified output: import{a}from"./x.js", import"./x.js", export{a}from"./x.js".
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** A file's sizes: as built, and as sent (the build's .br/.gz, else compressed here the same way). */
function sizes(file) {
  const code = readFileSync(join(dist, file));
  const sent = (ext, compress) => (existsSync(join(dist, file + ext)) ? readFileSync(join(dist, file + ext)) : compress(code)).length;
  return {
    raw: code.length,
    br: sent('.br', (c) => brotliCompressSync(c, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: sent('.gz', (c) => gzipSync(c, { level: 9 })),
  };
}

const first = new Map();
function visit(urlPath) {
  if (first.has(urlPath)) return;
  first.set(urlPath, sizes(urlPath));
  for (const m of readFileSync(join(dist, urlPath), 'utf8').matchAll(STATIC_IMPORT)) visit(posix.join(posix.dirname(urlPath), m[1]));
}
for (const r of roots) visit(r.replace(/^\//, ''));
const later = readdirSync(join(dist, 'static')).map((f) => `static/${f}`).filter((f) => AFTER_IDLE.test(f) && !first.has(f));

const kb = (n) => (n / 1000).toFixed(2).padStart(8);
const row = (s, what) => console.log(`${kb(s.raw)} kB  ${kb(s.br)} kB brotli  ${kb(s.gzip)} kB gzip  ${what}`);
const sum = (files) => files.reduce((t, [, s]) => ({ raw: t.raw + s.raw, br: t.br + s.br, gzip: t.gzip + s.gzip }), { raw: 0, br: 0, gzip: 0 });

const files = [...first].sort((a, b) => b[1].br - a[1].br);
for (const [file, s] of files) row(s, file);
const total = sum(files);
row(total, `total JS for / before it runs (${files.length} file${files.length === 1 ? '' : 's'}; budget ${BUDGET_KB} kB brotli)`);
if (later.length) {
  const idle = later.map((f) => [f, sizes(f)]);
  for (const [file, s] of idle) row(s, `${file} (after idle)`);
  row(sum([...files, ...idle]), 'total JS for / once idle');
}
if (total.br > BUDGET_KB * 1000) {
  console.error(`Over budget by ${((total.br - BUDGET_KB * 1000) / 1000).toFixed(2)} kB`);
  process.exitCode = 1;
}
const schemas = [...first.keys()].filter((f) => /(^|\/)schemas-[^/]*\.js$/.test(f));
if (schemas.length) {
  console.error(`The home page loads zod (${schemas.join(', ')}): something it imports parses with a schema`);
  process.exitCode = 1;
}
