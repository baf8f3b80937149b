import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A serializable transaction that PostgreSQL aborted because a concurrent one conflicted
 * with it (SQLSTATE 40001, or a deadlock, 40P01): safe to run again. Prisma reports it as
 * P2034 or, from @prisma/adapter-pg, as a DriverAdapterError whose cause has
 * kind "TransactionWriteConflict" (originalCode 40001); node-postgres as code 40001.
 */
export function isWriteConflict(err: unknown): boolean {
  for (let e = err as { code?: unknown; originalCode?: unknown; kind?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === 'P2034' || e.code === '40001' || e.code === '40P01') return true;
    if (e.originalCode === '40001' || e.originalCode === '40P01') return true;
    if (e.kind === 'TransactionWriteConflict') return true;
  }
  return false;
}

/**
 * Runs a serializable transaction, again after a write conflict (up to `attempts` times in
 * all, after a short jittered pause so the two contenders do not collide again). When every
 * attempt conflicted, the last conflict is thrown: toErrorBody answers it with 409.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!isWriteConflict(e)) throw e;
      if (attempt >= attempts) throw e;
      await sleep(Math.round((5 + Math.random() * 20) * 2 ** (attempt - 1)));
    }
  }
}
