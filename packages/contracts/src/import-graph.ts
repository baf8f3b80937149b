/**
 * The relative imports between a package's modules, and the chains of them that come back to where
 * they began: what the layers tests of apps/api, apps/web and this package check (each reads its
 * own sources its own way: fs, or Vite's import.meta.glob). Used by tests only; nothing the apps
 * load imports it, so no bundle carries it.
 */

/** `import … from './x'`, `export … from '../y'`, `import('./z')`: the specifier of a relative import. */
const RELATIVE_IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

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
