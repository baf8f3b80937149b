import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkLayers, layerRules, sourceTree } from '@dz/contracts/testing';
import { expect, test } from '@playwright/test';

/**
 * The e2e tree in layers, lowest first: scripts/ (the server a worker starts), support/ (fixtures,
 * API helpers), then the specs and the config over them. A module imports from its own layer or a
 * lower one, no chain of imports comes back to where it began, and no source file shares its name
 * with a folder beside it. No browser, no server: the sources only. The rules: @dz/contracts/testing
 * `checkLayers`.
 */
const LAYERS: readonly (readonly string[])[] = [['scripts'], ['support'], ['tests', 'playwright.config.ts']];

const { sources, files } = sourceTree(fs, fileURLToPath(new URL('..', import.meta.url)), ['scripts', 'support', 'tests', 'playwright.config.ts']);
const report = checkLayers(sources, LAYERS, files);

test.describe('layers of e2e/', () => {
  test('read the sources', () => {
    expect(report.graph.get('tests/feeds.spec.ts')).toContain('support/fixtures.ts');
    expect(report.graph.get('playwright.config.ts')).toContain('support/env.ts');
  });


  for (const [rule, broken] of layerRules(report)) test(rule, () => expect(broken).toEqual([]));
});
