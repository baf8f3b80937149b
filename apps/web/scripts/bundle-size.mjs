#!/usr/bin/env node
// Prints the gzipped JavaScript a visitor downloads for the home page: the entry script of
// dist/index.html, its modulepreload links and every chunk they import statically (dynamic
// import() chunks are other routes and are not counted). Fails above the budget of issue 3, and
// when that JavaScript takes in zod's chunk (vite.config.ts 'schemas'): forms and staff screens only.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const roots = [
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*>/g)].map((m) => attr(m[0], 'src')),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')),
].filter(Boolean);

// Static imports in minified output: import{a}from"./x.js", import"./x.js", export{a}from"./x.js".
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const seen = new Map();
function visit(urlPath) {
  if (seen.has(urlPath)) return;
  const code = readFileSync(join(dist, urlPath), 'utf8');
  seen.set(urlPath, { raw: Buffer.byteLength(code), gzip: gzipSync(code).length });
  for (const m of code.matchAll(STATIC_IMPORT)) visit(posix.join(posix.dirname(urlPath), m[1]));
}
for (const r of roots) visit(r.replace(/^\//, ''));

const kb = (n) => (n / 1000).toFixed(2).padStart(8);
let raw = 0;
let gzip = 0;
for (const [file, s] of [...seen].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${kb(s.raw)} kB  ${kb(s.gzip)} kB gzip  ${file}`);
  raw += s.raw;
  gzip += s.gzip;
}
console.log(`${kb(raw)} kB  ${kb(gzip)} kB gzip  total JS for / (${seen.size} files; budget ${BUDGET_KB} kB gzip)`);
if (gzip > BUDGET_KB * 1000) {
  console.error(`Over budget by ${((gzip - BUDGET_KB * 1000) / 1000).toFixed(2)} kB`);
  process.exit(1);
}
const schemas = [...seen.keys()].filter((f) => /(^|\/)schemas-[^/]*\.js$/.test(f));
if (schemas.length) {
  console.error(`The home page loads zod (${schemas.join(', ')}): something it imports parses with a schema`);
  process.exit(1);
}
