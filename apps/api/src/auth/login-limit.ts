import type pg from 'pg';
import { systemClock, type Clock } from '../clock.js';
import { addressKey, deviceKey, userKey } from './throttle-keys.js';

export { addressKey, deviceKey, userKey } from './throttle-keys.js';

/** The longest a name, an address or a device is ever made to wait between two checked attempts. */
export const MAX_DELAY_SECONDS = 60;
/** Rows whose window and delay are over are removed at most this often (per instance). */
const SWEEP_EVERY_MS = 60_000;

export interface LoginLimit {
  /** Wrong passwords per user name (or device) within the window before attempts are slowed (per address: 3×). */
  limit: number;
  windowSeconds: number;
}

/** What the claim's transaction returned for one key: enough to refund it exactly. */
interface Claimed {
  key: string;
  windowStart: Date;
  nextAt: Date;
  claimedAt: Date;
  failures: number;
}

export type LoginAttempt<T> =
  | {
    ok: true;
    /** What `read` returned, inside the claim's transaction. */
    value: T;
    /** Attempts counted in the window, this one included: the device's when the attempt came with one, else the name's. */
    failures: number;
    /** The right password: the name's (or the device's) counter starts again, the address gets its attempt back. */
    succeeded(): Promise<void>;
    /** Not a wrong password after all (the check failed): the attempts are given back. */
    refund(): Promise<void>;
  }
  | { ok: false; retryAfterSeconds: number };

