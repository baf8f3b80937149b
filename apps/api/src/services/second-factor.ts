import { randomInt } from 'node:crypto';
import type { Request } from 'express';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  API, API_ERRORS, RECOVERY_CODE, SIGN_OUT_API, TOTP, TWO_FACTOR_API, TWO_FACTOR_ERRORS, isAdminRole, type TwoFactorStatus,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { TokenSubject } from '../auth/tokens.js';
import type { Clock } from '../clock.js';
import { ConflictError, ForbiddenError, HttpError, NotFoundError, ValidationError } from '../errors.js';
import { audit, auditRow, audited, type Actor } from './audit.js';
import { poolSql } from '../db/sql.js';

/**
 * Two-factor sign-in (issue 20): TOTP per RFC 6238 (contracts TOTP: 6 digits, 30 s, SHA-1, one step
 * either side) on the injected clock (AppDeps.now, so tests compute codes for their own time), and ten
 * one-time recovery codes stored as bcrypt hashes. A code's time step is accepted once (Account.totpLastStep,
 * moved forward by a conditional UPDATE, so two requests with one code cannot both get in). The secret is
 * never logged or audited, and leaves the server only at setup.
 */

/** The login's answer to the right password without a code: 401 on `code`, and `secondFactor: true` for the screens. */
export class SecondFactorNeeded extends HttpError {
  constructor() {
    super(401, TWO_FACTOR_ERRORS.codeRequired, 'code', { secondFactor: true });
  }
}

/**
 * What the second factor says after the right password (routes/account.ts throttledCheck): nothing to let the
 * sign-in through, or a refusal and whether it counts as a failed attempt in the login throttle.
 */
export interface Refusal {
  error: Error;
  counted: boolean;
}
export type SecondFactorCheck = (who: TokenSubject) => Promise<Refusal | undefined>;

const ACCOUNT = 'Account';

const totpOf = (secret: string, label = '') => new OTPAuth.TOTP({
  issuer: TOTP.issuer, label, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.periodSeconds,
  secret: OTPAuth.Secret.fromBase32(secret),
});

/** The time step a six-digit code belongs to (within one step of `at`), or undefined. */
function matchingStep(secret: string, code: string, at: Date): bigint | undefined {
  if (!new RegExp(`^\\d{${TOTP.digits}}$`).test(code)) return undefined;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: TOTP.window });
  return delta === null ? undefined : BigInt(totp.counter({ timestamp: at.getTime() }) + delta);
}

/** A recovery code as stored and compared: without its dash (typed with or without one). */
const canonicalRecovery = (code: string) => code.replace(/-/g, '');
const RECOVERY_SHAPE = new RegExp(`^[${RECOVERY_CODE.alphabet}]{${RECOVERY_CODE.groups * RECOVERY_CODE.groupLength}}$`);

export function newRecoveryCode(): string {
  const { alphabet, groups, groupLength } = RECOVERY_CODE;
  const group = () => Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return Array.from({ length: groups }, group).join('-');
}

/**
 * REQUIRE_ADMIN_2FA's exceptions: what a session that still has to enrol may call: its second factor's status, setup
 * and enabling, its own password, signing out (here or everywhere: both only take access away). Lower case, as
 * Express matches paths.
 */
const ENROLMENT_CALLS = new Set([
  ['GET', TWO_FACTOR_API.status], ['POST', TWO_FACTOR_API.setup], ['POST', TWO_FACTOR_API.enable],
  ['PUT', API.ownPassword], ['POST', API.refresh], ['POST', SIGN_OUT_API.logout], ['POST', SIGN_OUT_API.logoutEverywhere],
].map(([method, path]) => `${method} ${path!.toLowerCase()}`));

