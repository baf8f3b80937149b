import {
  LISTED_COLLECTIONS, collectionByResource, columnOf, titleFieldOf,
  type Collection, type ContentItem, type ContentQuery, type Paged,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { ident, literal } from '../db/copy-bytes.js';
import { ofKind, pageOfRows, poolSql } from './sql.js';

/**
 * The staff's content lists (issue 23, contracts content.ts): the live items of every kind in LISTED_COLLECTIONS,
 * or of one, read from the descriptions (each kind's table, title column, bin and discriminator; no kind is named
 * here). Who saved an item last is the newest audit row of a signed-in account for it. Text is matched folded, as the
 * site search folds (search_fold: "zastita" finds "Zaštita", "dordevic" "Đorđević"), anywhere in the title.
 * Everything is published until drafts and scheduling come (issue 23): a status filter for drafts or scheduled items
 * finds none.
 */
export function contentService(db: Db) {
  const sql = poolSql(db);

  /** One kind's rows: kind, id, title, updatedAt, updatedBy. */
  const rowsOf = (c: Collection) => {
    const storage = c.storage!;
    const live = [
      ...(c.capabilities.bin ? ['d."deletedAt" IS NULL'] : []),
      ...(ofKind(storage) ? [ofKind(storage)] : []),
    ];
    return `SELECT ${literal(c.resource)}::text AS kind, d.id, d.${ident(columnOf(titleFieldOf(c)))}::text AS title, d."updatedAt",
      coalesce((SELECT a."actorName" FROM "AuditLog" a WHERE a.resource = ${literal(c.resource)} AND a."itemId" = d.id::text AND a."actorId" IS NOT NULL
        ORDER BY a.id DESC LIMIT 1), '') AS "updatedBy"
      FROM ${ident(storage.table)} d${live.length ? ` WHERE ${live.join(' AND ')}` : ''}`;
  };

  return {
    async list(q: ContentQuery): Promise<Paged<ContentItem>> {
      if (q.status !== undefined && q.status !== 'published') return { items: [], totalItems: 0 };
      const kinds = LISTED_COLLECTIONS.filter((c) => q.kind === undefined || c.resource === q.kind);
      const from = `(${kinds.map(rowsOf).join('\n UNION ALL ')}) x
        WHERE ($1 = '' OR strpos(search_fold(x.title), search_fold($1)) > 0) AND ($2 = '' OR lower(x."updatedBy") = lower($2))`;
      const order = q.sort === 'title' ? 'search_fold(x.title), x.kind, x.id' : 'x."updatedAt" DESC, x.kind, x.id DESC';
      const { rows, total } = await pageOfRows<{ kind: string; id: number; title: string; updatedAt: Date; updatedBy: string }>(sql, {
        count: `SELECT count(*)::int AS total FROM ${from}`,
        rows: `SELECT x.* FROM ${from} ORDER BY ${order}`,
        values: [q.q, q.author],
      }, q);
      return {
        items: rows.map((r) => {
          const c = collectionByResource(r.kind)!;
          return {
            kind: r.kind, id: r.id, title: r.title, status: 'published', publishAt: null, updatedAt: r.updatedAt.toISOString(), updatedBy: r.updatedBy,
            url: c.paths.view ? c.paths.view(r.id) : c.paths.publicList, editUrl: c.paths.edit(r.id),
          };
        }),
        totalItems: total,
      };
    },
  };
}
