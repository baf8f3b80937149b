import { describe, expect, it } from 'vitest';
import { checkLayers, sourceTree, type TreeFs } from './import-graph.js';

/**
 * The modules of src/ sit below its entries (index.ts, the subpaths' entry files of package.json
 * `exports`): no module imports an entry, no chain of imports comes back to where it began, and no
 * source file shares its name with a folder beside it. The rules: import-graph.ts `checkLayers`,
 * which every package's layers test uses.
 */

/** contracts is typed without Node (browsers load it): node:fs by a name TypeScript does not follow. */
const fsModule: string = 'node:fs';
const fs = (await import(/* @vite-ignore */ fsModule)) as TreeFs & { readFileSync(file: URL, encoding: 'utf8'): string };

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> };
/** './src/index.ts' → 'index.ts': the entry files, one for each of package.json's exports. */
const ENTRIES = Object.values(pkg.exports).map((f) => f.replace(/^\.\/src\//, ''));

const { sources, files } = sourceTree(fs, decodeURIComponent(new URL('./', import.meta.url).pathname));
const report = checkLayers(sources, (file) => (ENTRIES.includes(file) ? 1 : 0), files);
const { graph } = report;
/** What loads at run time: type-only imports are erased. */
const runtime = checkLayers(Object.fromEntries(Object.entries(sources).map(([f, code]) => [f, code.replace(/^import type [^;]+;$/gm, '')])), () => 0).graph;

describe('imports of packages/contracts/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(ENTRIES).toEqual(expect.arrayContaining(['index.ts', 'testing.ts']));
    expect(graph.get('index.ts')).toContain('registry.ts');
    expect(graph.get('guards.ts')).toContain('registry.ts');
  });

  it('imports no entry from a module: the entries sit on top', () => {
    expect(report.upward).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(report.cycles).toEqual([]);
  });

  it('has no source file named like a folder beside it', () => {
    expect(report.clashes).toEqual([]);
  });

  it('keeps collections.ts free of zod, all it loads included: the screens read the descriptions without the schemas', () => {
    const reached = new Set<string>();
    const walk = (f: string) => {
      if (reached.has(f)) return;
      reached.add(f);
      for (const d of runtime.get(f) ?? []) walk(d);
    };
    walk('collections.ts');
    expect(reached.size).toBeGreaterThan(3);
    expect([...reached].filter((f) => /from\s*'zod'/.test(sources[f]!))).toEqual([]);
  });
});
