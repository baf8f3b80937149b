/**
 * Drafts, previews and scheduling (issue 23, docs/product.md "Drafts and scheduling") for every kind whose
 * description has the `drafts` capability (news and the document types). What is stored is one instant,
 * `publishAt`: none is a draft, one in the future is scheduled, one now or past is published. The status is
 * read from it against the clock at every read, so an item is public from its time on whatever a background job
 * did or did not do: no "missed schedule". Zod-free (list screens read it); the input schema is entities.ts's.
 */
import { formatDateTime } from './format.js';

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** An item's status at `now` from its publishAt (an ISO text, a Date, or null for a draft). */
export function statusAt(publishAt: string | Date | null | undefined, now: Date): PublicationStatus {
  if (publishAt === null || publishAt === undefined) return 'draft';
  return new Date(publishAt).getTime() <= now.getTime() ? 'published' : 'scheduled';
}

/** What an item's publication looks like on the wire (news and documents carry it; a legacy client ignores it). */
export interface Publication {
  status: PublicationStatus;
  /** When it is (or goes) public, ISO; null for a draft. */
  publishAt: string | null;
}

/** The staff's words for it. */
export const PUBLICATION_UI = {
  legend: 'Objava',
  statuses: { draft: 'Nacrt', scheduled: 'Zakazano', published: 'Objavljeno' } satisfies Record<PublicationStatus, string>,
  /** The form's three choices. */
  choices: { draft: 'Sačuvaj kao nacrt', published: 'Objavi odmah', scheduled: 'Zakaži objavu' } satisfies Record<PublicationStatus, string>,
  publishAtLabel: 'Datum i vrijeme objave (po sarajevskom vremenu)',
  scheduledFor: (iso: string) => `Zakazano za ${formatDateTime(iso)}`,
  publishedAt: (iso: string) => `Objavljeno ${formatDateTime(iso)}`,
  draftHint: 'Nacrt vide samo urednici.',
  /** The banner over a page staff see before the public does. */
  previewBanner: 'Pregled — nije objavljeno',
  preview: 'Pregled',
  previewOf: (title: string) => `Pregled: ${title}`,
  /** Bulk actions of the content list. */
  publish: (n: number) => `Objavi (${n})`,
  unpublish: (n: number) => `Povuci u nacrt (${n})`,
  publishConfirm: (n: number) => `Objaviti odabrano (${n}) odmah?`,
  unpublishConfirm: (n: number) => `Povući odabrano (${n}) s javne stranice u nacrt?`,
  published: (n: number) => `Objavljeno: ${n}.`,
  unpublished: (n: number) => `Povučeno u nacrt: ${n}.`,
  notChanged: 'Objava nije promijenjena. Pokušajte ponovo.',
  /** Issue 36: the chosen items saved by someone else since the list was read are left as they are. */
  notChangedStale: (n: number) => `Nije promijenjeno: ${n} (izmijenjeno u međuvremenu; lista sada pokazuje novo stanje).`,
  /** The content list's filter and column. */
  status: 'Stanje',
  allStatuses: 'Sva stanja',
} as const;
