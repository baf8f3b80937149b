import net from 'node:net';
import type pg from 'pg';
import { systemClock, type Clock } from '../clock.js';

/** The longest a name or an address is ever made to wait between two checked attempts. */
export const MAX_DELAY_SECONDS = 60;
/** Rows whose window is over are removed at most this often (per instance). */
const SWEEP_EVERY_MS = 60_000;

export interface LoginLimit {
  /** Wrong passwords per user name within the window before attempts are slowed (per address: 3×). */
  limit: number;
  windowSeconds: number;
}

/** What the claim's transaction returned for one key: enough to refund it exactly. */
interface Claimed {
  key: string;
  windowStart: Date;
  nextAt: Date;
  claimedAt: Date;
}

export type LoginAttempt<T> =
  | {
    ok: true;
    /** What `read` returned, inside the claim's transaction. */
    value: T;
    /** The right password: the name's counter starts again, the address gets its attempt back. */
    succeeded(): Promise<void>;
    /** Not a wrong password after all (the check failed): both attempts are given back. */
    refund(): Promise<void>;
  }
  | { ok: false; retryAfterSeconds: number };

/**
 * The login throttle, in PostgreSQL (table "LoginThrottle"), so every instance behind one
 * database shares it and nothing lives in process memory.
 *
 * Per key (the lower-cased user name, and the client address with 3× the limit) a row holds
 * the attempts counted in the current window and the time from which the next attempt is
 * checked. The first `limit` attempts in a window are free; from then on each checked
 * attempt must come after a delay since the previous one that doubles every time (1, 2, 4 …
 * s, at most MAX_DELAY_SECONDS). An attempt that comes too early is refused (429 with
 * Retry-After) without a password check and without counting. So guessing never locks the
 * owner out for longer than the cap: after the delay the right password gets in (and
 * resets the name's counter).
 *
 * An attempt is claimed (counted) atomically before its password is checked, with one
 * `INSERT … ON CONFLICT DO UPDATE … WHERE "nextAt" <= $now RETURNING` per key: parallel
 * attempts serialize on the row, so no more than the allowed checks ever run. The claim
 * and the account lookup share one transaction: when the database fails before the
 * account is read, nothing was counted. After the check, a success resets the name and
 * gives the address its attempt back; only wrong passwords (and unknown names) stay counted.
 *
 * The time of every statement is the `now` clock's (AppDeps.now), passed in as a parameter:
 * tests advance it instead of waiting, and a too-early attempt is exactly too early.
 */
