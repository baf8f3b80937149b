import { z } from 'zod';
import { textFieldsOf, type Collection, type CollectionField } from './collections.js';
import { optionalText, requiredText } from './fields.js';

/**
 * A collection's input schema, built from its description (issue 22): each text field under its
 * wire name, with the rules and Bosnian messages every text has (requiredText, optionalText), in the
 * description's order. Files travel as multipart parts and are checked by their bytes, not here.
 * The kinds whose fields are only texts and files are built here (news); the units' phones, hours,
 * people and enums keep their hand-written schemas (units.ts) until their field types get builders.
 */
export function inputSchemaOf(c: Pick<Collection, 'fields' | 'slug'>) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const f of c.fields) {
    if (f.type === 'pdf' || f.type === 'image') continue;
    shape[f.wire] = textSchema(c.slug, f);
  }
  return z.object(shape);
}

function textSchema(slug: string, f: CollectionField): z.ZodType<string> {
  if (f.type !== 'text' && f.type !== 'longText') throw new Error(`${slug}.${f.name}: no input builder for type ${f.type} yet`);
  if (f.maxLength === undefined) throw new Error(`${slug}.${f.name}: a text field needs maxLength`);
  const lines = f.type === 'longText';
  return f.required ? requiredText(f.maxLength, { lines }) : optionalText(f.maxLength, { lines });
}

/** A collection's text fields as the API answers them (a string under each wire name), for the answers' schemas. */
export function outputFieldsOf(c: Pick<Collection, 'fields'>): Record<string, z.ZodString> {
  return Object.fromEntries(textFieldsOf(c).map((f) => [f.wire, z.string()]));
}
