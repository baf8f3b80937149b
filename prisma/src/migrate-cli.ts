// pnpm db:migrate <command>: the project's `prisma migrate`, see src/migrate.ts.
//   deploy | create <name> | status | diff (exit 2 when schema.prisma has changes with no migration)
//   | resolve --applied|--rolled-back <name> | reset --force
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../prisma.config.js';
import { migrate, repoPaths, type MigrateCommand } from './migrate.js';

const [cmd, ...args] = process.argv.slice(2);
const commands: MigrateCommand[] = ['deploy', 'create', 'status', 'diff', 'resolve', 'reset'];
if (!commands.includes(cmd as MigrateCommand)) {
  console.error(`usage: pnpm db:migrate ${commands.join('|')} [args]`);
  process.exit(64);
}
const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  const code = await migrate(cmd as MigrateCommand, args, { url: String(config.datasource?.url), ...repoPaths(prismaDir) });
  process.exit(code);
} catch (e) {
  console.error(e);
  process.exit(1);
}
