// @vitest-environment happy-dom
import { checkLayers } from '@dz/contracts/testing';
import { describe, expect, it } from 'vitest';

/**
 * The folders of src/ form layers, lowest first, and the entries above them; a module imports from
 * its own layer or a lower one, never from a higher one, no chain of imports comes back to where it
 * began, and no source file shares its name with a folder beside it. The rules: @dz/contracts/testing
 * `checkLayers`.
 */
const LAYERS = [['api'], ['ui'], ['session'], ['features'], ['page-modules'], ['app'], ['ssr.ts'], ['headTags.ts'], ['main.tsx', 'entry-server.tsx']] as const;

/** './app/Layout.tsx' → 'app/Layout.tsx': paths from src/, as checkLayers takes them. */
const fromSrc = <T>(modules: Record<string, T>) => Object.fromEntries(Object.entries(modules).map(([k, v]) => [k.replace(/^\.\//, ''), v]));

const sources = fromSrc(import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>);
/** Every file under src/ (not loaded: the keys are enough), for the name check. */
const files = Object.keys(fromSrc(import.meta.glob('./**/*')));

const report = checkLayers(sources, LAYERS, files);
const { graph } = report;

describe('layers of apps/web/src', () => {
  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('app/Layout.tsx')).toContain('app/Navbar.tsx');
  });

  it('places every module in a layer', () => {
    expect(report.unplaced).toEqual([]);
  });

  it('imports only sideways or downwards: api, ui, session, features, page-modules, app, the entries', () => {
    expect(report.upward).toEqual([]);
  });

  it('keeps api/ outside api/zod/ free of zod: the home page loads it', () => {
    const zodFree = [...graph.keys()].filter((f) => f.startsWith('api/') && !f.startsWith('api/zod/'));
    // Values (not types) from @dz/contracts/schemas, or a schema by name from the root barrel.
    const contractsImport = /import\s*\{([^}]*)\}\s*from\s*'@dz\/contracts(\/schemas)?'/g;
    const offenders = zodFree.flatMap((file) => {
      const code = sources[file]!;
      const schemas = [...code.matchAll(contractsImport)].flatMap((m) =>
        m[1]!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ') && (m[2] || /Schema$|^idParam$/.test(n))),
      );
      const zod = /from\s*'zod[/']/.test(code) ? ['zod'] : [];
      const deps = graph.get(file)!.filter((d) => d.startsWith('api/zod/'));
      return [...zod, ...schemas, ...deps].map((what) => `${file} → ${what}`);
    });
    expect(zodFree.length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('leaves @dz/contracts/testing to the tests and their kits', () => {
    expect(Object.keys(sources).filter((f) => !/\.testkit\.tsx?$/.test(f) && /from\s*'@dz\/contracts\/testing'/.test(sources[f]!))).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(report.cycles).toEqual([]);
  });

  it('has no source file named like a folder beside it', () => {
    expect(files).toContain('app/Layout.tsx');
    expect(report.clashes).toEqual([]);
  });
});
