import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client.js';

export * from '../generated/client/client.js';

/**
 * The application's Prisma client over node-postgres (no engine binary at run time).
 * Bounded waits: when the database is away a request fails fast (503) instead of hanging.
 */
export function createPrisma(connectionString: string, poolSize = 10) {
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString,
      max: poolSize,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 60_000,
    }),
  });
}
export type Db = ReturnType<typeof createPrisma>;
