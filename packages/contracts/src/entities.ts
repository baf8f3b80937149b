import { z } from 'zod';
import { LIMITS } from './constants.js';
import { requiredText } from './fields.js';
import { pagedSchema } from './paging.js';
import type { DocumentType, TextField } from './registry.js';

/** docs/product.md "Entities" news item, as the API returns it. `slika` is base64 JPEG (no data: prefix). */
export const newsSchema = z.object({
  id: z.number().int(),
  naslov: z.string(),
  opis: z.string(),
  slika: z.string(),
  slikaUrl: z.string(),
  slikaKarticaUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;

/** The lean list form (?lean=true): no base64, image URLs only, for the home page. */
export const newsSummarySchema = newsSchema.omit({ slika: true });
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** A page of the news archive (`GET /api/Novost?page&pageSize`): lean items, newest first. */
export const newsPageSchema = pagedSchema(newsSummarySchema);

/** Text fields of a news create/update (multipart; slika travels as a file). */
export const newsInputSchema = z.object({
  naslov: requiredText(LIMITS.newsTitle),
  opis: requiredText(LIMITS.newsBody, { lines: true }),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** What every document carries beside its one text field. */
const documentBase = {
  id: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A document as the API returns it, for one registry entry: { id, [textField], ... }. */
export const documentSchema = (type: Pick<DocumentType, 'textField'>) =>
  z.object({ ...documentBase, [type.textField]: z.string() }) as z.ZodObject<
    typeof documentBase & Record<TextField, z.ZodString>
  >;


/** The text of a create/update, for one registry entry (the PDF travels as pdfFile). */
export const documentInputSchema = (type: Pick<DocumentType, 'textField' | 'maxLength' | 'multiline'>) =>
  z.object({ [type.textField]: requiredText(type.maxLength, { lines: type.multiline }) }) as z.ZodObject<Record<string, z.ZodString>>;


/** Every API failure answers with this body (docs/product.md "API": one JSON shape). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
  /** The login's 401 asking for the second factor's code (field `code`, two-factor.ts). */
  secondFactor: z.boolean().optional(),
  /** A 412 (the item changed since it was read): who saved it last, and when (ISO). */
  changedBy: z.string().optional(),
  changedAt: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
