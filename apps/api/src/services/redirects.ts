import { foldPagePath } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { audit, type Actor } from './audit.js';
import { poolSql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';

/** One old address of a page, as its screen lists it. */
export interface PageRedirect { fromPath: string; createdAt: string }

/**
 * A page's old addresses (issue 39): kept by the database when a page's path changes (prisma/search.sql page_moved()),
 * read to send a visitor on (301), listed and removed by staff. A page in the bin, a draft or a scheduled one sends no one anywhere yet.
 */
export function redirectService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  return {
    /** Where a visitor asking for `path` goes now: the page's path, or undefined (no such old address, or its page is in the bin). */
    async target(path: string): Promise<string | undefined> {
      const [row] = await sql<{ path: string }>(
        `SELECT s.path FROM "StranicaPreusmjerenje" r JOIN "Stranica" s ON s.id = r."stranicaId"
         WHERE r."fromPath" = $1 AND s."deletedAt" IS NULL AND s."publishAt" <= $2`,
        [foldPagePath(path), now()],
      );
      return row?.path;
    },

    /** A page's old addresses, newest first (404: no such page). */
    async list(pageId: number): Promise<PageRedirect[]> {
      const [page] = await sql<{ id: number }>('SELECT id FROM "Stranica" WHERE id = $1', [pageId]);
      if (!page) throw new NotFoundError('Stranica ne postoji.');
      const rows = await sql<{ fromPath: string; createdAt: Date }>(
        'SELECT "fromPath", "createdAt" FROM "StranicaPreusmjerenje" WHERE "stranicaId" = $1 ORDER BY "createdAt" DESC, id DESC', [pageId],
      );
      return rows.map((r) => ({ fromPath: r.fromPath, createdAt: new Date(r.createdAt).toISOString() }));
    },

    /** Removes one (the old address is then a 404, or free for another page); audited as a change of the page. */
    remove: (pageId: number, fromPath: string, actor: Actor) => inTransaction(db, async (tx) => {
      const gone = await tx<{ id: number }>('DELETE FROM "StranicaPreusmjerenje" WHERE "stranicaId" = $1 AND "fromPath" = $2 RETURNING id', [pageId, foldPagePath(fromPath)]);
      if (!gone.length) throw new NotFoundError('Ta stara adresa ove stranice ne postoji.');
      await audit(tx, actor, 'update', { resource: 'Stranica', itemId: pageId });
    }),
  };
}

export type RedirectService = ReturnType<typeof redirectService>;
