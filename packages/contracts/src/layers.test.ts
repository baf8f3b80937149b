import { describe, expect, it } from 'vitest';

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

const IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"](\.\/[^'"]+)['"]|import\(\s*['"](\.\/[^'"]+)['"]\s*\)/g;

/** './guards.js' → 'guards.ts', if it is one of ours (src/ has no folders). */
const resolve = (specifier: string) => {
  const file = specifier.slice(2).replace(/\.js$/, '.ts');
  return file in sources ? file : undefined;
};

const graph = new Map(
  Object.entries(sources).map(([file, code]) => [file, [...code.matchAll(IMPORT)].flatMap((m) => resolve((m[1] ?? m[2])!) ?? [])]),
);

describe('imports of packages/contracts/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('index.ts')).toContain('registry.ts');
    expect(graph.get('guards.ts')).toContain('registry.ts');
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
