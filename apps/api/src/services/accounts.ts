import { ADMIN_ROLE, ALL_DIGITS, API_ERRORS, UNKNOWN_USER_NAME, idParam, isAdminRole, type Account } from '@dz/contracts';
import type { Db } from '@dz/db';
import type pg from 'pg';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { retryOnConflict } from '../db/conflicts.js';
import type { TokenSubject } from '../auth/tokens.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors.js';
import { audit, auditRow, audited, type Actor } from './audit.js';
import { poolSql } from '../db/sql.js';

const publicFields = { id: true, userName: true, email: true, role: true, createdAt: true } as const;
const toAccount = (a: { id: number; userName: string; email: string; role: string; createdAt: Date }): Account => ({
  ...a,
  createdAt: a.createdAt.toISOString(),
});

/** An all-digit identifier as an account id (the rule of ids in URLs); 0 for one no account can have (0, or beyond int4). */
const idAsNumber = (digits: string) => idParam.safeParse(digits).data ?? 0;

export interface LoginAccount extends Required<TokenSubject> {
  passwordHash: string;
}

/**
 * The account a login names. Plain SQL on the given connection: the login throttle runs it
 * inside the transaction that counts the attempt (see auth/login-limit.ts).
 */
export async function findLoginAccount(q: pg.ClientBase, userName: string): Promise<LoginAccount | undefined> {
  const { rows } = await q.query<LoginAccount>(
    `SELECT "id", "userName", "role", "passwordHash", "tokenVersion", "temporaryPassword" FROM "Account" WHERE "userName" = $1`,
    [userName],
  );
  return rows[0];
}

/** Who a token is issued for, of an account read for a login (without its password hash). */
export function loginSubject(account: LoginAccount): TokenSubject {
  const { passwordHash: _, ...who } = account;
  return who;
}

/** Who logs in with this password, or undefined; the same time for an unknown name. */
export async function checkPassword(account: LoginAccount | undefined, password: string): Promise<TokenSubject | undefined> {
  const ok = await verifyPassword(password, account?.passwordHash);
  if (!ok || !account) return undefined;
  return loginSubject(account);
}

/** Who a token is issued for after a password change (the token version the update set). */
const subjectFields = { id: true, userName: true, role: true, tokenVersion: true, temporaryPassword: true } as const;

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  role: string;
  /** Set by someone else than its owner (the start command's development default). */
  temporaryPassword?: boolean;
}

/** Prisma's "record to update not found". */
const isMissing = (e: unknown) => (e as { code?: string }).code === 'P2025';

/** The accounts' name in the API's paths and in the audit log. */
const ACCOUNT = 'Account';

