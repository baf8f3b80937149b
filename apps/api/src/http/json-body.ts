import { json, type RequestHandler } from 'express';
import { requireBodyType } from './content-type.js';

/** A JSON body of at most `limit` (a larger one is refused with 413 before parsing); any other type is a 415. */
export const jsonBody = (limit: string): RequestHandler[] => [requireBodyType('application/json'), json({ limit })];
