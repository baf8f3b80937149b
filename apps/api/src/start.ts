// The production entry (bundled to dist/start.js): config, database (the one in DATABASE_URL,
// else an embedded PostgreSQL under DATA_DIR), migrations, first admin, then the server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MB, ROUTES } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { migrate, repoPaths } from '@dz/db/migrate';
import { createApp } from './app.js';
import { systemClock, type Clock } from './clock.js';
import { ConfigError, DEV_ADMIN, checkAdminPassword, parseEnv, repoPrismaDir, requireAdmin2fa, type Env } from './config.js';
import { DataDirInUse } from './db/lock.js';
import { defaultFileCacheDir } from './files/disk-cache.js';
import { openDatabase } from './db/open.js';
import { createLogger } from './logger.js';
import { listen } from './server.js';
import { accountService } from './services/accounts.js';
import { purgeBin } from './services/history.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Outside production, a JWT secret generated once and kept in the data folder. */
function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The server's clock: the real one, or with CLOCK_AT (tests) one that starts at that instant now and
 * runs on at real speed.
 */
function serverClock(at: string | undefined): Clock {
  if (!at) return systemClock;
  const start = Date.parse(at);
  const bootedAt = Date.now();
  return () => new Date(start + (Date.now() - bootedAt));
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

async function main() {
  const env = await config();
  const now = serverClock(env.CLOCK_AT);
  const logger = createLogger(env.LOG_LEVEL);
  if (env.CLOCK_AT) logger.warn(`CLOCK_AT: the server's clock started at ${env.CLOCK_AT}, not at the real time`);
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => { for (const c of cleanups.reverse()) await c(); cleanups.length = 0; };

  try {
    const database = await openDatabase(env, { log: (l) => logger.debug({ postgres: l }), warn: (l) => logger.warn(l) });
    cleanups.push(() => database.close());
    const { url, embedded } = database;
    if (embedded) logger.info(`embedded PostgreSQL running (data in ${path.resolve(env.DATA_DIR)})`);
    await migrate('deploy', [], { url, ...repoPaths(repoPrismaDir(here)), log: (l) => logger.info(l) });

    const db = createPrisma(url, env.DB_POOL_SIZE, env.DB_TIMEOUT_MS);
    cleanups.push(() => db.$disconnect());
    const fromEnv = env.ADMIN_USERNAME && env.ADMIN_PASSWORD
      ? { userName: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@localhost` }
      : undefined;
    const admin = fromEnv ?? (env.NODE_ENV === 'production' ? undefined : DEV_ADMIN);
    // The development default is known to everyone: its first logins suggest changing it (docs/product.md "Passwords and roles").
    const first = await accountService(db).ensureFirstAdmin(admin && { ...admin, temporary: !fromEnv });
    if (first === 'missing') throw new ConfigError('No account exists yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin.');
    if (first === 'created') logger.info(`created the first admin account "${admin!.userName}"`);

    // The embedded default is for trying the site: it starts with demo content; elsewhere only on request.
    if (env.SEED_DEMO ?? (embedded && first === 'created')) {
      const { seedDemo, seedSummary } = await import('./seed/demo.js'); // its PDF renderer loads only when used
      logger.info(seedSummary(await seedDemo(db, now)));
    }

    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      logger.warn('PUBLIC_URL is not set: robots.txt, the sitemap and the RSS feeds take the site\'s address from each request\'s Host header, which clients choose (.env.example)');
    }
    let draining = false;
    const app = createApp({
      db, logger, jwtSecret: jwtSecret(env), jwtTtlSeconds: env.JWT_TTL_SECONDS, sessionMaxSeconds: env.SESSION_MAX_HOURS * 3600,
      loginLimit: { limit: env.LOGIN_RATE_LIMIT, windowSeconds: env.LOGIN_RATE_WINDOW_SECONDS },
      trustProxy: env.TRUST_PROXY, corsOrigins: env.CORS_ORIGINS, publicUrl: env.PUBLIC_URL,
      webDist: env.WEB_DIST ?? path.resolve(here, '..', '..', 'web', 'dist'),
      isDraining: () => draining,
      uploadConcurrency: env.UPLOAD_CONCURRENCY,
      bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000,
      fileCache: { dir: env.FILE_CACHE_DIR ?? defaultFileCacheDir(), maxBytes: env.FILE_CACHE_MAX_MB * MB },
      // Audio guides whose recording no longer says what their record does (edited while espeak-ng was missing, or a
      // new release's script): spoken again in the background.
      speech: { sweepAtStart: true },
      // Documents whose PDF has no text yet (stored before the search, or while pdftotext was missing): read in the background.
      pdfText: { backfillAtStart: true },
      searchResultsKept: env.SEARCH_RESULTS_KEPT,
      requireAdmin2fa: requireAdmin2fa(env),
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
    const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    console.log(`\n  Dom zdravlja is running: http://${shown}:${server.port}/`);
    if (first === 'created') console.log(`  Log in at http://${shown}:${server.port}/login as "${admin!.userName}"${fromEnv ? '' : ` with password "${admin!.password}" (development default: change it at ${ROUTES.password} after logging in)`}\n`);

    const shutdown = async (signal: string) => {
      if (draining) return;
      draining = true;
      logger.info(`${signal}: finishing in-flight requests, then stopping`);
      await server.close(env.SHUTDOWN_GRACE_SECONDS * 1000);
      await cleanup();
      logger.info('stopped');
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (e) {
    console.error(e instanceof ConfigError || e instanceof DataDirInUse ? e.message : e);
    await cleanup().catch(() => {});
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

await main();
