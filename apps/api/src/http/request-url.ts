import type { Request, RequestHandler } from 'express';
import { API_ERRORS, isStorableText } from '@dz/contracts';
import { HttpError } from '../errors.js';

/** The API's paths (Express matches them case-insensitively): their errors are JSON, every other path's a page. */
export const isApiPath = (path: string) => /^\/api(?:\/|$)/i.test(path);

/** The raw query string of a request, without the '?'. */
const rawQuery = (req: Request) => {
  const at = req.url.indexOf('?');
  return at < 0 ? '' : req.url.slice(at + 1);
};

/**
 * Refuses, before any route reads it, an address no route could use: a path whose percent-escapes
 * are not UTF-8 ('/%ff', '/%ED%A0%80': each route would fail to decode it on its own, some as a
 * 500), and a query parameter whose name or value holds NUL (PostgreSQL refuses it in a text, so a
 * filter such as /api/audit?actor=%00 failed as a 500). Both are 400s: the JSON body on the API
 * (the field: the parameter's name), the error page elsewhere (http/error-page.ts).
 */
export const checkRequestUrl: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(new HttpError(400, API_ERRORS.badRequest));
  }
  for (const [name, value] of new URLSearchParams(rawQuery(req))) {
    if (!isStorableText(name) || !isStorableText(value)) {
      const field = name.split('\u0000').join('');
      return next(new HttpError(400, API_ERRORS.invalidCharacters, field || undefined));
    }
  }
  next();
};
