import { describe, expect, it } from 'vitest';
import { checkLayers, sourceTree, type TreeFs } from './import-graph.js';

/**
 * The modules of src/ sit below its entries (index.ts, the root barrel, and entries/, one file per
 * subpath of package.json `exports`): no module imports an entry, no chain of imports comes back to
 * where it began, and no source file shares its name with a folder beside it. The rules:
 * import-graph.ts `checkLayers`, which every package's layers test uses. And the entries split the
 * barrel by concern: schemas (the only one with zod), text, rules, paths, collections; testing
 * apart from them all.
 */

/** contracts is typed without Node (browsers load it): node:fs by a name TypeScript does not follow. */
const fsModule: string = 'node:fs';
const fs = (await import(/* @vite-ignore */ fsModule)) as TreeFs & { readFileSync(file: URL, encoding: 'utf8'): string };

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> };
/** './src/index.ts' → 'index.ts': the entry files, one for each of package.json's exports. */
const ENTRIES = Object.fromEntries(Object.entries(pkg.exports).map(([subpath, f]) => [subpath, f.replace(/^\.\/src\//, '')]));
const entryFiles = Object.values(ENTRIES);

const { sources, files } = sourceTree(fs, decodeURIComponent(new URL('./', import.meta.url).pathname));
const report = checkLayers(sources, (file) => (entryFiles.includes(file) ? 1 : 0), files);
const { graph } = report;
/** What loads with a module, before anything it imports dynamically: type-only imports are erased, import() left out. */
const loads = checkLayers(
  Object.fromEntries(Object.entries(sources).map(([f, code]) => [f, code.replace(/^import type [^;]+;$/gm, '').replace(/import\(\s*'[^']+'\s*\)/g, '')])),
  () => 0,
).graph;
/** Every module `from` loads, itself included. */
const reached = (...from: string[]) => {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const d of loads.get(f) ?? []) walk(d);
  };
  from.forEach(walk);
  return seen;
};
/** Every module whose exports `from` re-exports (`export … from`), through re-exporting modules too. */
const reExports = checkLayers(
  Object.fromEntries(Object.entries(sources).map(([f, code]) => [f, [...code.matchAll(/^export [^;]*? from '[^']+';$/gms)].map((m) => m[0]).join('\n')])),
  () => 0,
).graph;
const reExported = (from: string) => {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const d of reExports.get(f) ?? []) walk(d);
  };
  walk(from);
  return seen;
};
const usesZod = (file: string) => /from\s*'zod'/.test(sources[file]!);
const SUBPATHS = ['./schemas', './text', './rules', './paths', './collections'];

describe('imports of packages/contracts/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(entryFiles).toEqual(expect.arrayContaining(['index.ts', 'entries/testing.ts']));
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

  it('keeps collections.ts free of zod and of the screens\' text, all it loads included: the screens read the descriptions without the schemas', () => {
    expect(reached('collections.ts').size).toBeGreaterThan(3);
    expect([...reached('collections.ts')].filter(usesZod)).toEqual([]);
    expect(reached('collections.ts')).toContain('collection-text.ts');
    expect(reached('collections.ts')).not.toContain('web.ts');
  });

  it('splits the root barrel by concern: each module it re-exports is in one subpath entry, and no other', () => {
    expect(Object.keys(ENTRIES)).toEqual(expect.arrayContaining(['.', ...SUBPATHS, './testing']));
    const inBarrel = graph.get('index.ts')!;
    const inSubpaths = SUBPATHS.flatMap((subpath) => graph.get(ENTRIES[subpath]!)!);
    expect(inBarrel.length).toBeGreaterThan(40);
    expect(inBarrel.filter((module) => !inSubpaths.includes(module))).toEqual([]);
    expect(inSubpaths.filter((module, i) => inSubpaths.indexOf(module) !== i)).toEqual([]);
    // And the other way: what a subpath carries, the barrel re-exports (desk-text.ts by desk.ts's `export *`).
    expect(inSubpaths.filter((module) => !reExported('index.ts').has(module))).toEqual([]);
  });

  it('keeps test helpers out of the barrel and every other entry', () => {
    const helpers = graph.get(ENTRIES['./testing']!)!;
    expect(helpers).toContain('import-graph.ts');
    expect([...reached('index.ts', ...SUBPATHS.map((s) => ENTRIES[s]!))].filter((f) => helpers.includes(f))).toEqual([]);
  });

  it('loads zod from the schemas entry only: text, rules, paths and collections are zod-free, all they load included', () => {
    const zodFree = SUBPATHS.filter((s) => s !== './schemas');
    expect(zodFree.flatMap((s) => [...reached(ENTRIES[s]!)].filter(usesZod).map((f) => `${s} → ${f}`))).toEqual([]);
    expect([...reached(ENTRIES['./schemas']!)].filter(usesZod).length).toBeGreaterThan(5);
  });
});
