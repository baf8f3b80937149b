import type pg from 'pg';
import { systemClock, type Clock } from '../clock.js';

/** Rows past their expiry are removed at most this often (per instance). */
const SWEEP_EVERY_MS = 60_000;

/** The id of a signed-out token's row: its `jti` claim. */
export const tokenRevocation = (jti: string) => `jti:${jti}`;
/** The id of a revoked device cookie's row: its nonce (auth/device-cookie.ts). */
export const deviceRevocation = (nonce: string) => `device:${nonce}`;

/**
 * Credentials that stop working before they expire (table "Revoked"): a signed-out token until
 * its exp, a device cookie that failed too often until the cookie itself would expire. A row is
 * only needed while what it revokes could still be presented, so rows past their expiry are
 * removed now and then, on the `now` clock (AppDeps.now), as the login throttle's are.
 */
export function revocations(pool: pg.Pool, { now = systemClock, warn = () => {} }: {
  now?: Clock;
  warn?: (msg: string, err: unknown) => void;
} = {}) {
  let lastSweep = 0;

  const sweep = () => {
    const time = now();
    if (time.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time.getTime();
    pool.query(`DELETE FROM "Revoked" WHERE "expiresAt" <= $1`, [time])
      .catch((e) => warn('revocations: could not remove expired rows', e));
  };

  return {
    /** Revokes `id` until `until` (a later expiry of the same id wins). */
    async revoke(id: string, until: Date): Promise<void> {
      await pool.query(
        `INSERT INTO "Revoked" ("id", "expiresAt") VALUES ($1, $2)
         ON CONFLICT ("id") DO UPDATE SET "expiresAt" = GREATEST("Revoked"."expiresAt", EXCLUDED."expiresAt")`,
        [id, until],
      );
      sweep();
    },

    /** Removes expired rows, at most once a minute (after a revocation written elsewhere: services/sessions.ts). */
    sweep,

    async isRevoked(id: string): Promise<boolean> {
      const { rowCount } = await pool.query(`SELECT 1 FROM "Revoked" WHERE "id" = $1 AND "expiresAt" > $2`, [id, now()]);
      return Boolean(rowCount);
    },
  };
}

export type Revocations = ReturnType<typeof revocations>;
