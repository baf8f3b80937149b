import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
  ['start.ts', 'ops.ts'],
];

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const sources = Object.fromEntries(
  fs.readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [f, fs.readFileSync(path.join(src, f), 'utf8')]),
) as Record<string, string>;

const IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** 'auth/a.ts' + '../b.js' → 'b.ts', the module it names, if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  const file = path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '.ts');
  return [file, `${file}.ts`, `${file}/index.ts`].find((k) => k in sources);
}

const graph = new Map(
  Object.entries(sources).map(([file, code]) => [
    file,
    [...code.matchAll(IMPORT)].flatMap((m) => resolve(file, (m[1] ?? m[2])!) ?? []),
  ]),
);

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
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const dep of graph.get(file) ?? []) visit(dep, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
