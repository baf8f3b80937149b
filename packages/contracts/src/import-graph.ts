/**
 * The layers check every package and app runs in its layers test (apps/api/test/layers.test.ts,
 * apps/web/src/layers.test.ts, packages/*\/src/layers.test.ts, prisma/src/layers.test.ts,
 * e2e/tests/layers.spec.ts): the relative imports between a package's modules, imports that go up
 * a layer, chains of imports that come back to where they began, and source files that share their
 * name with a folder beside them (`ops.ts` next to `ops/`). Each test reads its own sources (fs via
 * `sourceTree`, or Vite's import.meta.glob) and names its layers; the rules are here once. Test-only:
 * exported by `@dz/contracts/testing`, which nothing the apps load imports, so no bundle carries it.
 */

/** `import … from './x'`, `export … from '../y'`, `import('./z')`: the specifier of a relative import. */
const RELATIVE_IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** What a source file may be named: `x.ts` or `x.tsx`, `x.js`, `x.mjs`… */
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Each module's relative imports that `resolve` finds among the sources (by the sources' keys). */
export function importGraph(sources: Readonly<Record<string, string>>, resolve: (from: string, specifier: string) => string | undefined): Map<string, string[]> {
  return new Map(
    Object.entries(sources).map(([file, code]) => [file, [...code.matchAll(RELATIVE_IMPORT)].flatMap((m) => resolve(file, (m[1] ?? m[2])!) ?? [])]),
  );
}

/** Every chain of imports that comes back to where it began, as 'a → b → a'. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
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
  return cycles;
}

/**
 * The module a relative specifier names among `sources` (keys are paths from the package's root,
 * 'auth/a.ts'): 'auth/a.ts' + '../b.js' → 'b.ts'; './x' finds x.ts, x.tsx, x/index.ts, x/index.tsx.
 * Outside the sources (another package, a folder above the root): undefined.
 */
export function resolveRelative(sources: Readonly<Record<string, string>>, from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.') parts.push(part);
  }
  const file = parts.join('/');
  const base = file.replace(/\.[cm]?js$/, '');
  return [file, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, `${base}/index.tsx`].find((k) => k in sources);
}

/** Source files (not folders) named like a folder beside them, as 'ops.ts beside ops/'. `files`: every path under the root. */
export function nameClashes(files: readonly string[]): string[] {
  const folders = new Set(files.flatMap((f) => f.split('/').slice(0, -1).map((_, i, dirs) => dirs.slice(0, i + 1).join('/'))));
  return files.filter((f) => SOURCE.test(f) && folders.has(f.replace(SOURCE, ''))).map((f) => `${f} beside ${f.replace(SOURCE, '')}/`);
}

/**
 * A package's layers, lowest first: each entry names the folders and top-level files (a module's
 * first path segment) of one layer. Or a function from a module's path to its layer's number.
 */
export type Layers = readonly (readonly string[])[] | ((file: string) => number);

export interface LayerReport {
  /** Each module's imports of the package's other modules. */
  graph: Map<string, string[]>;
  /** Modules in no layer. */
  unplaced: string[];
  /** Imports of a higher layer, as 'a → b'. */
  upward: string[];
  /** Chains of imports that come back to where they began, as 'a → b → a'. */
  cycles: string[];
  /** Source files beside a folder of their name. */
  clashes: string[];
}

/**
 * The layers check of one package. `sources`: its modules' code by path from its root (tests may be
 * left out); `files`: every path under the root, for the name check (default: the sources' paths).
 */
export function checkLayers(sources: Readonly<Record<string, string>>, layers: Layers, files: readonly string[] = Object.keys(sources)): LayerReport {
  const graph = importGraph(sources, (from, specifier) => resolveRelative(sources, from, specifier));
  const layerOf = typeof layers === 'function' ? layers : (file: string) => layers.findIndex((names) => names.includes(file.split('/')[0]!));
  return {
    graph,
    unplaced: [...graph.keys()].filter((file) => layerOf(file) < 0),
    upward: [...graph].flatMap(([file, deps]) => deps.filter((d) => layerOf(d) > layerOf(file)).map((d) => `${file} → ${d}`)),
    cycles: importCycles(graph),
    clashes: nameClashes(files),
  };
}

/**
 * The rules every layers test holds, each with what breaks it (nothing: it holds), for a test to state one by one:
 * `for (const [rule, broken] of layerRules(report)) it(rule, () => expect(broken).toEqual([]))`.
 */
export const layerRules = (report: LayerReport): [rule: string, broken: readonly string[]][] => [
  ['places every module in a layer', report.unplaced],
  ['imports only sideways or downwards', report.upward],
  ['has no import cycles', report.cycles],
  ['has no source file named like a folder beside it', report.clashes],
];

/** The two calls of node:fs that `sourceTree` makes (contracts is typed without Node: the tests pass theirs in). */
export interface TreeFs {
  readdirSync(dir: string, options: { recursive: boolean; encoding: 'utf8' }): string[];
  readFileSync(file: string, encoding: 'utf8'): string;
  statSync(file: string): { isDirectory(): boolean };
}

/**
 * A package's sources as `checkLayers` takes them, read with Node's fs: every path under `root`
 * (or only under its `entries`, folders and files, when the root holds more, like node_modules:
 * then the root's other names are listed too, not read, for the name check), and the code of its
 * source files but unit tests (`*.test.ts`, `*.test.tsx`).
 */
export function sourceTree(fs: TreeFs, root: string, entries?: readonly string[]): { sources: Record<string, string>; files: string[] } {
  const under = (entry: string) => (fs.statSync(`${root}/${entry}`).isDirectory()
    ? [entry, ...fs.readdirSync(`${root}/${entry}`, { recursive: true, encoding: 'utf8' }).map((f) => `${entry}/${f.replaceAll('\\', '/')}`)]
    : [entry]);
  const files = entries
    ? [...new Set([...fs.readdirSync(root, { recursive: false, encoding: 'utf8' }), ...entries.flatMap(under)])]
    : fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => f.replaceAll('\\', '/'));
  const read = entries ? files.filter((f) => entries.some((e) => f === e || f.startsWith(`${e}/`))) : files;
  const sources = Object.fromEntries(
    read.filter((f) => SOURCE.test(f) && !/\.test\.[jt]sx?$/.test(f) && !fs.statSync(`${root}/${f}`).isDirectory())
      .map((f) => [f, fs.readFileSync(`${root}/${f}`, 'utf8')]),
  );
  return { sources, files };
}
