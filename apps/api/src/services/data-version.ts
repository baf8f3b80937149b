import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { poolSql } from '../db/sql.js';

/** How many SearchChange rows (one per writing transaction) before they are folded into one. */
const CHANGES_FOLDED_AT = 100;

/** The data as of an instant: what kept search results and kept pages are checked against. */
export interface DataVersion {
  /** The sum of SearchChange: moves at every commit that changed public data (prisma/search.sql search_changed()). */
  changes: string;
  /** `changes` and the newest instant a scheduled item came out by (so a kept answer is made again when one comes out). */
  version: string;
  /** The instant the version was read at: what is made for it is made as of then. */
  at: Date;
}

/**
 * An entry of the search index (alias `alias`) shown at the instant that is parameter `param` (a scheduled item from its
 * instant on): a parameter, not a literal, so that the statement's text stays the same and it can be prepared.
 */
export const shownAt = (param: string) => (alias: string) => `${alias}."visibleFrom" <= ${param}::timestamptz`;

/**
 * The data's version, read from PostgreSQL, so that every instance agrees whoever wrote (DESIGN.md, "kept public
 * pages"). Reads are shared: a caller waits for a read that starts after it asked (never for one already under way,
 * which might not see a commit made just before the call), so many requests at once cost one or two small reads,
 * not one each.
 */
export function dataVersions(db: Db, now: Clock = systemClock) {
  const sql = poolSql(db);
  /** A fold of SearchChange under way (one at a time per instance). */
  let folding: Promise<unknown> | undefined;

  async function read(): Promise<DataVersion> {
    const at = now();
    const [{ changes, shown, rows } = { changes: '', shown: '', rows: 0 }] = await sql<{ changes: string; shown: string; rows: number }>(
      `SELECT coalesce(sum(n), 0)::text AS changes, coalesce((SELECT max(e."visibleFrom") FROM "SearchEntry" e WHERE ${shownAt('$1')('e')})::text, '') AS shown,
         count(*)::int AS rows FROM "SearchChange"`, [at.toISOString()], true,
    );
    if (rows > CHANGES_FOLDED_AT && !folding) {
      // Kept short so that reading the version stays cheap; the sum, the version, does not move.
      folding = sql('SELECT search_changes_fold()', []).catch(() => undefined).finally(() => { folding = undefined; });
    }
    return { changes, version: `${changes} ${shown}`, at };
  }

  let running: Promise<DataVersion> | undefined;
  let queued: Promise<DataVersion> | undefined;
  function start(): Promise<DataVersion> {
    const p = read().finally(() => { if (running === p) running = undefined; });
    running = p;
    return p;
  }
  const settled = () => undefined;

  return {
    /** The version now: read by this call, or by one shared with callers that asked meanwhile, begun after this call. */
    current(): Promise<DataVersion> {
      if (!running) return start();
      return queued ??= running.then(settled, settled).then(() => {
        queued = undefined;
        return start();
      });
    },
  };
}

export type DataVersions = ReturnType<typeof dataVersions>;
