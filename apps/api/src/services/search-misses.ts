import { SEARCH_MISS_LIMITS, sarajevoToday, searchFold } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { poolSql } from '../db/sql.js';

/**
 * What residents searched for and found nothing (issue 23's desk; issue 24 grows search from it): the query folded
 * as the search folds what is typed (đ as dj, no diacritics, lower case, spaces collapsed) and a count per day in
 * Sarajevo. Nothing about who asked. Bounded: a day takes at most SEARCH_MISS_LIMITS.perDay distinct queries (later
 * new ones are not counted, known ones still are), and rows older than keptDays are removed as new ones come.
 */
export const foldQuery = (q: string) => searchFold(q).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MISS_LIMITS.maxChars);

export function searchMisses(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  return {
    /** Counts one search that found nothing. */
    async record(q: string): Promise<void> {
      const query = foldQuery(q);
      if (!query) return;
      const day = sarajevoToday(now());
      const bumped = await sql('UPDATE "SearchMiss" SET count = count + 1 WHERE day = $1::date AND query = $2 RETURNING 1', [day, query]);
      if (bumped.length) return;
      await sql(
        `INSERT INTO "SearchMiss" (day, query, count)
         SELECT $1::date, $2, 1 WHERE (SELECT count(*) FROM "SearchMiss" WHERE day = $1::date) < $3
         ON CONFLICT (day, query) DO UPDATE SET count = "SearchMiss".count + 1`,
        [day, query, SEARCH_MISS_LIMITS.perDay],
      );
      await sql('DELETE FROM "SearchMiss" WHERE day < $1::date - $2::int', [day, SEARCH_MISS_LIMITS.keptDays]);
    },

    /** The most asked of the last `days` days (today included), most first, then alphabetically. */
    async top(): Promise<{ query: string; count: number }[]> {
      const day = sarajevoToday(now());
      return sql<{ query: string; count: number }>(
        `SELECT query, sum(count)::int AS count FROM "SearchMiss" WHERE day > $1::date - $2::int AND day <= $1::date
         GROUP BY query ORDER BY count DESC, query LIMIT $3`,
        [day, SEARCH_MISS_LIMITS.days, SEARCH_MISS_LIMITS.shown],
      );
    },
  };
}
