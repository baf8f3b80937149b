// Operator commands (bundled to dist/cli.js; root scripts `pnpm backup`, `pnpm restore`,
// `pnpm seed:demo`). They use DATABASE_URL, else the embedded database under DATA_DIR (the
// running server's, when it is up).
//   backup [file|-]   writes everything (accounts, news, documents and their files) to one file (-: standard output)
//   restore <file|->  loads a backup into a fresh database (migrated here first; refuses one with content; -: standard
//                     input). A file is read by whoever owns it, if this user may read it; if not, one line says why.
//   seed-demo         loads the demo content into an empty database
//   purge-bin         deletes for good what has been in the bin 30 days, and stored files no version uses
//   index-pdfs        reads the text of every PDF that has none yet, for the search (the server
//                     also does it in the background after its start; this waits until all are read)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { createPrisma } from '@dz/db';
import { migrate, repoPaths } from '@dz/db/migrate';
import { clockFrom } from './clock.js';
import { ConfigError, parseEnv, repoPrismaDir } from './config.js';
import { openDatabase } from './db/open.js';
import { oneLine, waitForDatabase } from './db/wait.js';
import { createLogger } from './logger.js';
import { backup, backupTo, restore } from './ops/backup.js';
import { backupName } from './ops/schedule.js';
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
const usage = 'usage: ops backup [file | -] | restore <file | -> | seed-demo | purge-bin | index-pdfs   (-: standard output / input)';
if (!cmd || !['backup', 'restore', 'seed-demo', 'purge-bin', 'index-pdfs'].includes(cmd) || (cmd === 'restore' && !arg)) {
  console.error(usage);
  process.exit(64);
}
/** `backup -` writes the backup to standard output: every message goes to standard error then. */
const piped = arg === '-';
const say = cmd === 'backup' && piped ? console.error : console.log;

/** Stops with one line for the operator (who may read it at 2 a.m.), never a stack trace. */
function fail(message: string): never {
  console.error(`${cmd} failed: ${message}`);
  process.exit(1);
}

/** Who owns a path and its mode, and who we are: what a "permission denied" needs to be understood. */
function ownership(file: string): string {
  const me = `this command runs as uid ${process.getuid?.() ?? '?'}`;
  try {
    const s = fs.statSync(file);
    return `owner uid ${s.uid}, mode ${(s.mode & 0o777).toString(8).padStart(4, '0')}; ${me}`;
  } catch {
    return me;
  }
}

/** The file a restore reads: there, a file, and readable by us (whoever owns it), or a clear line saying which not. */
function checkReadable(file: string) {
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fail(`no such file: ${file}`);
    if (code === 'EACCES') {
      fail(`cannot read ${file}: permission denied (${ownership(file)}). Make it readable (chmod 644) or pipe it in: cli.js restore - < file`);
    }
    fail(`cannot read ${file}: ${oneLine(e)}`);
  }
  if (!fs.statSync(file).isFile()) fail(`${file} is not a file`);
}

/** The folder a backup file is written into (beside its target, then renamed): there and writable by us. */
function checkWritable(file: string) {
  const dir = path.dirname(file);
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fail(`no such folder: ${dir}`);
    if (code === 'EACCES') fail(`cannot write to ${dir}: permission denied (${ownership(dir)}). Choose another folder, or write to standard output: cli.js backup - > file`);
    fail(`cannot write to ${dir}: ${oneLine(e)}`);
  }
}

// What can be checked before the database is opened, so a wrong path or permission is said at once.
const file = arg && !piped ? fromCaller(arg) : undefined;
if (cmd === 'restore') {
  if (file) checkReadable(file);
  else if (process.stdin.isTTY) fail('standard input is a terminal: pipe the backup in (cli.js restore - < file)');
}
if (cmd === 'backup') {
  if (file) checkWritable(file);
  else if (piped && process.stdout.isTTY) fail('standard output is a terminal: send it to a file (cli.js backup - > file)');
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (e) {
  fail(e instanceof ConfigError ? e.message : oneLine(e));
}
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(env, { shareRunning: true });
} catch (e) {
  fail(oneLine(e));
}
const db = createPrisma(database.url, 2);
let code = 0;
try {
  // One try, said in one line when PostgreSQL is not there (the server waits DB_WAIT_SECONDS; a command answers now).
  await waitForDatabase(database.url, { seconds: 0, timeoutMs: env.DB_TIMEOUT_MS, log: () => {} });
  await migrate('deploy', [], { url: database.url, ...repoPaths(repoPrismaDir(here)), log: () => {} });
  if (cmd === 'backup') {
    if (piped) {
      const counts = await backupTo(db.pool, process.stdout);
      say('Backup written to standard output', counts);
    } else {
      const target = file ?? fromCaller(backupName(new Date()));
      const counts = await backup(db.pool, target);
      say(`Backup written to ${target}`, counts);
    }
  } else if (cmd === 'restore') {
    console.log('Restored', await restore(db.pool, file ?? process.stdin));
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
    // The server's clock when it runs the seed at its start (seed/in-child.ts gives it as CLOCK_AT).
    const r = await seedDemo(db, clockFrom(env.CLOCK_AT));
    console.log(seedSummary(r));
    if (!r.loaded) code = 1;
  }
} catch (e) {
  console.error(`${cmd} failed: ${oneLine(e)}`);
  code = 1;
} finally {
  await db.$disconnect();
  await database.close();
}
process.exit(code);
