/**
 * What describes a kind of content (collections.ts has every kind's description), and the kinds served from their
 * description alone. Apart from collections.ts: every visitor's first page load needs the routes and staff paths of
 * those kinds, not the other kinds' descriptions and the screen words they bring (issue 36, item 9; a module is
 * bundled whole).
 */

import type { Block } from './blocks.js';
import type { OpeningHours } from './hours.js';

/** How a field is edited and shown. */
export type FieldType =
  | 'text' // one line
  | 'longText' // several lines, kept as typed
  | 'date' // a day in Sarajevo (YYYY-MM-DD)
  | 'pdf' // a PDF file, checked by its bytes
  | 'image' // a picture, re-encoded on upload
  | 'phone'
  | 'phones' // a list of phone numbers
  | 'email'
  | 'link' // https:// or a path on this site
  | 'hours' // opening hours: weekly rows and dated exceptions (the hours editor)
  | 'enum' // one of `options`
  | 'boolean'
  | 'person' // { role, name }
  | 'people' // a list of persons
  | 'labelledPhones' // a list of { label, phone } (the institution's on-duty numbers)
  | 'pagePath' // a page's address: one or two lower-case segments, Bosnian letters folded, app paths refused (page-path.ts)
  | 'blocks'; // a page body: a list of typed blocks (blocks.ts), kept as JSON

/** A field of a collection: `name` is ours, `wire` what legacy clients send and read (naslov, opis, slika, naziv…). */
export interface CollectionField {
  name: string;
  wire: string;
  type: FieldType;
  label: string;
  required: boolean;
  /** Longest text, in characters. */
  maxLength?: number;
  /** For a list (`labelledPhones`, `phones`, `people`): most entries. */
  maxItems?: number;
  /** For `enum`: the values it takes, and what screens call them (else the value itself). */
  options?: readonly string[];
  optionLabels?: Readonly<Record<string, string>>;
  /** Shown as a column of the staff list. */
  listed?: boolean;
  /** Found by the site search, with this weight (A: the title, B: the body). */
  search?: 'A' | 'B';
  /** Kept in each version (versions' diff and restore). */
  versioned?: boolean;
  /** Its column in the collection's table, when not its wire name. */
  column?: string;
  /** For `date`: the name of the kind's date field it may not come before (refused with "dateOrder" on this field). */
  notBefore?: string;
  /**
   * For `pdf` and `image`: the table holding the bytes, one row per item keyed by `itemColumn`. A PDF's name, size and
   * hash are the item's columns "fileName", "fileSize", "fileHash" (its versions' too); a picture's table holds its hash
   * and both encodings ("hash", "full", "card"), its versions "imageHash" and "cardHash" (apps/api services/history.ts).
   */
  store?: { table: string; itemColumn: string };
  /**
   * A picture uploaded apart from the item's save, by an endpoint of the kind's own (a unit's: PUT /api/Ambulanta/{id}/slika):
   * not taken from the save's body nor answered by the generic code; read for the kind's hooks (ReadContext.stored).
   */
  apart?: true;
  /** For a file field: the name item `id`'s file is answered and downloaded under when it was saved without one. */
  unnamed?: (id: number) => string;
}

/** Where a collection's items are kept: what the API's generic SQL reads (versions, bin, purge). */
export interface Storage {
  /** Its table, with "id", "updatedAt", "createdAt" (a kind served from its description) and, with a bin, "deletedAt" and "deletedBy". */
  table: string;
  /** For kinds sharing one table (the document types): the column telling them apart, its SQL type and this kind's value. */
  discriminator?: { column: string; type: string; value: string };
  /** With versions: the table keeping them ("version", "savedAt", "savedById", "savedBy", each versioned field's columns) and its column naming the item. */
  versions?: { table: string; itemColumn: string };
  /**
   * Columns no form writes (a notice's "endedAt", set by its end endpoint): answered after the fields, before the
   * times, a time as ISO text or null.
   */
  stamps?: readonly string[];
  /** false: the table has no "createdAt" (clinics, services): answers carry "updatedAt" alone. */
  createdAt?: false;
}

/**
 * Who of the public reads which items (Payload's access.read returning a query): an SQL predicate over the item's row
 * `d`, given the moment as SQL values (its parameters, never text pasted in): `today` a date in Sarajevo, `now` an
 * instant. The public's list and counts apply it; staff read every item.
 */
export type ReadRule = (at: { today: string; now: string }) => string;

/**
 * Publication (issue 23, capability `drafts`): the row (`row`: its alias) is public from its "publishAt" on (none: a
 * draft). `now` is an SQL value (a parameter or a literal). The one predicate: the generic code's read rule of a kind with
 * drafts (apps/api services/collection.ts) and the API's visibleSql (db/visibility.ts) are it.
 */
export const publishedSql = (row: string | undefined, now: string) => `${row ? `${row}.` : ''}"publishAt" <= ${now}`;

