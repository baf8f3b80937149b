import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '@dz/contracts';

/**
 * The folders and top-level files of src/ form layers, lowest first (docs/architecture.md
 * "Layers"); a module imports from its own layer or a lower one, never from a higher one, and no
 * chain of imports comes back to where it began. Names in one entry are one layer.
 */
const LAYERS: readonly (readonly string[])[] = [
  // Anything may use these: the clock, the log's rules, the failures every layer throws.
  ['clock.ts', 'errors.ts', 'logger.ts'],
  ['db'],
  // Bytes, upload checks, the disk cache, sending files.
  ['files'],
  // Passwords, tokens, revocations, throttles, cookies, the auth middleware.
  ['auth'],
  // The domain: SQL and Prisma.
  ['services'],
  // Express's side: error answers, validation, content types, the web app's pages.
  ['http'],
  // What uses the services: the API's routers, the demo seed, backup and restore.
  ['routes', 'seed', 'ops'],
  // Reads the environment into the settings of the layers below (their defaults stay with them).
  ['config.ts'],
  ['app.ts', 'server.ts'],
  // The server's start (config, database, migrations, listen), which the entry loads once it handles signals.
  ['serve.ts'],
  ['start.ts', 'cli.ts'],
];

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const sources = Object.fromEntries(
  fs.readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [f, fs.readFileSync(path.join(src, f), 'utf8')]),
) as Record<string, string>;

/** 'auth/a.ts' + '../b.js' → 'b.ts', the module it names, if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  const file = path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '.ts');
  return [file, `${file}.ts`, `${file}/index.ts`].find((k) => k in sources);
}

const graph = importGraph(sources, resolve);

/** A folder's modules are in its folder's layer; a top-level file is in its own name's. */
const layerOf = (file: string) => LAYERS.findIndex((names) => names.includes(file.split('/')[0]!));

describe('layers of apps/api/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(60);
    expect(graph.get('app.ts')).toContain('routes/news.ts');
    expect(graph.get('routes/news.ts')).toContain('services/news.ts');
  });

  it('places every module in a layer', () => {
    expect([...graph.keys()].filter((file) => layerOf(file) < 0)).toEqual([]);
  });

  it('imports only sideways or downwards', () => {
    const upward = [...graph].flatMap(([file, deps]) =>
      deps.filter((d) => layerOf(d) > layerOf(file)).map((d) => `${file} → ${d}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
