import type { Request, Response } from 'express';
import type pg from 'pg';
import type { DeviceCookies } from './device-cookie.js';
import type { LoginAttempt, LoginThrottle } from './login-limit.js';
import { deviceRevocation, type Revocations } from './revoked.js';

/** A claimed attempt, and what to do after a wrong password (a device that failed too often is revoked). */
export type KnownDeviceAttempt<T> = (LoginAttempt<T> & { ok: true; failed(): Promise<void> }) | (LoginAttempt<T> & { ok: false });

/**
 * The login throttle with device cookies (auth/device-cookie.ts): an attempt that presents a
 * valid, unrevoked device cookie for the name tried is counted under that device only; any
 * other (no cookie, a forged or tampered one, one for another name, a revoked one) under the
 * name and the address as always. A device whose wrong passwords reach the throttle's limit
 * within its window is revoked (table "Revoked", until the cookie would expire): from then on
 * its cookie counts as absent, and its failures are counted against the name and the address
 * (issue 41), so a stolen or shared browser buys an attacker no more than `limit` guesses: its
 * next ones are slowed at once under the name's and the address's throttle.
 */
export function knownDevices(throttle: LoginThrottle, cookies: DeviceCookies, revoked: Revocations) {
  return {
    async claim<T>(req: Request, userName: string, read: (q: pg.ClientBase) => Promise<T>): Promise<KnownDeviceAttempt<T>> {
      const presented = cookies.presented(req, userName);
      const device = presented && !(await revoked.isRevoked(deviceRevocation(presented.nonce))) ? presented : undefined;
      const attempt = await throttle.claim({ userName, ip: req.ip, device: device?.nonce }, read);
      if (!attempt.ok) return attempt;
      return {
        ...attempt,
        failed: async () => {
          if (!device || attempt.failures < throttle.limit) return;
          await revoked.revoke(deviceRevocation(device.nonce), device.expiresAt);
          // Its failures count against the name and the address too (issue 41): its next guesses wait at once.
          await throttle.charge({ userName, ip: req.ip }, attempt.failures);
        },
      };
    },

    /** After a sign-in that succeeded in full (the token is being answered): this browser is a known device of the name. */
    issue: (req: Request, res: Response, userName: string) => cookies.issue(req, res, userName),
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
