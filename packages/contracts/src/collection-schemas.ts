import { z } from 'zod';
import { clinicCollection, institutionCollection, noticeCollection, plainFieldsOf, serviceCollection, type Collection, type CollectionField, type DataFieldOf, type FieldValue, type ValuesOf } from './collections.js';
import { optionalText, requiredText } from './fields.js';
import { API_ERRORS } from './messages.js';
import { UNIT_LIMITS } from './constants.js';
import { parseBlocks } from './blocks.js';
import { checkPagePath } from './page-path.js';
import type { NavEntry } from './frame-text.js';
import type { MenuName } from './menu-text.js';
import { dutyPhoneSchema, emailSchema, isoDate, linkSchema, openingHoursSchema, personSchema, phoneSchema, type UnitAnswer } from './units.js';

/**
 * A collection's input schema, built from its description (issue 22): each field of a plain type (collections.ts
 * PLAIN_FIELD_TYPES) under its wire name, in the description's order, with the rules and Bosnian messages every
 * field of its type has (the same as the hand-written schemas': requiredText, phoneSchema, emailSchema, linkSchema,
 * isoDate, an enum's values, a boolean). A field that is not required may be left empty ('', or false). Files travel
 * as multipart parts and are checked by their bytes, not here. Hours, a person and lists (phones, people, labelled
 * phones) take the rules of units.ts (openingHoursSchema, personSchema, phoneSchema, dutyPhoneSchema).
 */
export function inputSchemaOf<C extends Pick<Collection, 'fields' | 'slug'>>(c: C, { multipart = false }: { multipart?: boolean } = {}): z.ZodObject<InputShapeOf<C>> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of c.fields) {
    if (f.type === 'pdf' || f.type === 'image') continue;
    shape[f.wire] = fieldSchema(c.slug, f, multipart);
  }
  // A JSON body names only the kind's fields (a key it does not know is refused, as every hand-written schema did);
  // multipart parts beside the file may carry more.
  let schema = multipart ? z.object(shape) : z.strictObject(shape);
  for (const f of c.fields) {
    const first = f.notBefore;
    if (f.type !== 'date' || first === undefined) continue;
    const other = c.fields.find((x) => x.name === first);
    if (other?.type !== 'date') throw new Error(`${c.slug}.${f.name}: notBefore names no date field`);
    schema = schema.check((ctx) => {
      const [a, b] = [ctx.value[other.wire], ctx.value[f.wire]];
      if (typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '' && b < a) {
        ctx.issues.push({ code: 'custom', path: [f.wire], message: API_ERRORS.dateOrder, input: b });
      }
    });
  }
  // The one place the description's types meet the built schema: each field's schema is its type's (fieldSchema).
  return schema as z.ZodObject as z.ZodObject<InputShapeOf<C>>;
}

/**
 * The input schema's shape for kind C, inferred from its description: z.input of it is InputOf<C> (a field that is not
 * required may be left out), z.infer of it ValuesOf<C> (such a field is then '' or false).
 */
export type InputShapeOf<C extends Pick<Collection, 'fields'>> = {
  [F in DataFieldOf<C> as F['wire']]: F extends { required: false }
    // An empty plain field is '' or false; a list left out is left alone (the stored one stays); a unit's optional person
    // or people are sent all the same (null, or an empty list).
    ? F extends { type: 'labelledPhones' } ? z.ZodOptional<z.ZodType<FieldValue<F>, FieldValue<F>>>
      : F extends { type: 'person' | 'people' | 'phones' | 'hours' } ? z.ZodType<FieldValue<F>, FieldValue<F>>
        : z.ZodDefault<z.ZodType<FieldValue<F>, FieldValue<F>>>
    : z.ZodType<FieldValue<F>, FieldValue<F>>
};

/** What an optional field of a checked format takes: its format, or nothing ('' when absent). */
const orEmpty = (s: z.ZodType<string>) => z.union([z.literal(''), s]).optional().transform((v) => v ?? '');