export function accountService(db: Db) {
  return {
    async list(): Promise<Account[]> {
      return (await db.account.findMany({ select: publicFields, orderBy: { id: 'asc' } })).map(toAccount);
    },

    /** One account as listed, or undefined (the password rule's own words: its name and e-mail). */
    /** Who a renewed token is issued for: the account as it is now, or undefined when it is gone. */
    async subject(id: number): Promise<Required<TokenSubject> | undefined> {
      return (await db.account.findUnique({ where: { id }, select: subjectFields })) ?? undefined;
    },

    async find(id: number): Promise<Account | undefined> {
      const a = await db.account.findUnique({ where: { id }, select: publicFields });
      return a ? toAccount(a) : undefined;
    },

    /** `actor`: an admin's registration, audited; the first admin of a new server has none. */
    async create(input: NewAccount, actor?: Actor): Promise<Account> {
      const passwordHash = await hashPassword(input.password);
      const write = (tx: Pick<Db, 'account'>) => tx.account.create({
        data: { userName: input.username, email: input.email, role: input.role, passwordHash, temporaryPassword: input.temporaryPassword ?? false },
        select: publicFields,
      });
      try {
        const a = actor ? await audited(db, actor, 'account-create', { resource: ACCOUNT, itemId: undefined }, write) : await write(db);
        return toAccount(a);
      } catch (e) {
        if ((e as { code?: string }).code === 'P2002') throw new ConflictError(API_ERRORS.userNameTaken, 'username');
        throw e;
      }
    },

    /**
     * Deletes by id or by userName (docs/product.md "API" allows both readings), never both: an all-digit
     * identifier is an id (registration refuses all-digit user names), anything else a
     * user name. Refuses your own account and the last admin; serializable, so two admins
     * cannot remove each other at once.
     */
    async remove(idOrUserName: string, actor: TokenSubject, ip: string): Promise<void> {
      const id = ALL_DIGITS.test(idOrUserName) ? idAsNumber(idOrUserName) : undefined;
      if (id === 0) throw new NotFoundError(API_ERRORS.notFound);
      const where = id === undefined ? { userName: idOrUserName } : { id };
      // A concurrent delete makes PostgreSQL abort one of the two: run it again on fresh data.
      await retryOnConflict(() => db.$transaction(async (tx) => {
        // The actor may have been deleted (or demoted) by the other admin in the meantime.
        const self = await tx.account.findUnique({ where: { id: actor.id }, select: { role: true } });
        if (!self) throw new UnauthenticatedError(API_ERRORS.invalidToken);
        if (!isAdminRole(self.role)) throw new ForbiddenError(API_ERRORS.forbidden);
        const target = await tx.account.findUnique({ where, select: { id: true, role: true } });
        if (!target) throw new NotFoundError(API_ERRORS.notFound);
        if (target.id === actor.id) throw new ConflictError(API_ERRORS.cannotDeleteSelf);
        // Every role reads in the one check (a few rows: the accounts are the staff).
        const admins = (await tx.account.findMany({ select: { role: true } })).filter((a) => isAdminRole(a.role)).length;
        if (isAdminRole(target.role) && admins <= 1) throw new ConflictError(API_ERRORS.cannotDeleteLastAdmin);
        await tx.account.delete({ where: { id: target.id } });
        await tx.auditLog.create({ data: auditRow({ id: actor.id, userName: actor.userName, ip }, 'account-delete', { resource: ACCOUNT, itemId: target.id }), select: { id: true } });
      }, { isolationLevel: 'Serializable' }));
    },

    /**
     * The owner's own change (its current password checked by the caller): a new hash, no longer temporary, and
     * every token issued before stops working. Returns who to issue a fresh token for.
     */
    async changeOwnPassword(id: number, newPassword: string, actor: Actor): Promise<Required<TokenSubject>> {
      const passwordHash = await hashPassword(newPassword);
      try {
        return await audited(db, actor, 'password-change', { resource: ACCOUNT, itemId: id }, (tx) => tx.account.update({
          where: { id },
          data: { passwordHash, temporaryPassword: false, tokenVersion: { increment: 1 } },
          select: subjectFields,
        }));
      } catch (e) {
        // Deleted meanwhile: the session is over.
        if (isMissing(e)) throw new UnauthenticatedError(API_ERRORS.invalidToken);
        throw e;
      }
    },

    /**
     * An admin sets another account's password (docs/product.md "Passwords and roles"): temporary (its owner is
     * asked to change it), and the account's tokens stop working. Your own goes through changeOwnPassword.
     */
    async resetPassword(id: number, newPassword: string, actor: Actor): Promise<void> {
      if (id === actor.id) throw new ConflictError(API_ERRORS.cannotResetOwnPassword);
      const passwordHash = await hashPassword(newPassword);
      try {
        await audited(db, actor, 'password-reset', { resource: ACCOUNT, itemId: id },
          (tx) => tx.account.update({ where: { id }, data: { passwordHash, temporaryPassword: true, tokenVersion: { increment: 1 } }, select: { id: true } }));
      } catch (e) {
        if (isMissing(e)) throw new NotFoundError(API_ERRORS.notFound);
        throw e;
      }
    },

    /**
     * A login, good or not (for a failed one `actor` names the user name tried, id null). Nothing else is written, and
     * never what was typed unless an account has that name: a failed login of an unknown name (perhaps a password typed
     * into the wrong field) is recorded under UNKNOWN_USER_NAME.
     */
    async loggedIn(actor: Actor, ok: boolean): Promise<void> {
      const known = ok || (await db.account.count({ where: { userName: actor.userName } })) > 0;
      await audit(poolSql(db), known ? actor : { ...actor, userName: UNKNOWN_USER_NAME }, ok ? 'login' : 'login-failed', { resource: ACCOUNT, itemId: actor.id });
    },

    /**
     * First start: creates the admin from the environment when no account exists. Two
     * instances starting at once may both try: the one that loses finds it created.
     * `temporary`: the password is the development default everyone can read; logins then suggest changing it.
     */
    async ensureFirstAdmin(
      admin: { userName: string; password: string; email: string; temporary?: boolean } | undefined,
    ): Promise<'exists' | 'created' | 'missing'> {
      if ((await db.account.count()) > 0) return 'exists';
      if (!admin) return 'missing';
      try {
        await this.create({
          username: admin.userName, email: admin.email, password: admin.password, role: ADMIN_ROLE, temporaryPassword: admin.temporary,
        });
      } catch (e) {
        if (e instanceof ConflictError && e.message === API_ERRORS.userNameTaken) return 'exists';
        throw e;
      }
      return 'created';
    },
  };
}
