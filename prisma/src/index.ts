import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.js';
import { BoundedPool, boundedPoolConfig } from './bounded.js';

export * from '../generated/client/client.js';
export { BoundedClient, BoundedPool, boundedPoolConfig } from './bounded.js';
export { DatabaseBudgetSpent, dbTimeLeft, outsideDbBudget, withDbBudget, type DbBudget } from './budget.js';

/** How many of `poolSize` connections the site search has to itself (at least one each, so 2 when poolSize is 1). */
export const searchShare = (poolSize: number) => {
  const search = Math.max(1, Math.floor(poolSize / 3));
  return { search, rest: Math.max(1, poolSize - search) };
};

/**
 * The application's database: Prisma over node-postgres (no engine binary at run time),
 * and the same pool for the two hot read paths that Prisma makes measurably slower (the
 * paged list and PDF bytes; see apps/api/bench). Bounded waits: with `timeoutMs` (the
 * server's DB_TIMEOUT_MS) no wait on the database lasts longer, whether it is away or its
 * traffic is held (bounded.ts), so a request fails with a 503 instead of hanging. Without it
 * (operator commands, whose backup statements may take long; the tests' harness) 5 s to
 * connect and 60 s per statement. With `timeoutMs` a request's budget (budget.ts, started by the API per request) bounds
 * all its waits together: the db's `timeoutMs` is that budget.
 *
 * The site search runs on a pool of its own, a third of `poolSize` (searchShare), whose connections plan its
 * statements for index scans (enable_seqscan off): the planner prices matching a tsquery against a vector like
 * comparing two numbers, and for a query of many words (a synonym group's) it scanned all 10,000 titles (7 ms) rather
 * than take the GIN index (3.4 ms). Its own pool also means a burst of public searches cannot take every connection
 * from staff saving their work. `$disconnect()` closes both.
 */
export function createPrisma(connectionString: string, poolSize: number, timeoutMs?: number) {
  const share = searchShare(poolSize);
  const config = (max: number, options?: string): pg.PoolConfig => ({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    ...(options ? { options } : {}),
    ...(timeoutMs ? boundedPoolConfig(timeoutMs) : { connectionTimeoutMillis: 5_000, statement_timeout: 60_000, keepAlive: true }),
  });
  const Pool = timeoutMs ? BoundedPool : pg.Pool;
  const pool = new Pool(config(share.rest));
  // A prepared statement of the search (apps/api services/sql.ts `prepared`) is planned for each run's values, never once
  // for any: its generic plan, made without knowing how many entries the words match, ran it 1.5 times as long. (On the
  // other pool a prepared statement may take its generic plan after five runs, as PostgreSQL decides: the data
  // version's read, planned in 0.09 ms and run in 0.01.)
  const searchPool = new Pool(config(share.search, '-c enable_seqscan=off -c plan_cache_mode=force_custom_plan'));
  // An idle connection dropped by a database restart must not crash the process; the next
  // query opens a new one (or fails with a 503 while the database is away).
  pool.on('error', () => {});
  searchPool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  const disconnect = prisma.$disconnect.bind(prisma);
  let searchPoolEnded: Promise<void> | undefined;
  return Object.assign(prisma, {
    pool,
    searchPool,
    /** The bound of every wait on the database (DB_TIMEOUT_MS), and of a request's budget; undefined: looser defaults. */
    timeoutMs,
    $disconnect: async () => {
      await Promise.all([disconnect(), searchPoolEnded ??= searchPool.end()]);
    },
  });
}
export type Db = ReturnType<typeof createPrisma>;
