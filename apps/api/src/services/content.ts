import {
  LISTED_COLLECTIONS, collectionByResource, columnOf, titleFieldOf,
  type Collection, type ContentItem, type ContentQuery, type ContentStatus, type Paged, type PublicationChange, type PublicationChangeResult,
} from '@dz/contracts';
import { systemClock, type Clock } from '../clock.js';
import type { Db } from '@dz/db';
import { ident, literal, ofKind, poolSql } from '../db/sql.js';
import { pageOfRows } from '../db/paging.js';
import { inTransaction } from '../db/transaction.js';
import { StaleEditError } from '../errors.js';
import { audit, type Actor } from './audit.js';
import { assertUnchanged } from './edits.js';

/**
 * The staff's content lists (issue 23, contracts content.ts): the live items of every kind in LISTED_COLLECTIONS,
 * or of one, read from the descriptions (each kind's table, title column, bin and discriminator; no kind is named
 * here). Who saved an item last is the newest audit row of a signed-in account for it. Text is matched folded, as the
 * site search folds (search_fold: "zastita" finds "Zaštita", "dordevic" "Đorđević"), anywhere in the title.
 * A kind with drafts (publication.ts) has its status read from "publishAt" at the request's instant; any other is
 * published.
 */
export function contentService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);

  /** One kind's rows at `at`: kind, id, title, status, publishAt, updatedAt, updatedBy. */
  const rowsOf = (at: Date) => (c: Collection) => {
    const storage = c.storage!;
    const live = [
      ...(c.capabilities.bin ? ['d."deletedAt" IS NULL'] : []),
      ...(ofKind(storage) ? [ofKind(storage)] : []),
    ];
    const publication = c.capabilities.drafts
      ? `CASE WHEN d."publishAt" IS NULL THEN 'draft' WHEN d."publishAt" > ${literal(at.toISOString())}::timestamptz THEN 'scheduled' ELSE 'published' END AS status,
         d."publishAt"`
      : `'published' AS status, NULL::timestamptz AS "publishAt"`;
    return `SELECT ${literal(c.resource)}::text AS kind, d.id, d.${ident(columnOf(titleFieldOf(c)))}::text AS title, ${publication}, d."updatedAt",
      coalesce((SELECT a."actorName" FROM "AuditLog" a WHERE a.resource = ${literal(c.resource)} AND a."itemId" = d.id::text AND a."actorId" IS NOT NULL
        ORDER BY a.id DESC LIMIT 1), '') AS "updatedBy"
      FROM ${ident(storage.table)} d${live.length ? ` WHERE ${live.join(' AND ')}` : ''}`;
  };

  return {
    /**
     * Bulk publish or unpublish (contracts publicationChangeSchema), in one transaction with an audit row per item
     * changed. Publishing keeps the instant of one already published; a scheduled one is published now. An item sent
     * with the version the list showed (`ifMatch`) is checked as a PUT is (edits.ts): one saved since is left alone and
     * named in `stale`, and the others proceed, so one colleague's save does not undo a whole selection.
     */
    publish: (change: PublicationChange, actor: Actor): Promise<PublicationChangeResult> => inTransaction(db, async (tx) => {
      const at = literal(now().toISOString());
      const result: PublicationChangeResult = { changed: 0, unchanged: [], stale: [], versions: [] };
      for (const { kind, id, ifMatch } of change.items) {
        const c = collectionByResource(kind)!;
        const storage = c.storage!;
        // Saved since the list was read (issue 36): this one stays as it is, as a PUT's 412 would leave it.
        try {
          await assertUnchanged(tx, ident(storage.table), id, ifMatch === undefined ? undefined : [ifMatch], kind);
        } catch (e) {
          if (!(e instanceof StaleEditError)) throw e;
          result.stale.push({ kind, id, message: e.message, changedBy: e.changedBy, changedAt: e.changedAt });
          result.unchanged.push({ kind, id });
          continue;
        }
        const set = change.status === 'draft'
          ? 'NULL'
          : `CASE WHEN d."publishAt" <= ${at}::timestamptz THEN d."publishAt" ELSE ${at}::timestamptz END`;
        const [row] = await tx<{ updatedAt: Date }>(
          `UPDATE ${ident(storage.table)} d SET "publishAt" = ${set}, "updatedAt" = now()
           WHERE d.id = $1 AND d."deletedAt" IS NULL${ofKind(storage) ? ` AND ${ofKind(storage)}` : ''}
             AND d."publishAt" IS DISTINCT FROM ${set} RETURNING d."updatedAt"`,
          [id],
        );
        if (!row) { result.unchanged.push({ kind, id }); continue; }
        result.changed++;
        result.versions.push({ kind, id, updatedAt: row.updatedAt.toISOString() });
        await audit(tx, actor, change.status === 'draft' ? 'unpublish' : 'publish', { resource: kind, itemId: id });
      }
      return result;
    }),

    async list(q: ContentQuery): Promise<Paged<ContentItem>> {
      const kinds = LISTED_COLLECTIONS.filter((c) => q.kind === undefined || c.resource === q.kind);
      const from = `(${kinds.map(rowsOf(now())).join('\n UNION ALL ')}) x
        WHERE ($1 = '' OR strpos(search_fold(x.title), search_fold($1)) > 0) AND ($2 = '' OR lower(x."updatedBy") = lower($2))
          AND ($3 = '' OR x.status = $3)`;
      const order = {
        title: 'search_fold(x.title), x.kind, x.id',
        publishAt: 'x."publishAt" NULLS LAST, x.kind, x.id',
        date: 'x."updatedAt" DESC, x.kind, x.id DESC',
      }[q.sort];
      const { rows, total } = await pageOfRows<{
        kind: string; id: number; title: string; status: ContentStatus; publishAt: Date | null; updatedAt: Date; updatedBy: string;
      }>(sql, {
        count: `SELECT count(*)::int AS total FROM ${from}`,
        rows: `SELECT x.* FROM ${from} ORDER BY ${order}`,
        values: [q.q, q.author, q.status ?? ''],
      }, q);
      return {
        items: rows.map((r) => {
          const c = collectionByResource(r.kind)!;
          return {
            kind: r.kind, id: r.id, title: r.title, status: r.status, publishAt: r.publishAt?.toISOString() ?? null,
            updatedAt: r.updatedAt.toISOString(), updatedBy: r.updatedBy,
            url: c.paths.view ? c.paths.view(r.id) : c.paths.publicList, editUrl: c.paths.edit(r.id),
          };
        }),
        totalItems: total,
      };
    },
  };
}