export function loginThrottle(pool: pg.Pool, opts: LoginLimit, { now = systemClock, warn = () => {} }: {
  now?: Clock;
  warn?: (msg: string, err: unknown) => void;
} = {}) {
  let lastSweep = 0;

  // $1 key, $2 limit, $3 window (s), $4 cap (s), $5 the time now. "count" is the attempts including this one.
  const at = '$5::timestamptz';
  const nextAt = (count: string) =>
    `${at} + CASE WHEN ${count} >= $2 THEN LEAST($4::float8, power(2, LEAST(${count} - $2, 30))) ELSE 0 END * interval '1 second'`;
  const over = `t."windowStart" <= ${at} - $3::float8 * interval '1 second'`;
  const CLAIM = `
    INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "nextAt")
    VALUES ($1, 1, ${at}, ${nextAt('1')})
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = CASE WHEN ${over} THEN 1 ELSE t."failures" + 1 END,
      "windowStart" = CASE WHEN ${over} THEN ${at} ELSE t."windowStart" END,
      "nextAt" = ${nextAt(`CASE WHEN ${over} THEN 1 ELSE t."failures" + 1 END`)}
    WHERE ${over} OR t."nextAt" <= ${at}
    RETURNING "key", "windowStart", "nextAt", ${at} AS "claimedAt"`;

  const claimKey = async (q: pg.ClientBase, key: string, limit: number): Promise<Claimed | undefined> =>
    (await q.query<Claimed>(CLAIM, [key, limit, opts.windowSeconds, MAX_DELAY_SECONDS, now()])).rows[0];

  /** Seconds until none of these keys refuses an attempt any more (at least 1). */
  const retryAfter = async (q: pg.ClientBase, keys: string[]) => {
    const { rows } = await q.query<{ wait: number | null }>(
      `SELECT ceil(extract(epoch FROM max("nextAt") - $3::timestamptz))::int AS wait FROM "LoginThrottle"
       WHERE "key" = ANY($1) AND "nextAt" > $3::timestamptz AND "windowStart" > $3::timestamptz - $2::float8 * interval '1 second'`,
      [keys, opts.windowSeconds, now()]);
    return Math.min(MAX_DELAY_SECONDS, Math.max(1, rows[0]?.wait ?? 1));
  };

  /** One attempt fewer for this key, and its delay back to what it was before the claim. */
  const giveBack = (c: Claimed) => pool.query(
    `UPDATE "LoginThrottle" SET "failures" = GREATEST("failures" - 1, 0),
       "nextAt" = CASE WHEN "nextAt" = $3 THEN $4 ELSE "nextAt" END
     WHERE "key" = $1 AND "windowStart" = $2`,
    [c.key, c.windowStart, c.nextAt, c.claimedAt]);

  const sweep = () => {
    const time = now();
    if (time.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time.getTime();
    pool.query(`DELETE FROM "LoginThrottle" WHERE "windowStart" < $2::timestamptz - $1::float8 * interval '1 second'`, [opts.windowSeconds, time])
      .catch((e) => warn('login throttle: could not remove old rows', e));
  };

  return {
    /**
     * Claims one attempt for the user name and the client address (both or neither) and,
     * in the same transaction, runs `read` (the account lookup).
     */
    async claim<T>(who: { userName: string; ip: string | undefined }, read: (q: pg.ClientBase) => Promise<T>): Promise<LoginAttempt<T>> {
      const keys = [addressKey(who.ip), userKey(who.userName)];
      const limits = [opts.limit * 3, opts.limit];
      const client = await pool.connect();
      let failed: Error | undefined;
      // A checked-out client has no error listener of the pool's: a connection lost now would crash the process.
      const lost = (e: Error) => { failed ??= e; };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        // Always the address first, then the name: every transaction locks rows in the same order.
        const claimed: Claimed[] = [];
        for (let i = 0; i < keys.length; i++) {
          const c = await claimKey(client, keys[i]!, limits[i]!);
          if (!c) break;
          claimed.push(c);
        }
        if (claimed.length < keys.length) {
          await client.query('ROLLBACK');
          return { ok: false, retryAfterSeconds: await retryAfter(client, keys) };
        }
        const value = await read(client);
        await client.query('COMMIT');
        sweep();
        const [address, name] = claimed as [Claimed, Claimed];
        return {
          ok: true,
          value,
          succeeded: () => Promise.all([pool.query(`DELETE FROM "LoginThrottle" WHERE "key" = $1`, [name.key]), giveBack(address)])
            .then(() => {}, (e) => warn('login throttle: could not reset after a successful login', e)),
          refund: () => Promise.all([giveBack(address), giveBack(name)])
            .then(() => {}, (e) => warn('login throttle: could not give back an attempt', e)),
        };
      } catch (e) {
        failed = e as Error;
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        // A connection that failed mid-transaction is not given back to the pool.
        client.off('error', lost);
        client.release(failed);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

/** The throttle key of a user name: one per name, whatever its letter case. */
export const userKey = (userName: string) => `u:${userName.trim().toLowerCase()}`;

/**
 * The throttle key of a client address: IPv4 as is, IPv6 by its /56 network (one customer
 * gets a whole prefix, so single addresses would be free to rotate).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'ip:unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!net.isIPv6(ip)) return `ip:${ip}`;
  const groups = expandIPv6(ip.replace(/%.*$/, ''));
  if (!groups) return `ip:${ip}`;
  const net56 = [groups[0], groups[1], groups[2], groups[3]! & 0xff00].map((g) => g!.toString(16));
  return `ip:${net56.join(':')}::/56`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function expandIPv6(ip: string): number[] | undefined {
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string | undefined) => {
    if (!s) return [];
    const out: number[] = [];
    for (const g of s.split(':')) {
      if (g.includes('.')) {
        const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? fill !== 0 : fill < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 1 ? 0 : fill).fill(0), ...tail];
}
