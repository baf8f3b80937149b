// Operator commands (bundled to dist/ops.js; root scripts `pnpm backup`, `pnpm restore`,
// `pnpm seed:demo`). They use DATABASE_URL, else the embedded database under DATA_DIR (the
// running server's, when it is up).
//   backup [file]     writes everything (accounts, news, documents and their files) to one file
//   restore <file>    loads a backup into a fresh database (migrated here first; refuses one with content)
//   seed-demo         loads the demo content into an empty database
//   purge-bin         deletes for good what has been in the bin 30 days, and stored files no version uses
//   index-pdfs        reads the text of every PDF that has none yet, for the search (the server
//                     also does it in the background after its start; this waits until all are read)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { createPrisma } from '@dz/db';
import { migrate, repoPaths } from '@dz/db/migrate';
import { parseEnv, repoPrismaDir } from './config.js';
import { openDatabase } from './db/open.js';
import { createLogger } from './logger.js';
import { backup, restore } from './ops/backup.js';
import { seedDemo, seedSummary } from './seed/demo.js';
import { purgeBin } from './services/history.js';
import { pdfTextQueue } from './services/pdf-text.js';

const here = path.dirname(fileURLToPath(import.meta.url));

// The operator commands are batch jobs: V8 may favour memory over speed. Backup and restore
// move every file through short-lived buffers (socket reads, base64 text, gzip output); by
// default V8 lets ~80 MB of them pile up before collecting. bench/backup.ts, 300 MB database:
// peak RSS backup 240 -> 160 MB, restore 220 -> 155 MB, for ~30% more CPU time.
v8.setFlagsFromString('--optimize-for-size');

const [cmd, arg] = process.argv.slice(2);
/** A file named on the command line, from where `pnpm` was called (INIT_CWD), not from apps/api. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const usage = 'usage: ops backup [file] | restore <file> | seed-demo | purge-bin | index-pdfs';
if (!cmd || !['backup', 'restore', 'seed-demo', 'purge-bin', 'index-pdfs'].includes(cmd) || (cmd === 'restore' && !arg)) {
  console.error(usage);
  process.exit(64);
}

const env = parseEnv();
const database = await openDatabase(env, { shareRunning: true });
const db = createPrisma(database.url, 2);
let code = 0;
try {
  await migrate('deploy', [], { url: database.url, ...repoPaths(repoPrismaDir(here)), log: () => {} });
  if (cmd === 'backup') {
    const file = fromCaller(arg ?? `dom-zdravlja-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz`);
    const counts = await backup(db.pool, file);
    console.log(`Backup written to ${file}`, counts);
  } else if (cmd === 'restore') {
    const file = fromCaller(arg!);
    console.log('Restored', await restore(db.pool, file));
  } else if (cmd === 'purge-bin') {
    console.log('Purged', await purgeBin(db));
  } else if (cmd === 'index-pdfs') {
    const queue = pdfTextQueue(db, createLogger('warn'));
    const n = await queue.backfill();
    console.log(`Reading the text of ${n} PDFs…`);
    await queue.idle();
    const { rows } = await db.pool.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM "DocumentText" GROUP BY status ORDER BY status');
    console.log('PDF texts', Object.fromEntries(rows.map((r) => [r.status, r.n])));
    if (queue.missingTool) code = 1;
  } else {
    const r = await seedDemo(db);
    console.log(seedSummary(r));
    if (!r.loaded) code = 1;
  }
} catch (e) {
  console.error(`${cmd} failed: ${(e as Error).message}`);
  code = 1;
} finally {
  await db.$disconnect();
  await database.close();
}
process.exit(code);
