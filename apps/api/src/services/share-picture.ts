import { API, API_ERRORS, type SharePicture } from '@dz/contracts';
import { SHARE_PICTURE } from '@dz/content';
import type { Db } from '@dz/db';
import { NotFoundError } from '../errors.js';
import type { Bytes } from '../files/bytes.js';
import { audited, type Actor } from './audit.js';

/** The picture is the institution's: its changes are the institution's in the audit log (resource Ustanova, item 1). */
const TARGET = { resource: 'Ustanova', itemId: 1 } as const;
/** Its one row. */
const ID = 1;

/** An upload's version: the start of its hash, in its URL (`?v=`) and its ETag, as a news picture's. */
const version = (hash: string) => hash.slice(0, 16);

const DEFAULT: SharePicture = { url: SHARE_PICTURE.path, width: SHARE_PICTURE.width, height: SHARE_PICTURE.height, custom: false };

/** An uploaded picture as its answer: its versioned URL and its size, read from its bytes by the database (trigger picture_size). */
const answer = (row: { hash: string; width: number | null; height: number | null } | null): SharePicture => (row
  ? { url: `${API.sharePictureFile}?v=${version(row.hash)}`, width: row.width ?? SHARE_PICTURE.width, height: row.height ?? SHARE_PICTURE.height, custom: true }
  : DEFAULT);

/**
 * The picture link previews show for a page without one of its own (issue 24, docs/product.md "Heads"): an admin's
 * upload (table UstanovaSlika, one row; re-encoded by files/images.ts processSharePicture) or, without one, the site's
 * default, a file of the web app (packages/content SHARE_PICTURE). Read on every page the server renders: one row by its key.
 */
export function sharePictureService(db: Db) {
  const select = { hash: true, width: true, height: true } as const;
  return {
    get: async (): Promise<SharePicture> => answer(await db.institutionPicture.findUnique({ where: { id: ID }, select })),

    /** The uploaded JPEG and its ETag; 404 when none is uploaded (the default is the web app's file). */
    async file(): Promise<{ data: Bytes; hash: string }> {
      const row = await db.institutionPicture.findUnique({ where: { id: ID }, select: { hash: true, full: true } });
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      return { data: row.full as Bytes, hash: version(row.hash) };
    },

    /** An admin's upload replaces any before it; audited as an edit of the institution. */
    replace: async (img: { full: Bytes; hash: string }, actor: Actor): Promise<SharePicture> => answer(await audited(db, actor, 'update', TARGET,
      (tx) => tx.institutionPicture.upsert({ where: { id: ID }, create: { id: ID, ...img }, update: img, select }))),

    /** Back to the default (the upload is deleted); audited as an edit of the institution. */
    async reset(actor: Actor): Promise<SharePicture> {
      await audited(db, actor, 'update', TARGET, (tx) => tx.institutionPicture.deleteMany({ where: { id: ID } }));
      return DEFAULT;
    },
  };
}
