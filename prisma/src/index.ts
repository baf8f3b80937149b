import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.js';
import { boundedPoolConfig } from './bounded.js';

export * from '../generated/client/client.js';
export { BoundedClient, boundedPoolConfig } from './bounded.js';

/**
 * The application's database: Prisma over node-postgres (no engine binary at run time),
 * and the same pool for the two hot read paths that Prisma makes measurably slower (the
 * paged list and PDF bytes; see apps/api/bench). Bounded waits: with `timeoutMs` (the
 * server's DB_TIMEOUT_MS) no wait on the database lasts longer, whether it is away or its
 * traffic is held (bounded.ts), so a request fails with a 503 instead of hanging. Without it
 * (operator commands, whose backup statements may take long; the tests' harness) 5 s to
 * connect and 60 s per statement.
 */
export function createPrisma(connectionString: string, poolSize: number, timeoutMs?: number) {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // A prepared statement (apps/api services/sql.ts `prepared`) is planned for each run's values, never once for any:
    // PostgreSQL's generic plan of a search, made without knowing how many entries its words match, ran it 1.5 times
    // as long. Prisma's statements are unnamed, planned for their values either way.
    options: '-c plan_cache_mode=force_custom_plan',
    ...(timeoutMs ? boundedPoolConfig(timeoutMs) : { connectionTimeoutMillis: 5_000, statement_timeout: 60_000, keepAlive: true }),
  });
  // An idle connection dropped by a database restart must not crash the process; the next
  // query opens a new one (or fails with a 503 while the database is away).
  pool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  return Object.assign(prisma, { pool });
}
export type Db = ReturnType<typeof createPrisma>;
