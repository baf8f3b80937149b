import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.js';

export * from '../generated/client/client.js';

/**
 * The application's database: Prisma over node-postgres (no engine binary at run time),
 * and the same pool for the two hot read paths that Prisma makes measurably slower (the
 * paged list and PDF bytes; see apps/api/bench). Bounded waits: when the database is away
 * a request fails fast (503) instead of hanging.
 */
export function createPrisma(connectionString: string, poolSize: number) {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 60_000,
  });
  // An idle connection dropped by a database restart must not crash the process; the next
  // query opens a new one (or fails with a 503 while the database is away).
  pool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  return Object.assign(prisma, { pool });
}
export type Db = ReturnType<typeof createPrisma>;
