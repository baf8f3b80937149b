import { z } from 'zod';
import { inputSchemaOf, outputFieldsOf } from './collection-schemas.js';
import { newsCollection } from './collections.js';
import { requiredText } from './fields.js';
import { API_ERRORS } from './messages.js';
import { pagedSchema } from './paging.js';
import { instantInSarajevo } from './format.js';
import { PUBLICATION_STATUSES, type PublicationStatus } from './publication.js';
import type { DocumentType, TextField } from './registry.js';

/**
 * An item's publication on the wire (publication.ts): its status now and its instant. Optional for the old clients'
 * sake in what they send back; the API always answers both.
 */
const publicationFields = {
  status: z.enum(PUBLICATION_STATUSES).optional(),
  publishAt: z.string().nullable().optional(),
};

/** A form's empty field is no value. */
const blankIsNone = (v: unknown) => (v === '' ? undefined : v);

/**
 * What a create or update may say of publication, beside its fields (multipart text parts or JSON): `status` and,
 * for 'scheduled', `publishAt` (ISO with its offset). Without `status` a create publishes at once (the legacy
 * clients' POST, docs/product.md) and an update leaves the publication as it is. That a scheduled time lies ahead
 * is the API's to check (its clock).
 */
export const publicationInputSchema = z.object({
  status: z.preprocess(blankIsNone, z.enum(PUBLICATION_STATUSES, { error: API_ERRORS.invalidValue }).optional()),
  publishAt: z.preprocess(blankIsNone, z.iso.datetime({ offset: true, error: API_ERRORS.publishAtInvalid }).optional()),
}).check((ctx) => {
  if (ctx.value.status === 'scheduled' && ctx.value.publishAt === undefined) {
    ctx.issues.push({ code: 'custom', path: ['publishAt'], message: API_ERRORS.publishAtRequired, input: ctx.value });
  }
});
export type PublicationInput = z.infer<typeof publicationInputSchema>;

/**
 * The staff form's publication fields (web ui/PublicationFields): the status chosen, and for a schedule the time as a
 * datetime-local value on Sarajevo's clock (format.ts instantInSarajevo makes it the wire's ISO instant). Whether it
 * lies ahead is the API's to say (its clock).
 */
export const publicationFormShape = {
  status: z.enum(PUBLICATION_STATUSES, { error: API_ERRORS.invalidValue }),
  publishAt: z.string(),
};
export type PublicationFormValues = { status: PublicationStatus; publishAt: string };

/** A form schema with the publication's fields added, and a schedule's time required and valid. */
export function withPublication<S extends z.ZodObject>(schema: S): z.ZodType<z.output<S> & PublicationFormValues, unknown> {
  return schema.extend(publicationFormShape).check((ctx) => {
    const v = ctx.value as PublicationFormValues;
    if (v.status !== 'scheduled') return;
    const message = !v.publishAt ? API_ERRORS.publishAtRequired : instantInSarajevo(v.publishAt) ? undefined : API_ERRORS.publishAtInvalid;
    if (message) ctx.issues.push({ code: 'custom', path: ['publishAt'], message, input: v.publishAt });
  }) as unknown as z.ZodType<z.output<S> & PublicationFormValues, unknown>;
}

/**
 * docs/product.md "Entities" news item, as the API returns it. `slika` is base64 JPEG (no data: prefix). Its text
 * fields (naslov, opis and any added) come from the news collection's description, in its order. Typed by the fields
 * its readers and their hand-written fixtures name: a field added to the description is answered and parsed all the
 * same without asking every News fixture for it (docs/architecture.md "Add a field"; a fixture built from the
 * description would let this type be inferred too).
 */
export const newsSchema = z.object({
  id: z.number().int(),
  ...outputFieldsOf(newsCollection),
  slika: z.string(),
  slikaUrl: z.string(),
  slikaKarticaUrl: z.string(),
  /**
   * The full picture's size in pixels (slikaUrl's), read from the stored JPEG (issue 24): what link previews announce.
   * null when unknown; answers from before lack it.
   */
  imageWidth: z.number().int().nullable().optional(),
  imageHeight: z.number().int().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...publicationFields,
}) as unknown as z.ZodObject<{
  id: z.ZodNumber; naslov: z.ZodString; opis: z.ZodString; imageAlt: z.ZodString; imageDecorative: z.ZodBoolean; imageCaption: z.ZodString;
  slika: z.ZodString; slikaUrl: z.ZodString; slikaKarticaUrl: z.ZodString; imageWidth: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
  imageHeight: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
  createdAt: z.ZodString; updatedAt: z.ZodString;
} & typeof publicationFields>;
export type News = z.infer<typeof newsSchema>;

/** The lean list form (?lean=true): no base64, image URLs only, for the home page. */
export const newsSummarySchema = newsSchema.omit({ slika: true });
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** A page of the news archive (`GET /api/Novost?page&pageSize`): lean items, newest first. */
export const newsPageSchema = pagedSchema(newsSummarySchema);

/**
 * Text fields of a news create/update (multipart; slika travels as a file), built from the news
 * collection's description (collections.ts): naslov, opis and any text field added there, its type inferred from it
 * (z.input: InputOf, a field that is not required may be left out; z.infer: every field, '' or false when left out).
 */
export const newsInputSchema = inputSchemaOf(newsCollection, { multipart: true });
export type NewsInput = z.infer<typeof newsInputSchema>;

/** What every document carries beside its one text field. */
const documentBase = {
  id: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...publicationFields,
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
