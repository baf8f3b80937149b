import { z } from 'zod';
import { LISTED_COLLECTIONS } from './collections.js';
import { plainText } from './fields.js';
import { API_ERRORS } from './messages.js';
import { pageQuerySchema } from './paging.js';

/**
 * The staff's content lists (issue 23): GET /api/content, every kind in LISTED_COLLECTIONS in one list, or one kind.
 * Staff only. Found by folded text (as the site search folds: "zastita" finds "Zaštita"), filtered by kind, status
 * and who saved last, sorted by date or title, 25, 50 or 100 a page.
 */
export const CONTENT_PAGE_SIZES = [25, 50, 100] as const;
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_SORTS = ['date', 'title'] as const;

const kinds = LISTED_COLLECTIONS.map((c) => c.resource) as [string, ...string[]];

export const contentQuerySchema = z.object({
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
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** One row of a content list: what it is, its state, who saved it last and when, where visitors see it and where staff edit it. */
export interface ContentItem {
  /** Its kind's API resource ('Novost', 'Zakon', 'Ambulanta', …). */
  kind: string;
  id: number;
  title: string;
  status: ContentStatus;
  /** When it goes public (ISO), for a scheduled item; null otherwise. */
  publishAt: string | null;
  updatedAt: string;
  /** The user name of the last save in the audit log ('' when none is known: the seeded data). */
  updatedBy: string;
  url: string;
  editUrl: string;
}
