// The server's start, loaded by the production entry (start.ts, bundled to dist/start.js): config, database (the one
// in DATABASE_URL, else an embedded PostgreSQL under DATA_DIR), migrations, first admin, then the server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MB, ROUTES } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { migrate, repoPaths } from '@dz/db/migrate';
import { createApp } from './app.js';
import { clockFrom } from './clock.js';
import { ConfigError, DEV_ADMIN, checkAdminPassword, parseEnv, repoPrismaDir, requireAdmin2fa, type Env } from './config.js';
import { DataDirInUse } from './db/lock.js';
import { DatabaseUnreachable, oneLine, waitForDatabase } from './db/wait.js';
import { defaultFileCacheDir } from './files/disk-cache.js';
import { openDatabase } from './db/open.js';
import { collectWhenQuiet } from './http/quiet-gc.js';
import { createLogger } from './logger.js';
import { backupSchedule } from './ops/schedule.js';
import { listen } from './server.js';
import { accountService } from './services/accounts.js';
import { seedInChild } from './seed/in-child.js';
import { purgeBin } from './services/history.js';


/** Outside production, a JWT secret generated once and kept in the data folder. */
function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

async function config(): Promise<Env> {
  try {
    const env = parseEnv();
    await checkAdminPassword(env);
    return env;
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  }
}

/** A stop (SIGTERM, SIGINT) came before the server was listening: the start gives up at its next step. */
class Stopped extends Error {
  constructor() { super('stopped during the start'); }
}

/** What an operator reads when the start fails: one line (a ConfigError's lines), never a stack trace. */
function startFailure(e: unknown): string {
  if (e instanceof ConfigError || e instanceof DataDirInUse || e instanceof DatabaseUnreachable) return e.message;
  return `The start failed: ${oneLine(e)} (LOG_LEVEL=debug logs the details)`;
}

/**
 * Starts the server. `here`: the entry's folder (dist/, or src/ under tsx), whose neighbours are the migrations and the
 * web app (this module's own code sits in a chunk of its own once bundled). `handOver` removes the entry's signal handlers (start.ts: they end the process, nothing being
 * started yet while the settings are read); it is called once this start's own handle the signals, never before: a
 * signal with no listener at all in between would be lost.
 */
