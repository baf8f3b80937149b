import { z } from 'zod';
import { LIMITS } from './constants.js';
import { requiredText } from './fields.js';
import type { DocumentType, TextField } from './registry.js';

/** SPEC §3 news item, as the API returns it. `slika` is base64 JPEG (no data: prefix). */
export const novostSchema = z.object({
  id: z.number().int(),
  naslov: z.string(),
  opis: z.string(),
  slika: z.string(),
  slikaUrl: z.string(),
  slikaKarticaUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Novost = z.infer<typeof novostSchema>;

/** The lean list form (?lean=true): no base64, image URLs only, for the home page. */
export const novostLeanSchema = novostSchema.omit({ slika: true });
export type NovostLean = z.infer<typeof novostLeanSchema>;

/** Text fields of a news create/update (multipart; slika travels as a file). */
export const novostInputSchema = z.object({
  naslov: requiredText(LIMITS.newsTitle),
  opis: requiredText(LIMITS.newsBody),
});
export type NovostInput = z.infer<typeof novostInputSchema>;

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
export const documentInputSchema = (type: Pick<DocumentType, 'textField' | 'maxLength'>) =>
  z.object({ [type.textField]: requiredText(type.maxLength) }) as z.ZodObject<Record<string, z.ZodString>>;


/** Every API failure answers with this body (DESIGN: one JSON shape). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
