import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client.js';

export * from '../generated/client/client.js';

/** The application's Prisma client over node-postgres (no engine binary at run time). */
export function createPrisma(connectionString: string, poolSize = 10) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: poolSize }) });
}
export type Db = ReturnType<typeof createPrisma>;
