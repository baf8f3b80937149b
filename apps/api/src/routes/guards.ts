import type { Request, RequestHandler } from 'express';
import type { Viewer } from '../db/visibility.js';

/** The guards every router uses, built once in app.ts. */
export interface Guards {
  signedIn: RequestHandler;
  admin: RequestHandler[];
  /**
   * For public reads that show staff more (a draft by its id, issue 23): a valid session token makes the request
   * staff's; none, or one that is not valid (expired, signed out), leaves it the public's, never a 401: a public page
   * stays readable whatever a browser still holds.
   */
  viewer: RequestHandler;
}

/** The `viewer` guard, from `signedIn`. */
export const viewerGuard = (signedIn: RequestHandler): RequestHandler => async (req, res, next) => {
  if (!req.get('authorization')) return next();
  let passed = false;
  try {
    await signedIn(req, res, () => { passed = true; });
  } catch {
    // Not a valid session: the public's view.
  }
  if (!passed) req.user = undefined;
  next();
};

/** Who reads, after the `viewer` guard. */
export const viewerOf = (req: Request): Viewer => (req.user ? 'staff' : 'public');
