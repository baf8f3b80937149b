import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers, sourceTree } from '@dz/contracts/testing';

/**
 * The folders and top-level files of src/ form layers, lowest first (docs/architecture.md
 * "Layers"); a module imports from its own layer or a lower one, never from a higher one, and no
 * chain of imports comes back to where it began; no source file shares its name with a folder beside
 * it. Names in one entry are one layer. The rules: @dz/contracts/testing `checkLayers`.
 */
const LAYERS: readonly (readonly string[])[] = [
  // Anything may use these: the clock, the log's rules, the failures every layer throws.
  ['clock.ts', 'errors.ts', 'logger.ts'],
  ['db'],
  // Bytes, upload checks, the disk cache, sending files.
  ['files'],
  // Passwords, tokens, revocations, throttles, cookies, the auth middleware.
  ['auth'],
  // The domain: SQL and Prisma.
  ['services'],
  // Express's side: error answers, validation, content types, the web app's pages.
  ['http'],
  // What uses the services: the API's routers, the demo seed, backup and restore.
  ['routes', 'seed', 'ops'],
  // Reads the environment into the settings of the layers below (their defaults stay with them).
  ['config.ts'],
  ['app.ts', 'server.ts'],
  // The server's start (config, database, migrations, listen), which the entry loads once it handles signals.
  ['serve.ts'],
  // The memory settings the entry gives itself before loading anything (imports nothing of ours).
  ['memory-settings.ts'],
  ['start.ts', 'cli.ts'],
];

const { sources, files } = sourceTree(fs, path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src'));
const report = checkLayers(sources, LAYERS, files);

describe('layers of apps/api/src', () => {
  it('reads the sources', () => {
    expect(report.graph.size).toBeGreaterThan(60);
    expect(report.graph.get('app.ts')).toContain('routes/table.ts');
    expect(report.graph.get('routes/table.ts')).toContain('routes/collection.ts');
  });

  it('places every module in a layer', () => {
    expect(report.unplaced).toEqual([]);
  });

  it('imports only sideways or downwards', () => {
    expect(report.upward).toEqual([]);
  });

  it('leaves @dz/contracts/testing to the tests', () => {
    expect(Object.keys(sources).filter((f) => /from\s*'@dz\/contracts\/testing'/.test(sources[f]!))).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(report.cycles).toEqual([]);
  });

  it('has no source file named like a folder beside it', () => {
    expect(files).toContain('ops/backup.ts');
    expect(report.clashes).toEqual([]);
  });
});
