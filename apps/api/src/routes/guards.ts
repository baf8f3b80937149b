import type { RequestHandler } from 'express';

/** The two guards every router uses, built once in app.ts. */
export interface Guards {
  signedIn: RequestHandler;
  admin: RequestHandler[];
}
