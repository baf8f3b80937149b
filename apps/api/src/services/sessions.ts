import type { Db } from '@dz/db';
import { API_ERRORS } from '@dz/contracts';
import { tokenRevocation, type Revocations } from '../auth/revoked.js';
import { UnauthenticatedError } from '../errors.js';
import { audit, type Actor } from './audit.js';
import { inTransaction } from '../db/transaction.js';

/** The accounts' name in the audit log (as services/accounts.ts writes it). */
const ACCOUNT = 'Account';

/**
 * Signing out on the server (issue 20): a token ends at once, or every token of an account does.
 * Each with its audit row, in the same transaction.
 */
export function sessionService(db: Db, revoked: Pick<Revocations, 'sweep'>) {
  return {
    /** This token (its `jti`) is refused from now on; the row is kept until the token would expire anyway. */
    async logout(token: { jti: string; exp: number }, actor: Actor): Promise<void> {
      await inTransaction(db, async (sql) => {
        await sql(
          `INSERT INTO "Revoked" ("id", "expiresAt") VALUES ($1, to_timestamp($2)) ON CONFLICT ("id") DO NOTHING`,
          [tokenRevocation(token.jti), token.exp],
        );
        await audit(sql, actor, 'logout', { resource: ACCOUNT, itemId: actor.id });
      });
      revoked.sweep();
    },

    /** Every token issued to the account so far is refused: its token version goes up (auth/middleware.ts). */
    async logoutEverywhere(actor: Actor & { id: number }): Promise<void> {
      await inTransaction(db, async (sql) => {
        const rows = await sql(`UPDATE "Account" SET "tokenVersion" = "tokenVersion" + 1 WHERE "id" = $1 RETURNING "id"`, [actor.id]);
        // Deleted meanwhile: the session is over anyway.
        if (!rows.length) throw new UnauthenticatedError(API_ERRORS.invalidToken);
        await audit(sql, actor, 'logout-everywhere', { resource: ACCOUNT, itemId: actor.id });
      });
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
