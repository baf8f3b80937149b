import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { BackupStatus } from '@dz/contracts';
import { systemClock, type Clock } from '../clock.js';
import { oneLine } from '../db/wait.js';
import { backup } from './backup.js';

/** Scheduled backups' defaults (config BACKUP_EVERY_HOURS, BACKUP_KEEP: the one place they are read). */
export const BACKUP_DEFAULTS = { everyHours: 24, keep: 14 } as const;

/** How often an instance looks whether a backup is due: a read of the folder; the lock is taken only when one is. */
const CHECK_MS = 60_000;
/** After a failed attempt, the next one waits this long (or one period, when shorter): a database away is not tried every minute. */
const RETRY_MS = 15 * 60_000;
/** pg_try_advisory_lock(classid, objid) of the scheduled backup: 0x647a is 'dz', 26 the issue. Prisma's migrations use another key. */
const LOCK = [0x647a, 26] as const;
/** The last failure, where every instance that shares the folder reads it; removed by the next success. */
const FAILURE_FILE = '.last-failure.json';

/** A backup's file name from its instant; cli.js names the backups it writes without a name the same way. */
export const backupName = (at: Date) => `dom-zdravlja-${at.toISOString().replace(/[:.]/g, '-')}.backup.gz`;
const NAME = /^dom-zdravlja-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.backup\.gz$/;
/** What a backup stopped midway leaves (backup.ts writes under this name and renames when complete). */
const PARTIAL = /^dom-zdravlja-.+\.backup\.gz\.partial-\d+$/;

/** The instant in a backup's file name, or undefined for any other file. */
export function timeOfName(name: string): Date | undefined {
  const m = NAME.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : undefined;
}

/** The folder's complete backups, newest first (by the instant in their names). */
async function listBackups(dir: string): Promise<{ file: string; at: Date }[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return names.flatMap((file) => {
    const at = timeOfName(file);
    return at ? [{ file, at }] : [];
  }).sort((a, b) => b.at.getTime() - a.at.getTime() || b.file.localeCompare(a.file));
}

export type TickResult = 'written' | 'not-due' | 'busy' | 'failed' | 'stopped';

export interface BackupSchedule {
  /**
   * One look: when a backup is due (none in the folder, or the newest one period old) and no other instance is
   * writing one (the advisory lock), writes it, then keeps the newest `keep`. Never throws: a failure is logged and
   * kept for status().
   */
  tick(): Promise<TickResult>;
  /** Looks now, then every `checkMs`. */
  start(): void;
  /** No further looks; a backup under way is ended (its temporary file removed). */
  stop(): Promise<void>;
  status(): Promise<BackupStatus>;
}

/**
 * Scheduled backups (issue 26) into `dir` (BACKUP_DIR): the folder is the record. Its newest backup (by the instant in
 * its name, our clock's) says when the next is due, so instances that share the folder (compose's volume) write one
 * between them; the lock keeps two from writing at once. Each is written under a temporary name and renamed when
 * complete (backup.ts), so a file with a backup's name is a whole backup.
 */
