/**
 * Writes the data migration of the seeded pages (src/pageSeed.ts) from today's content:
 * `pnpm --filter @dz/content run seed:pages [folder name]`; without a name, the newest `*_static_pages` folder is rewritten.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageSeedSql } from '../src/pageSeed.js';

const migrations = resolve(dirname(fileURLToPath(import.meta.url)), '../../../prisma/migrations');
const name = process.argv[2] ?? readdirSync(migrations).filter((d) => d.endsWith('_static_pages')).sort().at(-1);
if (!name) throw new Error('usage: seed:pages <yyyymmddHHMMSS>_static_pages');
mkdirSync(join(migrations, name), { recursive: true });
writeFileSync(join(migrations, name, 'migration.sql'), pageSeedSql());
console.log(`wrote ${join(migrations, name, 'migration.sql')}`);
