import type { Request, Response } from 'express';
import { itemTag, STRONG_TAG } from '@dz/contracts';
import type { Expected } from '../services/edits.js';

/**
 * The If-Match of a write (RFC 9110 13.1.1): '*', or its strong entity tags. Weak tags (W/"…")
 * never match a write, and a header with no valid tag at all matches nothing (412: nothing is
 * changed on a guess). No header: undefined, a legacy client's write, unchecked.
 */
export function expectedVersion(req: Request): Expected {
  const header = req.get('if-match');
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  return header.split(',').map((t) => t.trim()).filter((t) => STRONG_TAG.test(t));
}

/** An editable item as JSON with its version as ETag: what a form sends back in If-Match. */
export function sendItem(res: Response, item: { updatedAt: string }, status = 200): void {
  res.set('ETag', itemTag(item.updatedAt));
  res.status(status).json(item);
}
