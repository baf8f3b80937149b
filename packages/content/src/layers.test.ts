import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkLayers, layerRules, sourceTree } from '@dz/contracts/testing';
import { describe, expect, it } from 'vitest';

/**
 * The modules of src/ form layers, lowest first (names: a folder or top-level file of src/), with the
 * generators of scripts/ and the tests' helpers (src/test/) on top: a module imports from its own layer
 * or a lower one, no chain of imports comes back to where it began, and no source file shares its name
 * with a folder beside it. The rules: @dz/contracts/testing `checkLayers`.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['types.ts', 'text.ts'],
  // The pieces pages are made of, and the institution's facts.
  ['blocks.ts', 'institution.ts', 'assets.ts', 'logo.ts', 'sharePicture.ts', 'staticDocs.ts', 'library.ts'],
  // The pages' content.
  ['centreLaws', 'pages'],
  // What reads the pages: the search's static entries, the feeds; the demo content; the pages' seed (issue 38).
  ['search.ts', 'feeds.ts', 'demo', 'pageSeed.ts'],
  ['index.ts'],
];
const TOP = LAYERS.length;

/** 'src/pages/about.ts' → its layer; scripts/ and src/test/ above all. */
const layerOf = (file: string) => {
  const [top, name] = file.split('/');
  return top === 'scripts' || name === 'test' ? TOP : LAYERS.findIndex((names) => names.includes(name!));
};

const { sources, files } = sourceTree(fs, fileURLToPath(new URL('..', import.meta.url)), ['src', 'scripts']);
const report = checkLayers(sources, layerOf, files);

describe('layers of packages/content', () => {
  it('reads the sources', () => {
    expect(report.graph.size).toBeGreaterThan(30);
    expect(report.graph.get('src/pages/about.ts')).toContain('src/blocks.ts');
    expect(report.graph.get('scripts/generate-pdf.ts')).toContain('src/index.ts');
    expect(files).toContain('src/demo/index.ts');
  });


  for (const [rule, broken] of layerRules(report)) it(rule, () => expect(broken).toEqual([]));
});