/**
 * The login throttle, in PostgreSQL (table "LoginThrottle"), so every instance behind one
 * database shares it and nothing lives in process memory.
 *
 * An attempt is counted under two keys, the lower-cased user name and the client address (with
 * 3× the limit); one that presents a valid device cookie for the name (auth/device-cookie.ts;
 * the caller decides) under that device's key only, so nobody else's failures keep the owner of
 * a known device out. Per key a row holds the attempts counted in the current window and the
 * time from which the next attempt is checked. The first `limit` attempts in a window are free;
 * from then on each checked attempt must come after a delay since the previous one that doubles
 * every time (1, 2, 4 … s, at most MAX_DELAY_SECONDS). An attempt that comes too early is
 * refused (429 with Retry-After) without a password check and without counting, and moves its
 * address's next attempt to the announced wait from now: a client that keeps coming before its
 * Retry-After is never checked again, so when the name's delay is over its next attempt goes to
 * a client that waited as told (the owner in another browser), not to the fastest poller. So
 * guessing never keeps the owner out for longer than the cap: after the delay the right
 * password gets in (and resets the name's counter).
 *
 * An attempt is claimed (counted) atomically before its password is checked, with one
 * `INSERT … ON CONFLICT DO UPDATE … WHERE "nextAt" <= $now RETURNING` per key: parallel
 * attempts serialize on the row, so no more than the allowed checks ever run. The claim
 * and the account lookup share one transaction: when the database fails before the
 * account is read, nothing was counted. After the check, a success resets the name (or the
 * device) and gives the address its attempt back; only wrong passwords (and unknown names)
 * stay counted.
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
  const count = `CASE WHEN ${over} THEN 1 ELSE t."failures" + 1 END`;
  // A window that is over starts the count again, but never lets an attempt in before "nextAt":
  // an address pushed back by its too-early attempts stays pushed back.
  const CLAIM = `
    INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "nextAt")
    VALUES ($1, 1, ${at}, ${nextAt('1')})
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = ${count},
      "windowStart" = CASE WHEN ${over} THEN ${at} ELSE t."windowStart" END,
      "nextAt" = ${nextAt(count)}
    WHERE t."nextAt" <= ${at}
    RETURNING "key", "windowStart", "nextAt", ${at} AS "claimedAt", "failures"`;

  // A number of failures ($6) counted at once (a revoked device's, issue 41): "nextAt" only ever moves later.
  const charged = `CASE WHEN ${over} THEN $6::int ELSE t."failures" + $6::int END`;
  const CHARGE = `
    INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "nextAt")
    VALUES ($1, $6::int, ${at}, ${nextAt('$6::int')})
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = ${charged},
      "windowStart" = CASE WHEN ${over} THEN ${at} ELSE t."windowStart" END,
      "nextAt" = GREATEST(t."nextAt", ${nextAt(charged)})`;

  const claimKey = async (q: pg.ClientBase, key: string, limit: number, time: Date): Promise<Claimed | undefined> =>
    (await q.query<Claimed>(CLAIM, [key, limit, opts.windowSeconds, MAX_DELAY_SECONDS, time])).rows[0];

  /** Seconds until none of these keys refuses an attempt any more (at least 1). */
  const retryAfter = async (q: pg.ClientBase, keys: string[], time: Date) => {
    const { rows } = await q.query<{ wait: number | null }>(
      `SELECT ceil(extract(epoch FROM max("nextAt") - $2::timestamptz))::int AS wait FROM "LoginThrottle"
       WHERE "key" = ANY($1) AND "nextAt" > $2::timestamptz`,
      [keys, time]);
    return Math.min(MAX_DELAY_SECONDS, Math.max(1, rows[0]?.wait ?? 1));
  };

  /** A too-early attempt: its address is not checked before `seconds` from now (nor before it already was). */
  const pushBack = (q: pg.ClientBase, key: string, seconds: number, time: Date) => q.query(
    `INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "nextAt")
     VALUES ($1, 0, $2::timestamptz, $2::timestamptz + $3::float8 * interval '1 second')
     ON CONFLICT ("key") DO UPDATE SET "nextAt" = GREATEST(t."nextAt", EXCLUDED."nextAt")`,
    [key, time, seconds]);

  /** One attempt fewer for this key, and its delay back to what it was before the claim. */
  const giveBack = (c: Claimed) => pool.query(
    `UPDATE "LoginThrottle" SET "failures" = GREATEST("failures" - 1, 0),
       "nextAt" = CASE WHEN "nextAt" = $3 THEN $4 ELSE "nextAt" END
     WHERE "key" = $1 AND "windowStart" = $2`,
    [c.key, c.windowStart, c.nextAt, c.claimedAt]);

  const reset = (c: Claimed) => pool.query(`DELETE FROM "LoginThrottle" WHERE "key" = $1`, [c.key]);

  const sweep = () => {
    const time = now();
    if (time.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time.getTime();
    pool.query(
      `DELETE FROM "LoginThrottle" WHERE "windowStart" < $2::timestamptz - $1::float8 * interval '1 second' AND "nextAt" <= $2::timestamptz`,
      [opts.windowSeconds, time],
    ).catch((e) => warn('login throttle: could not remove old rows', e));
  };

  /**
   * Runs `work` on a client of its own (a transaction the work opens and ends): a statement that throws rolls it back,
   * and a connection that failed meanwhile is not given back to the pool. A checked-out client has no error listener of
   * the pool's: a connection lost now would otherwise crash the process.
   */
  async function onClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let failed: Error | undefined;
    const lost = (e: Error) => { failed ??= e; };
    client.on('error', lost);
    try {
      return await work(client);
    } catch (e) {
      failed = e as Error;
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.off('error', lost);
      client.release(failed);
    }
  }

  return {
    /** `limit` as configured: a device whose failures reach it is revoked by the caller. */
    limit: opts.limit,

    /**
     * Counts `failures` wrong attempts at once against the name and the address, as if made without a device cookie
     * (auth/known-devices.ts, issue 41: a device revoked for its failures gets no fresh allowance under the name): past
     * the limit the next attempt waits as after that many failures.
     */
    async charge(who: { userName: string; ip: string | undefined }, failures: number): Promise<void> {
      const time = now();
      await onClient(async (client) => {
        // The address first, then the name, as every claim locks them.
        await client.query('BEGIN');
        for (const [key, limit] of [[addressKey(who.ip), opts.limit * 3], [userKey(who.userName), opts.limit]] as const) {
          await client.query(CHARGE, [key, limit, opts.windowSeconds, MAX_DELAY_SECONDS, time, failures]);
        }
        await client.query('COMMIT');
      });
    },

    /**
     * Claims one attempt (for the user name and the client address, both or neither; with
     * `device`, the nonce of a valid, unrevoked device cookie for this name, for that device
     * only) and, in the same transaction, runs `read` (the account lookup).
     */
    async claim<T>(
      who: { userName: string; ip: string | undefined; device?: string },
      read: (q: pg.ClientBase) => Promise<T>,
    ): Promise<LoginAttempt<T>> {
      // Always the address first, then the name: every transaction locks rows in the same order.
      const keys = who.device ? [deviceKey(who.device)] : [addressKey(who.ip), userKey(who.userName)];
      const limits = who.device ? [opts.limit] : [opts.limit * 3, opts.limit];
      return onClient<LoginAttempt<T>>(async (client) => {
        const time = now();
        await client.query('BEGIN');
        const claimed: Claimed[] = [];
        for (let i = 0; i < keys.length; i++) {
          const c = await claimKey(client, keys[i]!, limits[i]!, time);
          if (!c) break;
          claimed.push(c);
        }
        if (claimed.length < keys.length) {
          await client.query('ROLLBACK');
          const retryAfterSeconds = await retryAfter(client, keys, time);
          if (!who.device) await pushBack(client, keys[0]!, retryAfterSeconds, time);
          return { ok: false, retryAfterSeconds };
        }
        const value = await read(client);
        await client.query('COMMIT');
        sweep();
        const last = claimed[claimed.length - 1]!;
        return {
          ok: true,
          value,
          failures: last.failures,
          // The device's or the name's counter starts again; an address's attempt is given back.
          succeeded: () => Promise.all([reset(last), ...claimed.slice(0, -1).map(giveBack)])
            .then(() => {}, (e) => warn('login throttle: could not reset after a successful login', e)),
          refund: () => Promise.all(claimed.map(giveBack))
            .then(() => {}, (e) => warn('login throttle: could not give back an attempt', e)),
        };
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
