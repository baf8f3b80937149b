import type { Request, RequestHandler } from 'express';
import { API_ERRORS } from '@dz/contracts';
import { HttpError } from '../errors.js';

/** Whether the request carries a body (an empty Content-Length: 0 body counts as none). */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * 415 with the Bosnian message when a write route gets a body of another type (JSON or a
 * URL-encoded form on an upload route, a form on a JSON route). No body passes: the route's
 * own validation names the missing fields.
 */
export const requireBodyType = (type: string): RequestHandler => (req, _res, next) => {
  if (hasBody(req) && !req.is(type)) return next(new HttpError(415, API_ERRORS.unsupportedMediaType));
  next();
};
