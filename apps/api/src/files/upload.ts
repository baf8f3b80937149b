import type { RequestHandler } from 'express';
import multer from 'multer';

/**
 * A multipart parser for one route and one file field. Every multer limit is set (they
 * default to Infinity); bytes stay in memory, bounded by fileBytes. File names are read
 * as UTF-8, as browsers send them.
 */
export function singleFileUpload(field: string, fileBytes: number, textFields: number): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: fileBytes,
      files: 1,
      fields: textFields,
      parts: textFields + 1,
      fieldNameSize: 100,
      // Longest text (news body, 20 000 characters) at up to 4 bytes each.
      fieldSize: 100 * 1024,
      headerPairs: 100,
    },
  }).single(field);
}