export function secondFactor(db: Db, { now, requireAdmin2fa = false }: { now: Clock; requireAdmin2fa?: boolean }) {
  const sql = poolSql(db);

  /** The account's code (TOTP, each step once; or an unused recovery code, then used up); false when it is not one. */
  async function useCode(account: { id: number; totpSecret: string }, code: string, actor: Actor): Promise<boolean> {
    const step = matchingStep(account.totpSecret, code, now());
    if (step !== undefined) {
      // Only forward: a replayed code (or one of an earlier step) matches no row.
      const { count } = await db.account.updateMany({
        where: { id: account.id, totpSecret: account.totpSecret, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
        data: { totpLastStep: step },
      });
      return count === 1;
    }
    const recovery = canonicalRecovery(code);
    if (!RECOVERY_SHAPE.test(recovery)) return false;
    const unused = await db.recoveryCode.findMany({ where: { accountId: account.id, usedAt: null }, select: { id: true, codeHash: true } });
    for (const r of unused) {
      if (!(await verifyPassword(recovery, r.codeHash))) continue;
      // Used once: of two requests with the same code, one marks it (and only that one is audited).
      return db.$transaction(async (tx) => {
        const { count } = await tx.recoveryCode.updateMany({ where: { id: r.id, usedAt: null }, data: { usedAt: now() } });
        if (count === 1) await tx.auditLog.create({ data: auditRow(actor, 'recovery-code-used', { resource: ACCOUNT, itemId: account.id }), select: { id: true } });
        return count === 1;
      });
    }
    return false;
  }

  const enabledSecret = async (id: number) =>
    (await db.account.findUnique({ where: { id }, select: { totpSecret: true } }))?.totpSecret ?? undefined;

  return {
    /**
     * The login's check after the right password (routes/account.ts): no second factor, nothing to do; no code,
     * a 401 that asks for it and is not counted; a wrong code, a failed login (audited, counted).
     */
    loginCheck: (code: string | undefined, ip: string): SecondFactorCheck => async (who) => {
      const totpSecret = await enabledSecret(who.id);
      if (!totpSecret) return undefined;
      if (code === undefined) return { error: new SecondFactorNeeded(), counted: false };
      const actor = { id: who.id, userName: who.userName, ip };
      if (await useCode({ id: who.id, totpSecret }, code, actor)) return undefined;
      await audit(sql, actor, 'login-failed', { resource: ACCOUNT, itemId: who.id });
      return { error: new HttpError(401, TWO_FACTOR_ERRORS.codeWrong, 'code'), counted: true };
    },

    /** The own second factor's code before turning it off: a wrong one is counted like a wrong password. */
    disableCheck: (code: string, ip: string): SecondFactorCheck => async (who) => {
      const totpSecret = await enabledSecret(who.id);
      if (!totpSecret) return { error: new ConflictError(TWO_FACTOR_ERRORS.notEnabled), counted: false };
      if (await useCode({ id: who.id, totpSecret }, code, { id: who.id, userName: who.userName, ip })) return undefined;
      return { error: new ValidationError(TWO_FACTOR_ERRORS.codeWrong, 'code'), counted: true };
    },

    /**
     * The code confirming a pending secret, checked before enabling (routes/two-factor.ts, through the login throttle,
     * issue 41): a wrong one is counted like a wrong password; nothing pending (or already on) is not counted.
     */
    enableCheck: (code: string): SecondFactorCheck => async (who) => {
      const a = await db.account.findUnique({ where: { id: who.id }, select: { totpSecret: true, totpPendingSecret: true } });
      if (a?.totpSecret) return { error: new ConflictError(TWO_FACTOR_ERRORS.alreadyEnabled), counted: false };
      if (!a?.totpPendingSecret) return { error: new ConflictError(TWO_FACTOR_ERRORS.noPendingSetup), counted: false };
      if (matchingStep(a.totpPendingSecret, code, now()) === undefined) return { error: new ValidationError(TWO_FACTOR_ERRORS.codeWrong, 'code'), counted: true };
      return undefined;
    },

    /** Whether a new session of this account may only enrol (the login answer's and the token's `secondFactorRequired`). */
    async requiredFor(who: TokenSubject): Promise<boolean> {
      if (!requireAdmin2fa || !isAdminRole(who.role)) return false;
      return !(await db.account.findUnique({ where: { id: who.id }, select: { totpEnabledAt: true } }))?.totpEnabledAt;
    },

    /**
     * After requireAuth read the account: a session of an admin without a second factor (REQUIRE_ADMIN_2FA) gets a
     * 403 on everything but ENROLMENT_CALLS, decided from the account now (a token issued before the setting included).
     */
    gate: (req: Request, account: { role: string; totpEnabledAt: Date | null }) => {
      if (!requireAdmin2fa || !isAdminRole(account.role) || account.totpEnabledAt) return;
      const path = req.originalUrl.split('?')[0]!.toLowerCase().replace(/\/+$/, '');
      if (!ENROLMENT_CALLS.has(`${req.method} ${path}`)) throw new ForbiddenError(TWO_FACTOR_ERRORS.enrolmentRequired);
    },

    async status(id: number): Promise<TwoFactorStatus> {
      const a = await db.account.findUnique({ where: { id }, select: { totpEnabledAt: true, totpSecret: true } });
      const left = a?.totpSecret ? await db.recoveryCode.count({ where: { accountId: id, usedAt: null } }) : 0;
      return { enabled: Boolean(a?.totpSecret), enabledAt: a?.totpSecret ? a.totpEnabledAt?.toISOString() ?? null : null, recoveryCodesLeft: left };
    },

    /** The ids of the listed accounts that sign in with a second factor (GET /api/Account's `twoFactor`). */
    async withStatus<T extends { id: number }>(accounts: T[]): Promise<(T & { twoFactor: boolean })[]> {
      const on = new Set((await db.account.findMany({ where: { totpSecret: { not: null } }, select: { id: true } })).map((a) => a.id));
      return accounts.map((a) => ({ ...a, twoFactor: on.has(a.id) }));
    },

    /** A new secret to confirm (replacing an unconfirmed one): the secret, its otpauth:// URI and that URI as a QR code (SVG). */
    async setup(who: { id: number; userName: string }) {
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const { count } = await db.account.updateMany({ where: { id: who.id, totpSecret: null }, data: { totpPendingSecret: secret } });
      if (count !== 1) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyEnabled);
      const otpauthUri = totpOf(secret, who.userName).toString();
      const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri, qrSvg };
    },

    /** Confirms the pending secret with a code from it: on, and ten new recovery codes (returned once, stored hashed). */
    async enable(actor: Actor & { id: number }, code: string): Promise<{ recoveryCodes: string[]; who: Required<TokenSubject> & { secondFactorRequired: false } }> {
      const a = await db.account.findUnique({ where: { id: actor.id }, select: { totpSecret: true, totpPendingSecret: true } });
      if (a?.totpSecret) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyEnabled);
      const pending = a?.totpPendingSecret;
      if (!pending) throw new ConflictError(TWO_FACTOR_ERRORS.noPendingSetup);
      const step = matchingStep(pending, code, now());
      if (step === undefined) throw new ValidationError(TWO_FACTOR_ERRORS.codeWrong, 'code');
      const codes = Array.from({ length: RECOVERY_CODE.count }, newRecoveryCode);
      const hashes = await Promise.all(codes.map((c) => hashPassword(canonicalRecovery(c))));
      const who = await audited(db, actor, '2fa-enable', { resource: ACCOUNT, itemId: actor.id }, async (tx) => {
        // The confirming code's step counts as used: it cannot sign in afterwards.
        const { count } = await tx.account.updateMany({
          where: { id: actor.id, totpSecret: null, totpPendingSecret: pending },
          data: { totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now(), totpLastStep: step },
        });
        if (count !== 1) throw new ConflictError(TWO_FACTOR_ERRORS.noPendingSetup);
        await tx.recoveryCode.deleteMany({ where: { accountId: actor.id } });
        await tx.recoveryCode.createMany({ data: hashes.map((codeHash) => ({ accountId: actor.id, codeHash })) });
        return tx.account.findUniqueOrThrow({
          where: { id: actor.id },
          select: { id: true, userName: true, role: true, tokenVersion: true, temporaryPassword: true },
        });
      });
      return { recoveryCodes: codes, who: { ...who, secondFactorRequired: false } };
    },

    /** Off: the own (after password and code) or, by an admin, another account's; its recovery codes go too. */
    async remove(actor: Actor, id: number, action: '2fa-disable' | '2fa-reset'): Promise<void> {
      await audited(db, actor, action, { resource: ACCOUNT, itemId: id }, async (tx) => {
        const { count } = await tx.account.updateMany({
          where: { id, totpSecret: { not: null } },
          data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
        });
        if (count !== 1) {
          const exists = await tx.account.count({ where: { id } });
          throw exists ? new ConflictError(TWO_FACTOR_ERRORS.notEnabled) : new NotFoundError(API_ERRORS.notFound);
        }
        await tx.recoveryCode.deleteMany({ where: { accountId: id } });
      });
    },
  };
}

export type SecondFactor = ReturnType<typeof secondFactor>;
