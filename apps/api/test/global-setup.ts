import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrate, repoPaths } from '@dz/db/migrate';
import { adminQuery, testServer, withDatabase } from './pg-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    templateDb: string;
  }
}

/**
 * Once per run: a template database migrated exactly as production migrates (the same
 * driver, the same migration files); every test file clones it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const server = await testServer();
  const templateDb = `dz_test_tpl_${randomBytes(4).toString('hex')}`;
  const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'prisma');
  await migrate('deploy', [], { url: withDatabase(server.url, templateDb), ...repoPaths(prismaDir), log: () => {} });
  project.provide('pgUrl', server.url);
  project.provide('templateDb', templateDb);

  return async () => {
    // The template and any database a crashed test file left behind (named after the template).
    const leftovers = `${templateDb.replace('_tpl_', '_').replaceAll('_', '\\_')}\\_%`;
    const { rows } = await adminQuery(server.url, `SELECT datname FROM pg_database WHERE datname = '${templateDb}' OR datname LIKE '${leftovers}'`);
    for (const r of rows) await adminQuery(server.url, `DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await server.stop();
  };
}
