import { importCycles, importGraph } from '@dz/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The folders of src/ form layers, lowest first; a module imports from its own layer or a
 * lower one, never from a higher one, and no chain of imports comes back to where it began.
 */
const LAYERS = ['api', 'ui', 'session', 'features', 'page-modules', 'app'] as const;

const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** './a/b.ts' + '../c' → the key of the module it names, if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((k) => k in sources);
}

const graph = importGraph(sources, resolve);

const layerOf = (file: string) => LAYERS.indexOf(file.split('/')[1] as (typeof LAYERS)[number]);

describe('layers of apps/web/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('./app/Layout.tsx')).toContain('./app/Navbar.tsx');
  });

  it('imports only sideways or downwards: api, ui, session, features, page-modules, app', () => {
    const upward = [...graph].flatMap(([file, deps]) =>
      layerOf(file) < 0 ? [] : deps.filter((d) => layerOf(d) > layerOf(file)).map((d) => `${file} → ${d}`),
    );
    expect(upward).toEqual([]);
  });

  it('keeps api/ outside api/zod/ free of zod: the home page loads it', () => {
    const zodFree = [...graph.keys()].filter((f) => f.startsWith('./api/') && !f.startsWith('./api/zod/'));
    const schemaImport = /import\s*\{([^}]*)\}\s*from\s*'@dz\/contracts'/g;
    const offenders = zodFree.flatMap((file) => {
      const code = sources[file]!;
      const schemas = [...code.matchAll(schemaImport)].flatMap((m) =>
        m[1]!.split(',').map((n) => n.trim()).filter((n) => /Schema$|^idParam$/.test(n)),
      );
      const zod = /from\s*'zod[/']/.test(code) ? ['zod'] : [];
      const deps = graph.get(file)!.filter((d) => d.startsWith('./api/zod/'));
      return [...zod, ...schemas, ...deps].map((what) => `${file} → ${what}`);
    });
    expect(zodFree.length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