export function backupSchedule(pool: pg.Pool, opts: {
  dir: string;
  /** BACKUP_EVERY_HOURS in ms. */
  everyMs: number;
  keep: number;
  logger: Logger;
  /** The clock that says when a backup is due and names it (AppDeps.now); tests move it. */
  now?: Clock;
  /** How often to look (default a minute); tests look often and move the clock. */
  checkMs?: number;
}): BackupSchedule {
  const now = opts.now ?? systemClock;
  const dir = path.resolve(opts.dir);
  const checkMs = opts.checkMs ?? CHECK_MS;
  let failure: { at: string; message: string } | undefined;
  let retryAt = 0;
  let running: Promise<TickResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const abort = new AbortController();

  const due = async () => {
    const [newest] = await listBackups(dir);
    return !newest || now().getTime() - newest.at.getTime() >= opts.everyMs;
  };

  const fail = async (e: unknown) => {
    failure = { at: now().toISOString(), message: oneLine(e) };
    retryAt = now().getTime() + Math.min(RETRY_MS, opts.everyMs);
    opts.logger.error({ dir, error: failure.message }, `scheduled backup failed: ${failure.message}`);
    // Written where the other instances read it; a folder that cannot be written keeps it in this instance only.
    const tmp = path.join(dir, `${FAILURE_FILE}.${process.pid}`);
    await fs.writeFile(tmp, JSON.stringify(failure)).then(() => fs.rename(tmp, path.join(dir, FAILURE_FILE))).catch(() => {});
    return 'failed' as const;
  };

  /** Under the lock: the backup, the rotation, the failure record cleared. */
  async function write(): Promise<TickResult> {
    if (!(await due())) return 'not-due';
    await fs.mkdir(dir, { recursive: true });
    try {
      await fs.access(dir, fs.constants.W_OK | fs.constants.X_OK);
    } catch {
      const s = await fs.stat(dir);
      throw new Error(`cannot write to ${dir} (owner uid ${s.uid}, mode ${(s.mode & 0o777).toString(8)}; this process runs as uid ${process.getuid?.()})`);
    }
    // Left by a backup stopped midway (a stop, a crash): nobody else writes while we hold the lock.
    const names = await fs.readdir(dir);
    await Promise.all(names.filter((n) => PARTIAL.test(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
    const at = now();
    const file = path.join(dir, backupName(at));
    const started = Date.now();
    const counts = await backup(pool, file, { signal: abort.signal });
    const { size } = await fs.stat(file);
    const old = (await listBackups(dir)).slice(opts.keep);
    await Promise.all(old.map((b) => fs.rm(path.join(dir, b.file), { force: true })));
    failure = undefined;
    retryAt = 0;
    await fs.rm(path.join(dir, FAILURE_FILE), { force: true });
    opts.logger.info({ file, bytes: size, seconds: Math.round((Date.now() - started) / 100) / 10, rows: counts, removed: old.map((b) => b.file) }, 'scheduled backup written');
    return 'written';
  }

  async function attempt(): Promise<TickResult> {
    if (stopped) return 'stopped';
    if (now().getTime() < retryAt) return 'not-due';
    let client: pg.PoolClient | undefined;
    try {
      // A cheap look first: most looks end here, without a connection.
      if (!(await due())) return 'not-due';
      client = await pool.connect();
      const { rows: [lock] } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [...LOCK]);
      if (!lock?.locked) return 'busy';
      try {
        return await write();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [...LOCK]).catch(() => {});
      }
    } catch (e) {
      if (stopped) {
        opts.logger.info('the scheduled backup under way was ended by the stop');
        return 'stopped';
      }
      return fail(e);
    } finally {
      client?.release();
    }
  }

  const tick = () => {
    running ??= attempt().finally(() => { running = undefined; });
    return running;
  };

  const loop = () => {
    void tick().then(() => {
      if (stopped) return;
      timer = setTimeout(loop, checkMs);
      timer.unref();
    });
  };

  return {
    tick,
    start: loop,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
    },
    async status(): Promise<BackupStatus> {
      const base = { enabled: true, everyHours: opts.everyMs / 3_600_000, keep: opts.keep };
      const at = now().getTime();
      let list: { file: string; at: Date }[];
      try {
        list = await listBackups(dir);
      } catch (e) {
        return { ...base, count: 0, failure: { at: now().toISOString(), message: `cannot read ${dir}: ${oneLine(e)}` }, nextDue: now().toISOString(), overdue: true };
      }
      const [newest] = list;
      const bytes = newest ? await fs.stat(path.join(dir, newest.file)).then((s) => s.size, () => undefined) : undefined;
      const last = newest && bytes !== undefined ? { at: newest.at.toISOString(), file: newest.file, bytes } : undefined;
      // This instance's failure, or another's (the shared folder's record), whichever is newer; none once a backup followed.
      const shared = await fs.readFile(path.join(dir, FAILURE_FILE), 'utf8').then((t) => JSON.parse(t) as { at: string; message: string }, () => undefined);
      const latest = [failure, shared].filter((f): f is { at: string; message: string } => typeof f?.at === 'string' && typeof f.message === 'string')
        .sort((a, b) => b.at.localeCompare(a.at))[0];
      const failed = latest && (!last || latest.at > last.at) ? latest : undefined;
      const dueAt = Math.max(last ? newest!.at.getTime() + opts.everyMs : at, retryAt);
      return {
        ...base,
        ...(last ? { last } : {}),
        count: list.length,
        ...(failed ? { failure: failed } : {}),
        nextDue: new Date(dueAt).toISOString(),
        overdue: !!last && at - newest!.at.getTime() > 2 * opts.everyMs,
      };
    },
  };
}
