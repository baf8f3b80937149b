import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.js';

/**
 * No chain of imports in src/ comes back to where it began (apps/api/test/layers.test.ts and
 * apps/web/src/layers.test.ts check the same for their sources).
 */

/** The two calls of node:fs this test makes: contracts is typed without Node (browsers load it). */
interface Fs {
  readdirSync(dir: URL): string[];
  readFileSync(file: URL, encoding: 'utf8'): string;
}
const fsModule: string = 'node:fs';
const fs = (await import(/* @vite-ignore */ fsModule)) as Fs;

const src = new URL('./', import.meta.url);
const sources = Object.fromEntries(
  fs.readdirSync(src)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [f, fs.readFileSync(new URL(f, src), 'utf8')]),
) as Record<string, string>;

/** './guards.js' → 'guards.ts', if it is one of ours (src/ has no folders). */
const resolve = (_from: string, specifier: string) => {
  const file = specifier.replace(/^\.\//, '').replace(/\.js$/, '.ts');
  return file in sources ? file : undefined;
};

const graph = importGraph(sources, resolve);
/** What loads at run time: type-only imports are erased. */
const runtimeGraph = importGraph(Object.fromEntries(Object.entries(sources).map(([f, code]) => [f, code.replace(/^import type [^;]+;$/gm, '')])), resolve);

describe('imports of packages/contracts/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('index.ts')).toContain('registry.ts');
    expect(graph.get('guards.ts')).toContain('registry.ts');
  });

  it('has no import cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('keeps collections.ts free of zod, all it loads included: the screens read the descriptions without the schemas', () => {
    const reached = new Set<string>();
    const walk = (f: string) => {
      if (reached.has(f)) return;
      reached.add(f);
      for (const d of runtimeGraph.get(f) ?? []) walk(d);
    };
    walk('collections.ts');
    expect(reached.size).toBeGreaterThan(3);
    expect([...reached].filter((f) => /from\s*'zod'/.test(sources[f]!))).toEqual([]);
  });
});
