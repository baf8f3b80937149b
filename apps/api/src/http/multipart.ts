import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { API_ERRORS, isStorableText, type FileRule } from '@dz/contracts';
import { DomainError, HttpError, ValidationError } from '../errors.js';
import type { UploadSlots } from '../files/slots.js';
import { requireBodyType } from './content-type.js';

/**
 * A multipart parser for one route and one file field. Every multer limit is set (they
 * default to Infinity); bytes stay in memory (in one buffer: oneBuffer), bounded by the rule's maxBytes. File names are read
 * as UTF-8, as browsers send them.
 *
 * Whatever the client sends ends in a 4xx: a body that is not multipart/form-data is a 415;
 * a malformed or cut form (no boundary, garbage, a part header with CR/LF or NUL, no closing
 * boundary) is a 400; a file name PostgreSQL cannot store is a 400 naming the field.
 * Parsing starts only once the upload holds one of the app's upload slots.
 */
export function singleFileUpload({ field, maxBytes }: FileRule, textFields: number, slots: UploadSlots): RequestHandler {
  const parse = multer({
    storage: oneBuffer(maxBytes),
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
 * multer's memory storage without its copy (issue 25): it gathers a file's pieces and joins them at the end, twice the
 * file at that moment (a 19 MB PDF: 38 MB, times the upload slots). This one writes each piece into one buffer as it
 * arrives, sized from the request's Content-Length (which bounds the file; at most maxBytes, which multer's fileSize
 * limit enforces), grown by doubling when a client sends none. Its pages are only touched as bytes arrive.
 */
export function oneBuffer(maxBytes: number): multer.StorageEngine {
  return {
    _handleFile(req, file, done) {
      const declared = Number(req.headers['content-length']);
      let buffer = Buffer.allocUnsafe(Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, maxBytes) : 64 * 1024);
      let size = 0;
      file.stream.on('data', (piece: Buffer) => {
        if (size + piece.length > buffer.length) {
          const grown = Buffer.allocUnsafe(Math.max(buffer.length * 2, size + piece.length));
          buffer.copy(grown, 0, 0, size);
          buffer = grown;
        }
        piece.copy(buffer, size);
        size += piece.length;
      });
      file.stream.on('error', done);
      file.stream.on('end', () => done(null, { buffer: buffer.subarray(0, size), size }));
    },
    _removeFile(_req, file, done) {
      (file as { buffer?: Buffer }).buffer = undefined;
      done(null);
    },
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
