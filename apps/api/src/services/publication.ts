import { API_ERRORS, statusAt, type Publication, type PublicationInput } from '@dz/contracts';
import { ValidationError } from '../errors.js';

/**
 * Drafts and scheduling (issue 23, packages/contracts publication.ts) on the server (which rows the public sees:
 * db/visibility.ts): what a save makes of the publication it was sent, and how an item's publication is answered. The one stored fact is
 * "publishAt" (none: a draft); every public read compares it with the request's clock, so a scheduled item turns
 * public at its instant on every instance, with no job to run and none to miss.
 */

/** An item's publication as answered: its status at `now` and its instant. */
export const publicationOf = (publishAt: Date | null, now: Date): Publication =>
  ({ status: statusAt(publishAt, now), publishAt: publishAt?.toISOString() ?? null });

/**
 * The "publishAt" a save stores, from what it was sent and what the item had (`current`: undefined for a create):
 * undefined keeps it. No status: a create publishes at once (the legacy POST), an update leaves it. 'published' keeps
 * the instant an item was first published; 'scheduled' must lie ahead (a 400 naming publishAt otherwise; a time just
 * passed would publish at once, which the staff member did not ask for).
 */
export function publishAtFor(input: PublicationInput, current: Date | null | undefined, now: Date): Date | null | undefined {
  const status = input.status ?? (input.publishAt !== undefined ? 'scheduled' : undefined);
  switch (status) {
    case undefined: return current === undefined ? now : undefined;
    case 'draft': return null;
    case 'published': return current && current <= now ? current : now;
    case 'scheduled': {
      const at = new Date(input.publishAt!);
      if (at <= now) throw new ValidationError(API_ERRORS.publishAtPast, 'publishAt');
      return at;
    }
  }
}