/**
 * A picture field's two encodings (contracts LIMITS: the full one and the card) and their names in its URLs: an item's
 * picture is at `{paths.api}/{id}/{wire}/{puna|kartica}` (news: /api/Novost/7/slika/kartica).
 */
export const IMAGE_SIZES = { full: 'puna', card: 'kartica' } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const imageUrlOf = (c: Pick<Collection, 'paths'>, f: Pick<CollectionField, 'wire'>, id: number | string, size: ImageSize) =>
  `${c.paths.api}/${id}/${f.wire}/${IMAGE_SIZES[size]}`;

/** A list's order, Payload's way: a field's name (or 'id'), '-' first for descending. */
export type SortKey = string;

/** The API's background queues a hook may put an item on: a PDF's text read for the search, a unit's audio guide spoken. */
export type BackgroundQueue = 'pdfText' | 'speech';

/** What the generic code tells an afterRead hook: the moment, and what it read for the hooks alone (never answered). */
export interface ReadContext {
  /** Sarajevo's day at the moment of the answer. */
  today: string;
  /** The moment of the answer (the app's clock): a unit's open-now status. */
  now: Date;
  /**
   * Read with the item for its hooks: each `image` field's stored picture by the field's name (`{ hash }`, or null
   * without one), and with `capabilities.audio` the guide's recording as `recording` (`{ transcript, seconds, hash,
   * staticPath }`, or null).
   */
  stored: Readonly<Record<string, unknown>>;
}

/** What afterChange is told of a save (issue 37). */
export interface ChangeContext {
  /** A new item, or an edit of one. */
  action: 'create' | 'update';
  /** The wire names the save carried: its data fields, and a file field's part only when a new file came with it. */
  sent: readonly string[];
  /** Puts item `id` of this kind on one of the API's background queues (work done after the answer). */
  enqueue: (queue: BackgroundQueue, id: number) => void;
}

