import { type DocumentItem, type DocumentKind, type DocumentType, type PageQuery, type Paged } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { poolSql } from '../db/sql.js';
import { visibleSql } from '../db/visibility.js';
import { kindService, type CollectionItem } from './collection.js';

/**
 * The document types' reads that span the registry, for the server-rendered pages, the feeds and the sitemap. The types
 * themselves are served from their descriptions (contracts documentCollection; the API's routes/collection.ts and
 * services/collection.ts: list, item, create, edit, delete, download), and a list here is their generic service's page.
 */
export function documentService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  const services = new Map<string, ReturnType<typeof kindService<CollectionItem & DocumentItem>>>();
  const serviceOf = (type: DocumentType) => {
    let s = services.get(type.resource);
    if (!s) services.set(type.resource, s = kindService<CollectionItem & DocumentItem>(db, type.resource, { now }));
    return s;
  };
  return {
    /** A page of a type's published documents, newest first, as GET /api/{Resource} answers it. */
    list: (type: DocumentType, query: PageQuery): Promise<Paged<DocumentItem>> => serviceOf(type).page(query),

    /**
     * The last change of each kind's published documents (a kind without any is absent), for the sitemap: a save or,
     * when later, a publication.
     */
    async lastModifiedByKind(): Promise<Map<DocumentKind, Date>> {
      const rows = await sql<{ kind: DocumentKind; last: Date }>(
        `SELECT kind, max(greatest("updatedAt", "publishAt")) AS last FROM "Document" WHERE ${visibleSql('public', now())} GROUP BY kind`, [],
      );
      return new Map(rows.map((r) => [r.kind, r.last] as const));
    },
  };
}
