import { API, API_ERRORS, fileVersion, type SharePicture } from '@dz/contracts';
import { SHARE_PICTURE } from '@dz/content';
import type { Db } from '@dz/db';
import { NotFoundError } from '../errors.js';
import type { Bytes } from '../files/bytes.js';
import { systemClock, type Clock } from '../clock.js';
import { audited, type Actor, type Tx } from './audit.js';
import { assertCurrent, type Expected } from './edits.js';
import { prismaSql } from '../db/sql.js';

/** The picture is the institution's: its changes are the institution's in the audit log (resource Ustanova, item 1). */
const TARGET = { resource: 'Ustanova', itemId: 1 } as const;
/** Its one row. */
const ID = 1;


const DEFAULT: SharePicture = { url: SHARE_PICTURE.path, width: SHARE_PICTURE.width, height: SHARE_PICTURE.height, custom: false };

/** An uploaded picture as its answer: its versioned URL and its size, read from its bytes by the database (trigger picture_size). */
const answer = (row: { hash: string; width: number | null; height: number | null } | null): SharePicture => (row
  ? { url: `${API.sharePictureFile}?v=${fileVersion(row.hash)}`, width: row.width ?? SHARE_PICTURE.width, height: row.height ?? SHARE_PICTURE.height, custom: true }
  : DEFAULT);

/**
 * The picture link previews show for a page without one of its own (issue 24, docs/product.md "Heads"): an admin's
 * upload (table UstanovaSlika, one row; re-encoded by files/images.ts processSharePicture) or, without one, the site's
 * default, a file of the web app (packages/content SHARE_PICTURE). Read on every page the server renders: one row by its key.
 */
export function sharePictureService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const select = { hash: true, width: true, height: true } as const;

  /**
   * A change of the picture (an upload or the way back), audited as an edit of the institution. With If-Match
   * (`expected`), only from the version the client read (else 412, services/edits.ts): changes are taken one at a time.
   */
  const change = async <T>(actor: Actor, expected: Expected, write: (tx: Tx) => Promise<T>) => audited(db, actor, 'update', TARGET, async (tx) => {
    // One change at a time (reads go on): the version checked is the one replaced, also while there is no row to lock.
    await tx.$executeRawUnsafe('LOCK TABLE "UstanovaSlika" IN SHARE ROW EXCLUSIVE MODE');
    if (expected !== undefined) {
      const row = await tx.institutionPicture.findUnique({ where: { id: ID }, select: { hash: true, updatedAt: true } });
      await assertCurrent(prismaSql(tx), sharePictureTag(row), expected, TARGET.resource, String(TARGET.itemId), row?.updatedAt ?? now());
    }
    return write(tx);
  });

  return {
    /** What it is now (every page the server renders reads it). */
    get: async (): Promise<SharePicture> => answer(await db.institutionPicture.findUnique({ where: { id: ID }, select })),

    /** What it is now, and its version (ETag: what a change sends back as If-Match). */
    async versioned(): Promise<{ picture: SharePicture; tag: string }> {
      const row = await db.institutionPicture.findUnique({ where: { id: ID }, select });
      return { picture: answer(row), tag: sharePictureTag(row) };
    },

    /** The uploaded JPEG and its ETag; 404 when none is uploaded (the default is the web app's file). */
    async file(): Promise<{ data: Bytes; hash: string }> {
      const row = await db.institutionPicture.findUnique({ where: { id: ID }, select: { hash: true, full: true } });
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      return { data: row.full as Bytes, hash: fileVersion(row.hash) };
    },

    /** An admin's upload replaces any before it. */
    async replace(img: { full: Bytes; hash: string }, actor: Actor, expected: Expected): Promise<{ picture: SharePicture; tag: string }> {
      const row = await change(actor, expected, (tx) => tx.institutionPicture.upsert({ where: { id: ID }, create: { id: ID, ...img }, update: img, select }));
      return { picture: answer(row), tag: sharePictureTag(row) };
    },

    /** Back to the default (the upload is deleted). */
    async reset(actor: Actor, expected: Expected): Promise<{ picture: SharePicture; tag: string }> {
      await change(actor, expected, (tx) => tx.institutionPicture.deleteMany({ where: { id: ID } }));
      return { picture: DEFAULT, tag: sharePictureTag(null) };
    },
  };
}

/** The picture's version as an entity tag: an upload's (the start of its hash), or the default's. */
const sharePictureTag = (row: { hash: string } | null) => (row ? `"${fileVersion(row.hash)}"` : '"default"');
