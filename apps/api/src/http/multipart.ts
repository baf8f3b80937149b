import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { API_ERRORS, isStorableText, type FileRule } from '@dz/contracts';
import { DomainError, HttpError, ValidationError } from '../errors.js';
import type { UploadSlots } from '../files/slots.js';
import { requireBodyType } from './content-type.js';

/**
 * A multipart parser for one route and one file field. Every multer limit is set (they
 * default to Infinity); bytes stay in memory, bounded by the rule's maxBytes. File names are read
 * as UTF-8, as browsers send them.
 *
 * Whatever the client sends ends in a 4xx: a body that is not multipart/form-data is a 415;
 * a malformed or cut form (no boundary, garbage, a part header with CR/LF or NUL, no closing
 * boundary) is a 400; a file name PostgreSQL cannot store is a 400 naming the field.
 * Parsing starts only once the upload holds one of the app's upload slots.
 */
export function singleFileUpload({ field, maxBytes }: FileRule, textFields: number, slots: UploadSlots): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: textFields,
      parts: textFields + 1,
      fieldNameSize: 100,
      // The longest text (LIMITS.newsBody characters) at up to 4 bytes each, with room to spare.
      fieldSize: 100 * 1024,
      headerPairs: 100,
    },
  }).single(field);
  const multipartOnly = requireBodyType('multipart/form-data');

  return (req, res, next) => {
    multipartOnly(req, res, (typeError?: unknown) => {
      if (typeError) return next(typeError);
      // Without a body there is nothing to parse (the route names the missing fields).
      if (!req.is('multipart/form-data')) return next();
      slots.take(req, res, (busy?: unknown) => {
        if (busy) return next(busy);
        // Already answered while waiting (e.g. the server is stopping): do not read the body.
        if (res.headersSent) return;
        parse(req, res, (err?: unknown) => {
          // Already answered (e.g. the server is stopping): the body must not be used.
          if (res.headersSent) return;
          if (err) return next(multipartError(req, err));
          const name = req.file?.originalname;
          if (name !== undefined && !isStorableText(name)) return next(new ValidationError(API_ERRORS.invalidCharacters, field));
          next();
        });
      });
    });
  };
}

/**
 * multer's own errors (limits) keep their mapping in http/errors.ts; anything else from the
 * parser (busboy: "Unexpected end of form", "Malformed part header", "Boundary not found")
 * is the client's malformed body. A client that went away stays a client abort.
 */
function multipartError(req: Request, err: unknown): unknown {
  if (err instanceof multer.MulterError || err instanceof HttpError || err instanceof DomainError || req.socket?.destroyed) return err;
  req.log?.info({ reason: (err as Error)?.message }, 'malformed multipart body');
  return new ValidationError(API_ERRORS.formInvalid);
}
