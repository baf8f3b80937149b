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

describe('imports of packages/contracts/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('index.ts')).toContain('registry.ts');
    expect(graph.get('guards.ts')).toContain('registry.ts');
  });

  it('has no import cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
