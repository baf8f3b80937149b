import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { SEARCH_MISS_LIMITS, sarajevoToday, searchFold } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { poolSql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';

/**
 * What residents searched for and found nothing (issue 23's desk; issue 24 grows search from it): the query folded
 * as the search folds what is typed (đ as dj, no diacritics, lower case, spaces collapsed) and a count per day in
 * Sarajevo. Nothing about who asked. Hard to steer (issue 42): a visitor counts a query once a day, remembered as a
 * keyed hash of the day, the query and the visitor's address (never the address); a query that looks like a phone
 * number, an e-mail or a web address is not kept at all (it is someone's, not a gap in the site). Bounded: a day takes
 * at most SEARCH_MISS_LIMITS.perDay distinct queries; past that a new one takes the place of the day's least recently
 * counted query that one visitor asked, so junk never shuts residents out (one asked by two visitors or more stays).
 * Rows older than keptDays are removed as new ones come, and the visitors' hashes of earlier days.
 */
export const foldQuery = (q: string) => searchFold(q).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MISS_LIMITS.maxChars);

/** A phone number (six digits or more, with the separators people type), an e-mail or a web address: not listed. */
const PERSONAL = [
  /\+?\d(?:[\s\-/.()]*\d){5,}/,
  /\S@\S+\.\S/,
  /[a-z][a-z\d+.-]*:\/\/|(?:^|\s)www\./,
  /[a-z\d-]+\.(?:com|net|org|info|biz|ba|hr|rs|me|si|eu|de|at|ch|io|co|app|xyz|online|site|shop)(?:[/:?#\s]|$)/,
];
export const looksPersonal = (folded: string) => PERSONAL.some((p) => p.test(folded));

/**
 * Who asked, as far as counting goes: an IPv4 address, or an IPv6 address's /64 (one household's or phone's
 * network, whose addresses a single visitor can change at will). Not an address: as given.
 */
export function visitorOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const a = ipaddr.parse(address);
  if (a.kind() === 'ipv4') return a.toString();
  const v6 = a as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts.slice(0, 4).map((p) => p.toString(16)).join(':')}::/64`;
}

/** `secret`: the server's (JWT_SECRET), from which the visitors' hashing key is derived. */
export function searchMisses(db: Db, { now = systemClock, secret }: { now?: Clock; secret: string }) {
  const sql = poolSql(db);
  const key = createHmac('sha256', secret).update('dz search misses: visitors').digest();
  return {
    /** Counts one search that found nothing, asked from `address` (req.ip). */
    async record(q: string, address: string): Promise<void> {
      const query = foldQuery(q);
      if (!query || looksPersonal(query)) return;
      const day = sarajevoToday(now());
      const seen = createHmac('sha256', key).update(`${day}\n${query}\n${visitorOf(address)}`).digest().subarray(0, 16);
      await inTransaction(db, async (q) => {
        // Misses are counted one at a time: a day's bound and its evictions stay exact under a burst.
        await q(`SELECT pg_advisory_xact_lock(hashtext('SearchMiss'))`, []);
        const first = await q('INSERT INTO "SearchMissVisit" (day, key) VALUES ($1::date, $2) ON CONFLICT DO NOTHING RETURNING 1', [day, seen]);
        if (!first.length) return;
        await q('DELETE FROM "SearchMissVisit" WHERE day < $1::date', [day]);
        const bumped = await q(
          'UPDATE "SearchMiss" SET count = count + 1, "lastAt" = clock_timestamp() WHERE day = $1::date AND query = $2 RETURNING 1', [day, query]);
        if (bumped.length) return;
        const [today] = await q<{ n: number }>('SELECT count(*)::int AS n FROM "SearchMiss" WHERE day = $1::date', [day]);
        if (today!.n >= SEARCH_MISS_LIMITS.perDay) {
          const evicted = await q(
            `DELETE FROM "SearchMiss" WHERE (day, query) = (
               SELECT day, query FROM "SearchMiss" WHERE day = $1::date AND count = 1 ORDER BY "lastAt", query LIMIT 1) RETURNING 1`, [day]);
          if (!evicted.length) return;
        }
        await q('INSERT INTO "SearchMiss" (day, query, count) VALUES ($1::date, $2, 1)', [day, query]);
        await q('DELETE FROM "SearchMiss" WHERE day < $1::date - $2::int', [day, SEARCH_MISS_LIMITS.keptDays]);
      });
    },

    /** The most asked of the last `days` days (today included), most first, then the most recently asked. */
    async top(): Promise<{ query: string; count: number }[]> {
      const day = sarajevoToday(now());
      return sql<{ query: string; count: number }>(
        `SELECT query, sum(count)::int AS count FROM "SearchMiss" WHERE day > $1::date - $2::int AND day <= $1::date
         GROUP BY query ORDER BY count DESC, max("lastAt") DESC, query LIMIT $3`,
        [day, SEARCH_MISS_LIMITS.days, SEARCH_MISS_LIMITS.shown],
      );
    },
  };
}
