import type { Request, Response } from 'express';
import { API_ERRORS, itemTag, STRONG_TAG } from '@dz/contracts';
import { HttpError } from '../errors.js';
import type { Expected } from '../services/edits.js';

/**
 * The If-Match of a write (RFC 9110 13.1.1): '*', or its strong entity tags. Weak tags (W/"…")
 * never match a write, and a header with no valid tag at all matches nothing (412: nothing is
 * changed on a guess). No header: undefined, a legacy client's write, unchecked; with
 * REQUIRE_IF_MATCH (AppDeps.requireIfMatch, app.locals) refused instead: 428 (RFC 6585), nothing
 * changed. Every write of a versioned item reads its If-Match here, so the setting holds for all.
 */
export function expectedVersion(req: Request): Expected {
  const header = req.get('if-match');
  if (header === undefined) {
    refuseUnversioned(req);
    return undefined;
  }
  if (header.trim() === '*') return '*';
  return header.split(',').map((t) => t.trim()).filter((t) => STRONG_TAG.test(t));
}

/**
 * The versions a bulk change carries in its body (POST /api/content/publication's items' `ifMatch`): under
 * REQUIRE_IF_MATCH one missing refuses the whole change (428), as a write without If-Match is.
 */
export function requireVersions(req: Request, versions: readonly (string | undefined)[]): void {
  if (versions.some((v) => v === undefined)) refuseUnversioned(req);
}

/** REQUIRE_IF_MATCH (AppDeps.requireIfMatch): a write that names no version is a 428. */
function refuseUnversioned(req: Request): void {
  if (req.app.locals.requireIfMatch) throw new HttpError(428, API_ERRORS.ifMatchRequired);
}

/** An editable item as JSON with its version as ETag: what a form sends back in If-Match. */
export function sendItem(res: Response, item: { updatedAt: string }, status = 200): void {
  sendTagged(res, item, itemTag(item.updatedAt), status);
}

/** A versioned answer as JSON with its ETag (`tag`, a strong entity tag): what a form sends back in If-Match. */
export function sendTagged(res: Response, body: unknown, tag: string, status = 200): void {
  res.set('ETag', tag);
  res.status(status).json(body);
}
