import { z } from 'zod';
import { LISTED_COLLECTIONS } from './collections.js';
import { STRONG_TAG } from './item-tag.js';
import { plainText } from './fields.js';
import { API_ERRORS } from './messages.js';
import { MAX_ID } from './pagination.js';
import { pageQuerySchema } from './paging.js';
import { PUBLICATION_STATUSES, type PublicationStatus } from './publication.js';

/**
 * The staff's content lists (issue 23): GET /api/content, every kind in LISTED_COLLECTIONS in one list, or one kind.
 * Staff only. Found by folded text (as the site search folds: "zastita" finds "Zaštita"), filtered by kind, status
 * and who saved last, sorted by date or title, 25, 50 or 100 a page.
 */
export const CONTENT_PAGE_SIZES = [25, 50, 100] as const;
export const CONTENT_STATUSES = PUBLICATION_STATUSES;
export type ContentStatus = PublicationStatus;
/** Newest save first, by title, or by publication time (soonest first: the desk's scheduled items). */
export const CONTENT_SORTS = ['date', 'title', 'publishAt'] as const;

const kinds = LISTED_COLLECTIONS.map((c) => c.resource) as [string, ...string[]];

// Strict: a parameter it does not take (?extra=1, ?q[]=a) is a 400 naming it, never the unfiltered list.
export const contentQuerySchema = z.strictObject({
  q: z.string({ error: API_ERRORS.invalidValue }).trim().max(100, { error: API_ERRORS.tooLong(100) }).check(plainText()).default(''),
  kind: z.enum(kinds, { error: API_ERRORS.invalidValue }).optional(),
  status: z.enum(CONTENT_STATUSES, { error: API_ERRORS.invalidValue }).optional(),
  /** Who saved last (a user name, any case). */
  author: z.string({ error: API_ERRORS.invalidValue }).trim().max(50, { error: API_ERRORS.tooLong(50) }).check(plainText()).default(''),
  sort: z.enum(CONTENT_SORTS, { error: API_ERRORS.invalidValue }).default('date'),
  page: pageQuerySchema.shape.page,
  pageSize: z.coerce
    .number({ error: API_ERRORS.contentPageSize })
    .refine((n) => (CONTENT_PAGE_SIZES as readonly number[]).includes(n), { error: API_ERRORS.contentPageSize })
    .default(CONTENT_PAGE_SIZES[0]),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? API_ERRORS.unknownParameters(issue.keys) : undefined) });
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** One row of a content list: what it is, its state, who saved it last and when, where visitors see it and where staff edit it. */
export interface ContentItem {
  /** Its kind's API resource ('Novost', 'Zakon', 'Ambulanta', …). */
  kind: string;
  id: number;
  title: string;
  status: ContentStatus;
  /** When it is or goes public (ISO); null for a draft, and for a kind without drafts (always public). */
  publishAt: string | null;
  updatedAt: string;
  /** The user name of the last save in the audit log ('' when none is known: the seeded data). */
  updatedBy: string;
  url: string;
  editUrl: string;
}

/**
 * POST /api/content/publication (staff): the content list's bulk publish and unpublish. Each item of a kind with
 * drafts is published now (one already published keeps its instant) or taken back to a draft; the answer counts
 * those changed and names those that were not (unknown, in the bin, or of a kind without drafts).
 * Issue 36: an item may name the version the list showed (`ifMatch`, its ETag, as a PUT's If-Match). One saved
 * since is left as it was and named in `stale` with who saved it and when (a 412 of its own); the others proceed.
 * An item without it is changed unchecked (legacy clients).
 */
export const DRAFT_KINDS = LISTED_COLLECTIONS.filter((c) => c.capabilities.drafts).map((c) => c.resource) as [string, ...string[]];
export const publicationChangeSchema = z.object({
  status: z.enum(['published', 'draft'], { error: API_ERRORS.invalidValue }),
  items: z.array(z.object({
    kind: z.enum(DRAFT_KINDS, { error: API_ERRORS.invalidValue }),
    id: z.number({ error: API_ERRORS.invalidValue }).int({ error: API_ERRORS.invalidValue }).positive({ error: API_ERRORS.invalidValue }).max(MAX_ID, { error: API_ERRORS.invalidValue }),
    ifMatch: z.string({ error: API_ERRORS.invalidValue }).max(64, { error: API_ERRORS.invalidValue }).regex(STRONG_TAG, { error: API_ERRORS.invalidValue }).optional(),
  }), { error: API_ERRORS.invalidValue }).min(1, { error: API_ERRORS.required }).max(100, { error: API_ERRORS.invalidValue }),
});
export type PublicationChange = z.infer<typeof publicationChangeSchema>;
export interface PublicationChangeResult {
  changed: number;
  /** The items left as they were (the stale ones too). */
  unchanged: { kind: string; id: number }[];
  /** Of those, the ones refused because they were saved after the version their `ifMatch` names: the 412's message, who and when. */
  stale: { kind: string; id: number; message: string; changedBy: string; changedAt: string }[];
  /** The items changed, as they are now: their `updatedAt` is the tag (itemTag) of the next change, an undo's. */
  versions: { kind: string; id: number; updatedAt: string }[];
}
