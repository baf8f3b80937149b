import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkLayers, layerRules, sourceTree } from '@dz/contracts/testing';
import { describe, expect, it } from 'vitest';

/**
 * The modules of @dz/db form layers, lowest first: the Prisma config and the pieces, then what the
 * API loads (the client, the migrations), then the command line over them. A module imports from its
 * own layer or a lower one, no chain of imports comes back to where it began, and no source file
 * shares its name with a folder beside it (generated/ is Prisma's, not read). The rules:
 * @dz/contracts/testing `checkLayers`.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['prisma.config.ts', 'src/budget.ts', 'src/search-sql.ts'],
  ['src/bounded.ts'],
  ['src/index.ts', 'src/migrate.ts'],
  ['src/migrate-cli.ts'],
];

const { sources, files } = sourceTree(fs, fileURLToPath(new URL('..', import.meta.url)), ['src', 'prisma.config.ts']);
const report = checkLayers(sources, (file) => LAYERS.findIndex((names) => names.includes(file)), files);

describe('layers of @dz/db (prisma/)', () => {
  it('reads the sources', () => {
    expect(report.graph.get('src/migrate-cli.ts')).toEqual(expect.arrayContaining(['prisma.config.ts', 'src/migrate.ts']));
  });


  for (const [rule, broken] of layerRules(report)) it(rule, () => expect(broken).toEqual([]));
});