/** What a kind does beyond its fields, called by the generic code at its moment (Payload's hooks). */
export interface Hooks {
  /** An answer's values computed when it is read, added after the stored ones (a notice's `active`, a unit's open-now status). */
  afterRead?: (item: Readonly<Record<string, unknown>>, at: ReadContext) => Record<string, unknown>;
  /**
   * What a save writes, given the fields it writes (under their wire names): a kind's rule tying two fields (a news
   * picture marked decorative has no alt text). Called before every create and update.
   */
  beforeChange?: (input: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /**
   * After a create or an edit is stored (its transaction committed), before it is answered, given the item as answered:
   * work that follows a change (a new PDF's text queued for the search, a unit's audio guide spoken again).
   */
  afterChange?: (item: Readonly<Record<string, unknown>>, ctx: ChangeContext) => void | Promise<void>;
}

/** What a collection has beyond create, read and update. */
export interface Capabilities {
  /** Every save kept as a version (list, diff, restore); files kept byte-exact. */
  versions: boolean;
  /** A delete moves it to the bin for 30 days (with or without versions: clinics and services keep none). */
  bin: boolean;
  /** Every write is in the audit log. */
  audit: boolean;
  /**
   * Drafts, previews and scheduling (publication.ts): the item's table has a "publishAt" column (none: a draft); the
   * public sees an item only from that instant on, everywhere (lists, counts, pages, files, feeds, sitemap, search).
   */
  drafts: boolean;
  /** Its newest items in an RSS feed. */
  feed: boolean;
  /** Its public pages in the sitemap. */
  sitemap: boolean;
  /** Found by the site search (the fields with `search`). */
  search: boolean;
  /** Each item has a spoken audio guide. */
  audio: boolean;
  /** In the phonebook PDF. */
  phonebook: boolean;
  /** GET answers its version as ETag, a stale If-Match is refused with 412, and an open edit form is announced to others. */
  concurrentEdits: boolean;
}

export interface Collection {
  /** Our name of the kind. */
  slug: string;
  /** Its name in the API's paths and the audit log (legacy: /api/{resource}). */
  resource: string;
  /** Its names on the screens: `singular` names the kind in the bin and the audit log ("Novost", "Zakoni", "Služba"). */
  labels: { singular: string; plural: string };
  access: {
    /** 'public': anyone reads every item; a rule: the public reads the items it selects, staff every item. */
    read: 'public' | ReadRule;
    /** Who reads one item by its id: anyone (the default; the public as `read` allows) or staff alone (a notice). */
    readOne?: 'staff';
    /** Who edits: any signed-in staff member, or admins only. */
    write: 'staff' | 'admin';
    /** Staff create and delete items (the institution is one record: neither). */
    create: boolean;
    delete: boolean;
  };
  paths: {
    /** The API's list (or the single record's) path. */
    api: string;
    /** With a read rule: the staff's list of every item (GET, newest first unless `sort.all` says otherwise). */
    apiAll?: string;
    /** Where visitors see the kind. */
    publicList: string;
    /** The staff screen that edits item `id`. */
    edit: (id: number | string) => string;
    /** The staff screen that creates one, when staff create them. */
    create?: string;
    /** The staff's list of the kind, for a kind served from its description (its screens follow from it). */
    staff?: string;
    /** Where visitors see item `id` ("view on site"), when it has a page or a file of its own; else its public list. */
    view?: (id: number | string) => string;
  };
  capabilities: Capabilities;
  fields: readonly CollectionField[];
  /**
   * The lists' order: the public's (`read`), the staff's (`all`), and the public's pages' (`page`, else `read`: the news
   * archive is newest first, its legacy list oldest first); default oldest first (by id).
   */
  sort?: { read?: readonly SortKey[]; all?: readonly SortKey[]; page?: readonly SortKey[] };
  hooks?: Hooks;
  /**
   * The public's list is read a page at a time: GET `paths.api` takes ?page&pageSize (contracts pageQuerySchema) and
   * answers { items, totalItems } (the document types' legacy lists), in `sort.read`'s order.
   */
  paged?: true;
  /** The field naming an item in the bin, the audit log and versions (Payload's useAsTitle); kinds with a bin or versions have one. */
  useAsTitle?: string;
  /**
   * Why the kind has a router, service and screens of its own, in one line; a kind without it is served from this
   * description alone (the API's routes/collection.ts, the web's features/collections).
   */
  custom?: string;
  storage?: Storage;
  /**
   * With `capabilities.audio`: what the item's audio guide says, from its answer's fields, or undefined when it has none
   * (apps/api services/speech.ts speaks it; an answer's guide is stale while its recording says otherwise).
   */
  audioScript?: (item: Readonly<Record<string, unknown>>) => string | undefined;
  /**
   * One record (id 1), not a list (the institution): GET and PUT at `paths.api`, no create or delete, its answer without
   * id or createdAt.
   */
  single?: true;
}

/** A field's value as the API takes it and answers it, by its type (files travel apart, as multipart parts). */
export type FieldValue<F extends Pick<CollectionField, 'type'>> =
  FieldType extends F['type'] ? string | boolean // a field of any type (a description not written with defineCollection): a plain one's
  : F['type'] extends 'boolean' ? boolean
  // An enum's value is one of its options, when the description names them as written (`CLINIC_KINDS`).
  : F extends { type: 'enum'; options: readonly (infer O extends string)[] } ? O
  : F['type'] extends 'blocks' ? Block[]
    : F['type'] extends 'labelledPhones' ? { label: string; phone: string }[]
      : F['type'] extends 'phones' ? string[]
        // An optional person is null when there is none (a service's chief nurse).
        : F['type'] extends 'person' ? F extends { required: false } ? { role: string; name: string } | null : { role: string; name: string }
          : F['type'] extends 'people' ? { role: string; name: string }[]
            : F['type'] extends 'hours' ? OpeningHours
              : string;

/** The fields a kind's JSON (or its multipart text parts) carries: all but its files. */
export type DataFieldOf<C extends Pick<Collection, 'fields'>> = Exclude<C['fields'][number], { type: 'pdf' | 'image' }>;

/**
 * What a save of kind C takes, inferred from its description (no hand-written type): each field under its wire name; one
 * that is not required may be left out (the input schema gives it '' or false).
 */
export type InputOf<C extends Pick<Collection, 'fields'>> =
  & { [F in DataFieldOf<C> as F extends { required: false } ? never : F['wire']]: FieldValue<F> }
  & { [F in DataFieldOf<C> as F extends { required: false } ? F['wire'] : never]?: FieldValue<F> };

/** What the API answers of kind C's fields: every one present (an empty optional one is '' or false). */
export type ValuesOf<C extends Pick<Collection, 'fields'>> = { [F in DataFieldOf<C> as F['wire']]: FieldValue<F> };

/** A kind's field by our name, typed: `fieldOf(newsCollection, 'imageAlt')` (a misspelt name does not compile). */
export function fieldOf<C extends Pick<Collection, 'fields'>, N extends C['fields'][number]['name']>(c: C, name: N): Extract<C['fields'][number], { name: N }> {
  const f = c.fields.find((x) => x.name === name);
  if (!f) throw new Error(`No field ${name}`);
  return f as Extract<C['fields'][number], { name: N }>;
}

/**
 * A kind's description, checked against Collection and kept as written (`const`): its field names, wire names, types and
 * whether they are required stay literal, so InputOf and ValuesOf infer its types from it.
 */
export const defineCollection = <const C extends Collection>(c: C): C => c;

/** The capabilities every kind has (the audit log, concurrent-edit checks); a description adds its others to these. */
export const none: Capabilities = {
  versions: false, bin: false, audit: true, drafts: false, feed: false, sitemap: false, search: false, audio: false, phonebook: false, concurrentEdits: true,
};

/**
 * The kinds served from their description alone: neither API router nor screens of their own (no `custom`). A new
 * kind of plain fields is its description above this list, added to it (docs/architecture.md "Add a kind").
 */
export const GENERIC_COLLECTIONS: readonly Collection[] = [];
