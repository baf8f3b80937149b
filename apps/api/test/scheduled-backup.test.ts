import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Desk } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { createApp } from '../src/app.js';
import { backupName, backupSchedule, type BackupSchedule } from '../src/ops/schedule.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, eventually, testClock, useTestApp } from './harness.js';

// Scheduled backups (issue 26, BACKUP_DIR): when one is due is decided by the test's clock, never the machine's; the
// schedulers look every few milliseconds and the test waits (bounded) for the file it expects.
const HOUR = 3_600_000;
const EVERY = 24 * HOUR;
const START = '2026-11-25T02:00:00.000Z';
const clock = testClock(START);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-scheduled-'));
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** The scheduler the app shows (admins' desk); a test may swap it for another. */
let shown: BackupSchedule;
const h = useTestApp({
  now: clock.now,
  backups: { tick: () => shown.tick(), start: () => shown.start(), stop: () => shown.stop(), status: () => shown.status() },
});
const made: BackupSchedule[] = [];
const schedule = (dir: string, keep = 3, pool = () => h.db.pool) => {
  const s = backupSchedule(pool(), { dir, everyMs: EVERY, keep, logger, now: clock.now, checkMs: 5 });
  made.push(s);
  return s;
};
beforeAll(() => { shown = schedule(path.join(root, 'shown')); });
afterAll(async () => {
  await Promise.all(made.map((s) => s.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const backups = (dir: string) => files(dir).filter((f) => f.endsWith('.backup.gz'));
/** A complete backup: its header and its end line. */
const whole = (file: string) => {
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  return { format: JSON.parse(lines[0]!).format, end: JSON.parse(lines.at(-1)!).end === true };
};
const desk = async (token: string) => (await h.request.get(API.desk).set(bearer(token))).body as Desk;

describe('scheduled backups', () => {
  it('writes one when none is there, then one a period, keeping the newest BACKUP_KEEP; each whole, nothing temporary left', async () => {
    const dir = path.join(root, 'rotation');
    const s = schedule(dir, 3);
    clock.set(START);
    const times: string[] = [START];
    try {
      s.start();
      await eventually(() => expect(backups(dir)).toEqual([backupName(new Date(START))]));
      // Its look done (the file renamed, the folder rotated): nothing more is due.
      await eventually(async () => expect(await s.tick()).toBe('not-due'));
      // Not due a moment before the period ends (the clock is the test's: nothing happens however long the machine takes).
      clock.advance(EVERY - 1);
      expect(await s.tick()).toBe('not-due');
      expect(backups(dir)).toHaveLength(1);
      for (let i = 1; i <= 4; i++) {
        clock.set(new Date(Date.parse(START) + i * EVERY));
        times.push(clock.now().toISOString());
        await eventually(() => expect(backups(dir)).toContain(backupName(clock.now())));
      }
    } finally {
      await s.stop();
    }
    expect(backups(dir)).toEqual(times.slice(-3).map((t) => backupName(new Date(t))));
    expect(files(dir)).toEqual(backups(dir));
    for (const f of backups(dir)) expect(whole(path.join(dir, f))).toEqual({ format: 'dom-zdravlja-backup', end: true });
  });

  it('is written by one of two instances sharing the database and the folder (an advisory lock), however they meet', async () => {
    const dir = path.join(root, 'two');
    const second = createPrisma(h.url, 2);
    const lockHolder = createPrisma(h.url, 1);
    try {
      const a = schedule(dir);
      const b = schedule(dir, 3, () => second.pool);
      clock.set('2026-12-01T02:00:00.000Z');
      // At the same moment: one writes, the other finds the lock taken or, once it is free, the backup there.
      const results = await Promise.all([a.tick(), b.tick()]);
      expect(results.filter((r) => r === 'written')).toHaveLength(1);
      expect(results.filter((r) => r !== 'written')[0]).toMatch(/^(busy|not-due)$/);
      expect(backups(dir)).toHaveLength(1);
      expect(await Promise.all([a.tick(), b.tick()])).toEqual(['not-due', 'not-due']);

      // A third party holding the lock (an instance writing one right now): neither writes.
      clock.advance(EVERY);
      const holder = await lockHolder.pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1, $2)', [0x647a, 26]);
        expect(await Promise.all([a.tick(), b.tick()])).toEqual(['busy', 'busy']);
        expect(backups(dir)).toHaveLength(1);
        await holder.query('SELECT pg_advisory_unlock($1, $2)', [0x647a, 26]);
      } finally {
        holder.release();
      }
      // Both looking on their own timers once it is free: still one more, not two.
      try {
        a.start();
        b.start();
        await eventually(() => expect(backups(dir)).toHaveLength(2));
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
      expect(backups(dir)).toEqual([backupName(new Date('2026-12-01T02:00:00.000Z')), backupName(clock.now())]);
    } finally {
      await second.$disconnect();
      await lockHolder.$disconnect();
    }
  });

  it('shows admins on the desk the newest backup (time, file, size), the next, and a failure until a backup succeeds', async () => {
    const dir = path.join(root, 'shown');
    clock.set('2026-12-10T02:00:00.000Z');
    expect(await shown.tick()).toBe('written');
    const [file] = backups(dir);
    const status = (await desk(h.tokens.admin)).backup;
    expect(status).toEqual({
      enabled: true, everyHours: 24, keep: 3, count: 1, overdue: false,
      last: { at: '2026-12-10T02:00:00.000Z', file, bytes: fs.statSync(path.join(dir, file!)).size },
      nextDue: '2026-12-11T02:00:00.000Z',
    });
    // Staff other than admins: nothing about backups.
    expect(await desk(h.tokens.staff)).not.toHaveProperty('backup');

    // The folder cannot be written (here: a file in the way): the failure, in one line, until a backup succeeds.
    const blocked = path.join(root, 'blocked');
    fs.writeFileSync(blocked, 'not a folder');
    shown = schedule(path.join(blocked, 'backups'));
    clock.set('2026-12-10T03:00:00.000Z');
    expect(await shown.tick()).toBe('failed');
    const failed = (await desk(h.tokens.admin)).backup!;
    expect(failed.failure?.at).toBe('2026-12-10T03:00:00.000Z');
    expect(failed.failure?.message).toMatch(/ENOTDIR|EEXIST/);
    expect(failed.failure?.message).not.toContain('\n');
    // Not tried again at every look: after a pause (a database away is not tried every minute).
    expect(await shown.tick()).toBe('not-due');
    fs.rmSync(blocked);
    clock.advance(HOUR);
    expect(await shown.tick()).toBe('written');
    const fixed = (await desk(h.tokens.admin)).backup!;
    expect(fixed.failure).toBeUndefined();
    expect(fixed.last?.at).toBe('2026-12-10T04:00:00.000Z');

    // Two periods without a new one: overdue (the schedule is not running as it should).
    clock.advance(2 * EVERY + 1);
    expect((await shown.status()).overdue).toBe(true);
  });

  it('says on the desk when BACKUP_DIR is not set', async () => {
    const app = createApp({ db: h.db, logger, jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, now: clock.now });
    const res = await supertest(app).get(API.desk).set(bearer(h.tokens.admin));
    expect(res.body.backup).toEqual({ enabled: false });
  });

  it('ends a backup under way at a stop, leaving no temporary file', async () => {
    const dir = path.join(root, 'stopped');
    const s = schedule(dir);
    clock.set('2026-12-20T02:00:00.000Z');
    const under = s.tick();
    await s.stop();
    // Whichever came first, the backup or the stop: a backup's name only on a whole one, and nothing else there.
    expect(await under).toMatch(/^(written|stopped)$/);
    for (const f of files(dir)) {
      expect(f).toMatch(/\.backup\.gz$/);
      expect(whole(path.join(dir, f)).end).toBe(true);
    }
    expect(await s.tick()).toBe('stopped');
  });
});
