import type { PageQuery } from '@dz/contracts';
import type { Sql } from './sql.js';

/**
 * One page of a list and the count of all its rows, in one round trip (docs/product.md
 * "Entities": { items, totalItems }). `count` is `SELECT count(*)::int AS total FROM …`, `rows`
 * the ordered SELECT of the rows (an `id` among them) without LIMIT and OFFSET, which are added
 * after `values`. Straight on the pool: Prisma doubled the cost of the site's busiest query (bench/).
 */
export async function pageOfRows<R extends { id: number }>(
  sql: Sql,
  query: { count: string; rows: string; values: unknown[] },
  { page, pageSize }: PageQuery,
): Promise<{ rows: R[]; total: number }> {
  const n = query.values.length;
  const result = await sql<{ total: number } & (R | { [K in keyof R]: null })>(
    `SELECT c.total, p.* FROM (${query.count}) c
     LEFT JOIN LATERAL (${query.rows} LIMIT $${n + 1} OFFSET $${n + 2}) p ON true`,
    [...query.values, pageSize, (page - 1) * pageSize],
  );
  // A page past the end still carries the count: one row of nulls.
  return { rows: result.filter((r): r is { total: number } & R => r.id !== null), total: result[0]?.total ?? 0 };
}
