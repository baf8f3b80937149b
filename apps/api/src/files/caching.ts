import type { Request, RequestHandler, Response } from 'express';

/**
 * What a cache may keep of an answer (docs/product.md "Caching"), decided here alone, from who asks and whether what
 * the answer shows is the public's. Only the public's answer to the public may be kept by a shared cache (a CDN, a
 * municipal proxy), for as long as `Keep` says; anything else (a draft, a scheduled item, an older version's file, an
 * answer to staff) is `private, no-store`: kept by no one, not even revalidated, so a proxy that stores and
 * revalidates can never hand it to the public.
 */
const KEPT = {
  /** An address that names one content for good (a file's `?v=` version, a hashed bundle): kept for good. */
  immutable: 'public, max-age=31536000, immutable',
  /** A file at its plain address: kept, revalidated (a cheap 304) before each use. */
  revalidated: 'public, max-age=0, must-revalidate',
  /** The site's own files (audio, PDFs, images of the build): an hour. */
  hour: 'public, max-age=3600',
  /** Feeds and the sitemap: five minutes. */
  fiveMinutes: 'public, max-age=300',
  /** A rendered public page: 30 s in a cache in front (and 30 s more while it asks again), not in the browser. */
  page: 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  /** Asked again every time: the page shell, an error page. */
  asked: 'no-cache',
  /** The answer of a moment (health, a render that failed): kept by no one. */
  never: 'no-store',
} as const;
export type Keep = keyof typeof KEPT;

/** What is not the public's, or is answered to staff. */
export const PRIVATE = 'private, no-store';

/**
 * Whether the request is the public's: it carries no credentials. A token (`Authorization`: the staff app, the
 * metrics scraper) makes it staff's whether or not it is still valid. The session cookie is not one here: it only
 * ever makes a page's 404 a staff page (http/web.ts, which answers that `private`).
 */
export const isPublicRequest = (req: Request) => req.headers.authorization === undefined;

/**
 * Sets the answer's Cache-Control: `public` (what the public is shown, kept as `keep` says) only for a request of the
 * public; `private, no-store` otherwise.
 */
export function caching(res: Response, shown: 'private'): void;
export function caching(res: Response, shown: 'public', keep: Keep): void;
export function caching(res: Response, shown: 'public' | 'private', keep?: Keep): void {
  res.set('Cache-Control', shown === 'public' && keep && isPublicRequest(res.req) ? KEPT[keep] : PRIVATE);
}

/** Every answer to a request with credentials is private until said otherwise (and caching() never says otherwise). */
export const privateToStaff: RequestHandler = (req, res, next) => {
  if (!isPublicRequest(req)) caching(res, 'private');
  next();
};