export async function main(here: string, handOver: () => void = () => {}) {
  const env = await config();
  const now = clockFrom(env.CLOCK_AT);
  const logger = createLogger(env.LOG_LEVEL);
  if (env.CLOCK_AT) logger.warn(`CLOCK_AT: the server's clock started at ${env.CLOCK_AT}, not at the real time`);
  const cleanups: (() => Promise<void> | void)[] = [];
  let cleaning: Promise<void> | undefined;
  /** Undoes what the start did, newest first, once (a stop and a failure may both ask). */
  const cleanup = () => (cleaning ??= (async () => {
    for (const c of cleanups.reverse()) {
      try {
        await c();
      } catch (err) {
        logger.warn({ err }, 'a step of the stop failed');
      }
    }
    cleanups.length = 0;
  })());

  // A stop may come at any moment, the start included (docker stop while PostgreSQL is not up yet, Ctrl-C): before the
  // server listens it ends the start at its next step (the wait for the database and the demo's seed, a process of
  // its own, at once); a step that does not give way within SHUTDOWN_GRACE_SECONDS (a long migration) is cut then.
  // Once listening, the server's own stop takes over.
  const starting = new AbortController();
  let stopServer: ((signal: string) => Promise<void>) | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopServer) return void stopServer(signal);
    if (starting.signal.aborted) return;
    logger.info(`${signal} during the start: stopping`);
    starting.abort(new Stopped());
    setTimeout(() => {
      logger.warn(`the start did not stop within SHUTDOWN_GRACE_SECONDS (${env.SHUTDOWN_GRACE_SECONDS} s): ending it`);
      void cleanup().finally(() => process.exit(1));
    }, env.SHUTDOWN_GRACE_SECONDS * 1000).unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  handOver();
  const step = () => { if (starting.signal.aborted) throw new Stopped(); };

  try {
    const database = await openDatabase(env, { log: (l) => logger.debug({ postgres: l }), warn: (l) => logger.warn(l) });
    cleanups.push(() => database.close());
    const { url, embedded } = database;
    if (embedded) logger.info(`embedded PostgreSQL running (data in ${path.resolve(env.DATA_DIR)})`);
    step();
    // A database that is not up yet (outside compose nothing waits for it): tried again for DB_WAIT_SECONDS.
    if (!embedded) await waitForDatabase(url, { seconds: env.DB_WAIT_SECONDS, timeoutMs: env.DB_TIMEOUT_MS, log: (l) => logger.warn(l), signal: starting.signal });
    step();
    await migrate('deploy', [], { url, ...repoPaths(repoPrismaDir(here)), log: (l) => logger.info(l) });
    step();

    const db = createPrisma(url, env.DB_POOL_SIZE, env.DB_TIMEOUT_MS);
    cleanups.push(() => db.$disconnect());
    const fromEnv = env.ADMIN_USERNAME && env.ADMIN_PASSWORD
      ? { userName: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@localhost` }
      : undefined;
    const admin = fromEnv ?? (env.NODE_ENV === 'production' ? undefined : DEV_ADMIN);
    // The development default is known to everyone: its first logins suggest changing it (docs/product.md "Passwords and roles").
    const first = await accountService(db).ensureFirstAdmin(admin && { ...admin, temporary: !fromEnv });
    if (first === 'missing') {
      throw new ConfigError('No account exists yet and ADMIN_USERNAME / ADMIN_PASSWORD are not set: set both (with docker compose: in .env) '
        + 'to create the first admin at the next start; once it exists, remove them again.');
    }
    if (first === 'created') logger.info(`created the first admin account "${admin!.userName}"`);
    // ADMIN_* only matter for the first start; left set, they sit in the container's environment (docker inspect).
    if (first === 'exists' && env.ADMIN_PASSWORD) {
      logger.warn('ADMIN_PASSWORD is set but accounts exist, so it was not used (only a first start creates an admin from it): '
        + 'remove ADMIN_USERNAME and ADMIN_PASSWORD from .env (`docker compose up -d` then recreates the container without them)');
    }
    step();

    // The embedded default is for trying the site: it starts with demo content; elsewhere only on request.
    if (env.SEED_DEMO ?? (embedded && first === 'created')) {
      logger.info(await seedInChild(here, url, { clockAt: env.CLOCK_AT && now().toISOString(), signal: starting.signal }));
    }
    step();

    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      logger.warn('PUBLIC_URL is not set: robots.txt, the sitemap and the RSS feeds take the site\'s address from each request\'s Host header, which clients choose (.env.example)');
    }
    // Scheduled backups (BACKUP_DIR): started once the server listens, stopped before the database closes.
    const backups = env.BACKUP_DIR
      ? backupSchedule(db.pool, { dir: env.BACKUP_DIR, everyMs: env.BACKUP_EVERY_HOURS * 3_600_000, keep: env.BACKUP_KEEP, logger, now })
      : undefined;
    let draining = false;
    const app = createApp({
      db, logger, jwtSecret: jwtSecret(env), jwtTtlSeconds: env.JWT_TTL_SECONDS, sessionMaxSeconds: env.SESSION_MAX_HOURS * 3600,
      loginLimit: { limit: env.LOGIN_RATE_LIMIT, windowSeconds: env.LOGIN_RATE_WINDOW_SECONDS },
      trustProxy: env.TRUST_PROXY, corsOrigins: env.CORS_ORIGINS, publicUrl: env.PUBLIC_URL,
      webDist: env.WEB_DIST ?? path.resolve(here, '..', '..', 'web', 'dist'),
      isDraining: () => draining,
      uploadConcurrency: env.UPLOAD_CONCURRENCY,
      uploadMemoryBytes: env.UPLOAD_MEMORY_MB * MB,
      bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000,
      fileCache: { dir: env.FILE_CACHE_DIR ?? defaultFileCacheDir(), maxBytes: env.FILE_CACHE_MAX_MB * MB },
      // Audio guides whose recording no longer says what their record does (edited while espeak-ng was missing, or a
      // new release's script): spoken again in the background.
      speech: { sweepAtStart: true },
      // Documents whose PDF has no text yet (stored before the search, or while pdftotext was missing): read in the background.
      pdfText: { backfillAtStart: true },
      searchResultsKept: env.SEARCH_RESULTS_KEPT,
      pagesKeptBytes: env.PAGES_KEPT_MB * MB,
      requireAdmin2fa: requireAdmin2fa(env),
      requireIfMatch: env.REQUIRE_IF_MATCH ?? false,
      metricsToken: env.METRICS_TOKEN,
      backups,
      now,
    });
    // The bin: what has been in it 30 days is deleted for good, with the stored files nothing uses any more
    // (docs/product.md "Bin"): now, then hourly.
    const sweepBin = () => purgeBin(db, now()).then(
      (r) => { if (r.files || Object.keys(r.items).length) logger.info(r, 'bin purged'); },
      (err: unknown) => logger.warn({ err }, 'the bin could not be purged'),
    );
    void sweepBin();
    const binTimer = setInterval(() => void sweepBin(), 3_600_000);
    binTimer.unref();
    cleanups.push(() => clearInterval(binTimer));
    const server = await listen(app, { port: env.PORT, host: env.HOST, requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000, logger });
    // Memory a burst grew is handed back once the server is quiet (http/quiet-gc.ts).
    cleanups.push(collectWhenQuiet(server.server, app.locals.backgroundBusy as () => boolean));
    if (backups) {
      backups.start();
      cleanups.push(() => backups.stop());
    }
    const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    console.log(`\n  Dom zdravlja is running: http://${shown}:${server.port}/`);
    if (first === 'created') console.log(`  Log in at http://${shown}:${server.port}/login as "${admin!.userName}"${fromEnv ? '' : ` with password "${admin!.password}" (development default: change it at ${ROUTES.password} after logging in)`}\n`);

    stopServer = async (signal: string) => {
      if (draining) return;
      draining = true;
      logger.info(`${signal}: finishing in-flight requests, then stopping`);
      await server.close(env.SHUTDOWN_GRACE_SECONDS * 1000);
      await cleanup();
      logger.info('stopped');
      process.exit(0);
    };
    // A stop that came while listen() was under way.
    if (starting.signal.aborted) void stopServer('SIGTERM');
  } catch (e) {
    if (e instanceof Stopped || starting.signal.aborted) {
      await cleanup();
      logger.info('stopped before the start was complete');
      process.exit(0);
    }
    console.error(startFailure(e));
    logger.debug({ err: e }, 'the start failed');
    await cleanup();
    process.exit(1);
  }

  const crash = async (err: unknown) => {
    logger.fatal({ err }, 'crashed');
    await cleanup().catch(() => {});
    process.exit(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