function fieldSchema(slug: string, f: CollectionField, multipart: boolean): z.ZodType {
  const lines = f.type === 'longText';
  const bounded = () => {
    if (f.maxLength === undefined) throw new Error(`${slug}.${f.name}: a text field needs maxLength`);
    return f.maxLength;
  };
  switch (f.type) {
    case 'text':
    case 'longText':
      return f.required ? requiredText(bounded(), { lines }) : optionalText(bounded(), { lines });
    case 'phone':
      return f.required ? phoneSchema : orEmpty(phoneSchema);
    case 'email':
      return f.required ? emailSchema : orEmpty(emailSchema);
    case 'link':
      return f.required ? linkSchema : orEmpty(linkSchema);
    case 'date':
      return f.required ? isoDate : orEmpty(isoDate);
    case 'enum': {
      const values = z.enum(f.options as [string, ...string[]], { error: API_ERRORS.invalidValue });
      return f.required ? values : orEmpty(values);
    }
    case 'boolean': {
      const value = f.required ? z.boolean({ error: API_ERRORS.invalidValue }) : z.boolean({ error: API_ERRORS.invalidValue }).default(false);
      if (!multipart) return value;
      // A multipart part is text (news travel as multipart): 'true' and 'false', as a form sends its box, are the boolean.
      const box = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
      return z.preprocess(box, value) as z.ZodType<boolean>;
    }
    case 'labelledPhones': {
      // A list: left out, the stored one stays (the institution's on-duty numbers, issue 24).
      const list = z.array(dutyPhoneSchema, { error: API_ERRORS.invalidValue }).max(f.maxItems ?? UNIT_LIMITS.dutyPhones, { error: API_ERRORS.outOfRange });
      return f.required ? list : list.optional();
    }
    case 'phones': {
      // A list of numbers: required, at least one (the first is the one the audio guide says).
      const list = z.array(phoneSchema).max(f.maxItems ?? UNIT_LIMITS.phones, { error: API_ERRORS.outOfRange });
      return f.required ? list.min(1, { error: API_ERRORS.required }) : list;
    }
    case 'people': {
      // Sent always; not required: it may be empty.
      const list = z.array(personSchema).max(f.maxItems ?? UNIT_LIMITS.team, { error: API_ERRORS.outOfRange });
      return f.required ? list.min(1, { error: API_ERRORS.required }) : list;
    }
    case 'person':
      // Sent always; not required: null when there is none.
      return f.required ? personSchema : personSchema.nullable();
    case 'hours':
      // Weekly rows and dated exceptions (hours.ts), exceptions sorted by their first day.
      if (!f.required) throw new Error(`${slug}.${f.name}: opening hours are required`);
      return openingHoursSchema;
    case 'pagePath':
      // Folded (lower case, č→c … đ→dj) before it is checked; the stored form is what the answer carries.
      return z.string({ error: API_ERRORS.invalidValue }).max(bounded(), { error: API_ERRORS.outOfRange }).transform((v, ctx) => {
        const r = checkPagePath(v);
        if (r.ok) return r.path;
        ctx.issues.push({ code: 'custom', message: r.message, input: v });
        return z.NEVER;
      });
    case 'blocks': {
      // parseBlocks upgrades and checks; its field (`blocks[3].items[0].url`) is the issue's path as one name, so the
      // API's 400 names it exactly (http/validate.ts joins a path's parts with dots).
      const blocks = z.unknown().transform((v, ctx) => {
        const r = parseBlocks(v, f.wire);
        if (r.ok) return r.blocks;
        ctx.issues.push({ code: 'custom', message: r.message, input: v, path: r.field === f.wire ? [] : [r.field.slice(f.wire.length)] });
        return z.NEVER;
      });
      return f.required ? blocks : blocks.optional();
    }
    default:
      throw new Error(`${slug}.${f.name}: no input builder for type ${f.type} (its kind needs a schema of its own)`);
  }
}

/** A collection's plain fields as the API answers them (a boolean, or a string, under each wire name), for the answers' schemas. */
export function outputFieldsOf<C extends Pick<Collection, 'fields'>>(c: C): OutputShapeOf<C> {
  return Object.fromEntries(plainFieldsOf(c).map((f) => [f.wire, f.type === 'boolean' ? z.boolean() : z.string()])) as OutputShapeOf<C>;
}

type PlainFieldOf<C extends Pick<Collection, 'fields'>> = Extract<C['fields'][number], { type: 'text' | 'longText' | 'date' | 'phone' | 'email' | 'link' | 'enum' | 'boolean' }>;
/** outputFieldsOf's shape for kind C, inferred from its description. */
export type OutputShapeOf<C extends Pick<Collection, 'fields'>> = {
  [F in PlainFieldOf<C> as F['wire']]: F extends { type: 'boolean' } ? z.ZodBoolean : z.ZodString
};

/** A site-wide notice, shown on every public page from `from` to `to` (days in Sarajevo, inclusive): its description's. */
export const noticeInputSchema = inputSchemaOf(noticeCollection);
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export type Notice = ValuesOf<typeof noticeCollection> & {
  id: number;
  /** Set when staff ended it early ("Završi objavu"). */
  endedAt: string | null;
  /** Shown on the site now. */
  active: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The footer's contacts (docs/product.md "Navigation and frame") and the strip's on-duty numbers: editable by admins. */
export const institutionInputSchema = inputSchemaOf(institutionCollection);
export type InstitutionInput = z.infer<typeof institutionInputSchema>;
export type Institution = ValuesOf<typeof institutionCollection> & { updatedAt: string };

/** A clinic (/api/Ambulanta) as staff send it: its description's (issue 37). */
export const clinicInputSchema = inputSchemaOf(clinicCollection);
export type ClinicInput = z.infer<typeof clinicInputSchema>;

/** A service (/api/Sluzba) as staff send it: its description's (issue 37). */
export const serviceInputSchema = inputSchemaOf(serviceCollection);
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** A clinic or a service as the API answers it: its fields, then its id, version, open-now status, guide and picture. */
export type Clinic = ClinicInput & UnitAnswer;
export type Service = ServiceInput & UnitAnswer;

/** What every public page's frame shows: the footer's contacts and the notices valid now. */
export interface SiteFrame {
  institution: Institution;
  notices: Notice[];
  /** The site's menus as visitors see them (issue 39, menus.ts): the navbar's and the footer's links. */
  menus: Record<MenuName, NavEntry[]>;
}
