import { API } from './api.js';
import { DOCUMENT_TYPES, fallbackFileName, type DocumentType } from './registry.js';
import { ROUTES } from './routes.js';
import { CLINIC_KINDS, IMAGE_FIELD, LIMITS, PDF_FIELD, PAGE_LIMITS, SERVICE_ICONS, UNIT_LIMITS } from './constants.js';
import { audioScript, openStatus, type OpeningHours } from './hours.js';
import { UNIT_UI } from './unit-text.js';
import { COLLECTION_UI } from './collection-text.js';
import { NEWS_PICTURE_UI } from './news-picture.js';
import { GENERIC_COLLECTIONS, defineCollection, none, type Collection, type CollectionField, type FieldType } from './generic-collections.js';

export type { BackgroundQueue, Capabilities, ChangeContext, Collection, CollectionField, DataFieldOf, FieldType, FieldValue, Hooks, ImageSize, InputOf, ReadContext, ReadRule, SortKey, Storage, ValuesOf } from './generic-collections.js';
export { IMAGE_SIZES, defineCollection, fieldOf, imageUrlOf, publishedSql } from './generic-collections.js';

/**
 * Every kind of content staff edit, described once (issue 22, modelled on Payload CMS's collection
 * config, kept simpler): its fields with their wire names, types, labels and rules, who reads and
 * writes it, its paths, and what it has (versions, bin, audit, feed, sitemap, search, audio,
 * phonebook, concurrent-edit checks). The nine document types are generated from the registry, so a
 * tenth type is still one registry entry. What reads it so far: the kinds an edit form's presence and
 * ETag cover (EDITABLE_RESOURCES), and collections.test.ts, which holds every description to the wire
 * (the input schemas' fields) and to the API's paths. docs/architecture.md "Collections" says what is next.
 *
 * Zod-free: the web app's staff screens may read it without the schemas.
 */

/** News (exported for the input schema built from it, entities.ts). */
export const newsCollection = defineCollection({
  slug: 'news',
  resource: 'Novost',
  labels: { singular: 'Novost', plural: 'Novosti' },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  paths: { api: API.newsList, publicList: ROUTES.news, edit: ROUTES.newsEdit, create: ROUTES.newsCreate, view: ROUTES.newsDetail },
  capabilities: { ...none, versions: true, bin: true, drafts: true, feed: true, sitemap: true, search: true },
  useAsTitle: 'title',
  // The legacy list oldest first (the site reverses it); the archive's pages newest first.
  sort: { page: ['-id'] },
  // A decorative picture has no alt text, whatever a client sent beside the box (docs/product.md "Entities").
  hooks: { beforeChange: (n) => (n.imageDecorative === true ? { ...n, imageAlt: '' } : n) },
  storage: { table: 'Novost', versions: { table: 'NovostVerzija', itemColumn: 'novostId' } },
  fields: [
    { name: 'title', wire: 'naslov', type: 'text', label: COLLECTION_UI.newsTitleLabel, required: true, maxLength: LIMITS.newsTitle, listed: true, search: 'A', versioned: true },
    { name: 'body', wire: 'opis', type: 'longText', label: COLLECTION_UI.newsBodyLabel, required: true, maxLength: LIMITS.newsBody, search: 'B', versioned: true },
    { name: 'image', wire: 'slika', type: 'image', label: COLLECTION_UI.imageLabel, required: true, versioned: true, store: { table: 'NovostImage', itemColumn: 'novostId' } },
    // The picture's text (issue 23, WCAG 1.1.1). Optional here, so a legacy client's save works as before ('', false);
    // "alt text required unless decorative" ties two fields, which a field's `required` cannot say: the staff form adds
    // it (web features/news/NewsForm.tsx), and the API stores a decorative picture's alt text as ''.
    { name: 'imageAlt', wire: 'imageAlt', type: 'text', label: NEWS_PICTURE_UI.altLabel, required: false, maxLength: LIMITS.newsImageAlt, versioned: true },
    { name: 'imageDecorative', wire: 'imageDecorative', type: 'boolean', label: NEWS_PICTURE_UI.decorativeLabel, required: false, versioned: true },
    { name: 'imageCaption', wire: 'imageCaption', type: 'text', label: NEWS_PICTURE_UI.captionLabel, required: false, maxLength: LIMITS.newsImageCaption, versioned: true },
  ],
});

/**
 * A document type of the registry as a collection: its one text field and its PDF (whose text the search reads), served
 * from this description (issue 37): its PDF is a `pdf` field (multipart, kept in DocumentFile), a new one's text is
 * queued for the search (afterChange), drafts are the publication rule, its list is paged, newest first; the download
 * with ranges is a custom endpoint (apps/api routes/table.ts).
 */
export const documentCollection = (t: DocumentType<string>): Collection => ({
  slug: t.kind.toLowerCase(),
  resource: t.resource,
  labels: { singular: t.title, plural: t.pageTitle },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  paths: { api: API.documents(t), publicList: t.listPath, edit: (id) => `${t.editPath}/${id}`, create: t.createPath, view: (id) => API.download(t, id) },
  capabilities: { ...none, versions: true, bin: true, drafts: true, feed: true, sitemap: true, search: true },
  useAsTitle: 'text',
  paged: true,
  sort: { read: ['-id'] },
  hooks: { afterChange: (item, { sent, enqueue }) => { if (sent.includes(PDF_FIELD)) enqueue('pdfText', item.id as number); } },
  storage: {
    table: 'Document',
    discriminator: { column: 'kind', type: 'DocumentKind', value: t.kind },
    versions: { table: 'DocumentVersion', itemColumn: 'documentId' },
  },
  fields: [
    { name: 'text', wire: t.textField, column: 'text', type: t.multiline ? 'longText' : 'text', label: t.createLabel, required: true, maxLength: t.maxLength, listed: true, search: 'A', versioned: true },
    { name: 'file', wire: PDF_FIELD, type: 'pdf', label: COLLECTION_UI.pdfLabel, required: true, search: 'B', versioned: true, store: { table: 'DocumentFile', itemColumn: 'documentId' }, unnamed: (id) => fallbackFileName(t, id) },
  ],
});

/** A recording of a unit's guide as the generic code reads it for the hooks (ReadContext.stored.recording). */
interface Recording { transcript: string; seconds: number; hash: string; staticPath: string | null }
/** An uploaded picture as read for the hooks (ReadContext.stored.picture). */
interface StoredPicture { hash: string }

/** A recording's or picture's version in its URL (`?v=`), as news images carry theirs. */
export const fileVersion = (hash: string) => hash.slice(0, 16);

/**
 * What a clinic's or service's answer adds after its fields (the legacy wire, docs/product.md "Clinics, services and
 * hours"): open now or when it opens, computed at the answer's moment; its audio guide (null without one, or before its
 * first recording; stale while the recording says what the unit no longer does); its uploaded picture (null: none).
 */
const unitAfterRead = (api: { audio: (id: number) => string; picture: (id: number, size: 'full' | 'card') => string }, script: (item: Readonly<Record<string, unknown>>) => string) =>
  (item: Readonly<Record<string, unknown>>, { now, stored }: { now: Date; stored: Readonly<Record<string, unknown>> }) => {
    const id = item.id as number;
    const rec = stored.recording as Recording | null;
    const pic = stored.picture as StoredPicture | null;
    return {
      status: openStatus(item.hours as OpeningHours, now),
      audio: item.audioGuide && rec
        ? { url: rec.staticPath ?? `${api.audio(id)}?v=${fileVersion(rec.hash)}`, seconds: rec.seconds, transcript: rec.transcript, stale: rec.transcript !== script(item) }
        : null,
      picture: pic ? { url: `${api.picture(id, 'full')}?v=${fileVersion(pic.hash)}`, cardUrl: `${api.picture(id, 'card')}?v=${fileVersion(pic.hash)}` } : null,
    };
  };

/** What a clinic's guide says: its full name, its weekly hours and its first phone. */
const clinicScript = (c: Readonly<Record<string, unknown>>) => audioScript(c.name as string, (c.hours as OpeningHours).weekly, (c.phones as string[])[0] ?? '');
/** What a service's guide says: its title, its weekly hours and its phone. */
const serviceScript = (s: Readonly<Record<string, unknown>>) => audioScript(s.title as string, (s.hours as OpeningHours).weekly, s.phone as string);

export const clinicCollection = defineCollection({
  slug: 'clinic',
  resource: 'Ambulanta',
  labels: { singular: 'Ambulanta', plural: 'Ambulante' },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  paths: { api: API.clinics, publicList: ROUTES.clinics, edit: ROUTES.clinicEdit, create: ROUTES.clinicCreate, view: ROUTES.clinicDetail },
  // A bin without versions: an edit replaces the record (its audit row says who and when).
  capabilities: { ...none, bin: true, sitemap: true, search: true, audio: true, phonebook: true },
  useAsTitle: 'name',
  // No createdAt: its answer ends with updatedAt, then the open-now status, the guide and the picture (hooks.afterRead).
  storage: { table: 'Ambulanta', createdAt: false },
  hooks: {
    afterRead: unitAfterRead({ audio: API.clinicAudio, picture: API.clinicPicture }, clinicScript),
    // An edit may change what its guide says: speak it again in the background (apps/api services/speech.ts).
    afterChange: (item, { enqueue }) => enqueue('speech', item.id as number),
  },
  audioScript: (c) => (c.audioGuide ? clinicScript(c) : undefined),
  fields: [
    { name: 'title', wire: 'title', type: 'text', label: COLLECTION_UI.unitTitle, required: true, maxLength: UNIT_LIMITS.title, search: 'B' },
    { name: 'name', wire: 'name', type: 'text', label: COLLECTION_UI.clinicFullName, required: true, maxLength: UNIT_LIMITS.name, listed: true, search: 'A' },
    { name: 'kind', wire: 'kind', type: 'enum', label: COLLECTION_UI.clinicKind, required: true, options: CLINIC_KINDS, optionLabels: COLLECTION_UI.clinicKinds, listed: true },
    { name: 'address', wire: 'address', type: 'text', label: COLLECTION_UI.address, required: true, maxLength: UNIT_LIMITS.address, search: 'B' },
    { name: 'phones', wire: 'phones', type: 'phones', label: COLLECTION_UI.phones, required: true, maxItems: UNIT_LIMITS.phones, search: 'B' },
    { name: 'email', wire: 'email', type: 'email', label: COLLECTION_UI.email, required: true, search: 'B' },
    { name: 'team', wire: 'team', type: 'people', label: COLLECTION_UI.team, required: false, maxItems: UNIT_LIMITS.team, search: 'B' },
    { name: 'hours', wire: 'hours', type: 'hours', label: COLLECTION_UI.hours, required: true },
    { name: 'audioGuide', wire: 'audioGuide', type: 'boolean', label: COLLECTION_UI.audioGuide, required: true },
    // PUT /api/Ambulanta/{id}/slika (multipart, a custom endpoint); without one, the clinic's static illustration by id.
    { name: 'picture', wire: IMAGE_FIELD, type: 'image', label: UNIT_UI.picture, required: false, apart: true, store: { table: 'AmbulantaSlika', itemColumn: 'ambulantaId' } },
  ],
});

export const serviceCollection = defineCollection({
  slug: 'service',
  resource: 'Sluzba',
  labels: { singular: 'Služba', plural: 'Službe' },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  paths: { api: API.services, publicList: ROUTES.services, edit: ROUTES.serviceEdit, create: ROUTES.serviceCreate, view: ROUTES.serviceDetail },
  capabilities: { ...none, bin: true, sitemap: true, search: true, audio: true, phonebook: true },
  useAsTitle: 'title',
  storage: { table: 'Sluzba', createdAt: false },
  hooks: {
    afterRead: unitAfterRead({ audio: API.serviceAudio, picture: API.servicePicture }, serviceScript),
    afterChange: (item, { enqueue }) => enqueue('speech', item.id as number),
  },
  audioScript: (s) => (s.audioGuide ? serviceScript(s) : undefined),
  fields: [
    { name: 'title', wire: 'title', type: 'text', label: COLLECTION_UI.unitTitle, required: true, maxLength: UNIT_LIMITS.title, listed: true, search: 'A' },
    { name: 'description', wire: 'description', type: 'longText', label: COLLECTION_UI.serviceDescription, required: true, maxLength: UNIT_LIMITS.description, search: 'B' },
    { name: 'icon', wire: 'icon', type: 'enum', label: COLLECTION_UI.serviceIcon, required: true, options: SERVICE_ICONS, optionLabels: COLLECTION_UI.serviceIcons },
    { name: 'head', wire: 'head', type: 'person', label: COLLECTION_UI.serviceHead, required: true, search: 'B' },
    { name: 'chiefNurse', wire: 'chiefNurse', type: 'person', label: COLLECTION_UI.chiefNurse, required: false, search: 'B' },
    { name: 'phone', wire: 'phone', type: 'phone', label: COLLECTION_UI.phone, required: true, listed: true, search: 'B' },
    { name: 'email', wire: 'email', type: 'email', label: COLLECTION_UI.email, required: true, search: 'B' },
    { name: 'hours', wire: 'hours', type: 'hours', label: COLLECTION_UI.hours, required: true },
    { name: 'audioGuide', wire: 'audioGuide', type: 'boolean', label: COLLECTION_UI.audioGuide, required: true },
    // PUT /api/Sluzba/{id}/slika (multipart, a custom endpoint); without one, the service's icon.
    { name: 'picture', wire: IMAGE_FIELD, type: 'image', label: UNIT_UI.picture, required: false, apart: true, store: { table: 'SluzbaSlika', itemColumn: 'sluzbaId' } },
  ],
});

/** A notice is on the site from its first to its last day (in Sarajevo) unless staff ended it early. */
const shownOn = (n: { from?: unknown; to?: unknown; endedAt?: unknown }, today: string) =>
  n.endedAt === null && String(n.from) <= today && today <= String(n.to);

export const noticeCollection = defineCollection({
  slug: 'notice',
  resource: 'Obavijest',
  labels: { singular: 'Obavijest', plural: COLLECTION_UI.noticesHeading },
  // The public reads the notices shown today (its list is the site's frame); staff read all of them, one by one too.
  access: { read: ({ today }) => `d."endedAt" IS NULL AND d."from" <= ${today} AND ${today} <= d."to"`, readOne: 'staff', write: 'staff', create: true, delete: true },
  paths: { api: API.notices, apiAll: API.noticesAll, publicList: ROUTES.home, edit: ROUTES.noticeEdit, create: ROUTES.notices },
  capabilities: none,
  sort: { read: ['-urgent', '-id'], all: ['-id'] },
  hooks: { afterRead: (n, { today }) => ({ active: shownOn(n, today) }) },
  useAsTitle: 'text',
  // "Završi objavu" (POST /api/Obavijest/{id}/zavrsi, the API's custom endpoints) stamps it.
  storage: { table: 'Obavijest', stamps: ['endedAt'] },
  fields: [
    { name: 'text', wire: 'text', type: 'longText', label: COLLECTION_UI.noticeText, required: true, maxLength: UNIT_LIMITS.noticeText, listed: true },
    { name: 'link', wire: 'link', type: 'link', label: COLLECTION_UI.noticeLink, required: false, maxLength: UNIT_LIMITS.link },
    { name: 'from', wire: 'from', type: 'date', label: COLLECTION_UI.noticeFrom, required: true, listed: true },
    { name: 'to', wire: 'to', type: 'date', label: COLLECTION_UI.noticeTo, required: true, listed: true, notBefore: 'from' },
    { name: 'urgent', wire: 'urgent', type: 'boolean', label: COLLECTION_UI.noticeUrgentField, required: true, listed: true },
  ],
});

export const institutionCollection = defineCollection({
  slug: 'institution',
  resource: 'Ustanova',
  labels: { singular: COLLECTION_UI.institutionEditHeading, plural: COLLECTION_UI.institutionEditHeading },
  access: { read: 'public', write: 'admin', create: false, delete: false },
  paths: { api: API.institution, publicList: ROUTES.about, edit: () => ROUTES.institutionEdit },
  capabilities: { ...none, phonebook: true },
  single: true,
  storage: { table: 'Ustanova' },
  fields: [
    { name: 'phone', wire: 'phone', type: 'phone', label: COLLECTION_UI.phone, required: true },
    { name: 'email', wire: 'email', type: 'email', label: COLLECTION_UI.email, required: true },
    { name: 'street', wire: 'street', type: 'text', label: COLLECTION_UI.street, required: true, maxLength: UNIT_LIMITS.address },
    { name: 'postalCode', wire: 'postalCode', type: 'text', label: COLLECTION_UI.postalCode, required: true, maxLength: UNIT_LIMITS.postalCode },
    { name: 'city', wire: 'city', type: 'text', label: COLLECTION_UI.city, required: true, maxLength: UNIT_LIMITS.city },
    { name: 'giroAccount', wire: 'giroAccount', type: 'text', label: COLLECTION_UI.giroAccount, required: true, maxLength: UNIT_LIMITS.giroAccount },
    { name: 'bank', wire: 'bank', type: 'text', label: COLLECTION_UI.bank, required: true, maxLength: UNIT_LIMITS.bank },
    { name: 'socialUrl', wire: 'socialUrl', type: 'link', label: COLLECTION_UI.socialUrl, required: true, maxLength: UNIT_LIMITS.link },
    { name: 'socialLabel', wire: 'socialLabel', type: 'text', label: COLLECTION_UI.socialLabel, required: true, maxLength: UNIT_LIMITS.socialLabel },
    // Not required: a PUT without them (a client from before them) keeps the stored ones; [] shows none.
    { name: 'dutyPhones', wire: 'dutyPhones', type: 'labelledPhones', label: COLLECTION_UI.dutyPhones, required: false, maxItems: UNIT_LIMITS.dutyPhones },
  ],
});

/**
 * A page staff write (issue 38): its address, title, summary and body of typed blocks (blocks.ts), kept as JSON and
 * upgraded when read (block-upgrades.ts). Served from this description (its `?path=` lookup is a custom endpoint,
 * apps/api routes/table.ts); no staff screens or public rendering yet, so it is not in GENERIC_COLLECTIONS.
 */
export const pageCollection = defineCollection({
  slug: 'page',
  resource: 'Stranica',
  labels: { singular: 'Stranica', plural: 'Stranice' },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  // Its staff screens: the list, and the block editor (apps/web/src/features/pageEditor).
  paths: { api: API.pages, publicList: ROUTES.home, staff: ROUTES.pages, edit: ROUTES.pageEdit, create: ROUTES.pageCreate },
  capabilities: { ...none, versions: true, bin: true, drafts: true },
  useAsTitle: 'title',
  storage: { table: 'Stranica', versions: { table: 'StranicaVerzija', itemColumn: 'stranicaId' } },
  fields: [
    { name: 'path', wire: 'path', type: 'pagePath', label: COLLECTION_UI.pagePath, required: true, maxLength: PAGE_LIMITS.path, listed: true, versioned: true },
    { name: 'title', wire: 'title', type: 'text', label: COLLECTION_UI.pageTitle, required: true, maxLength: PAGE_LIMITS.title, listed: true, versioned: true },
    { name: 'summary', wire: 'summary', type: 'longText', label: COLLECTION_UI.pageSummary, required: false, maxLength: PAGE_LIMITS.summary, versioned: true },
    { name: 'blocks', wire: 'blocks', type: 'blocks', label: COLLECTION_UI.pageBlocks, required: true, versioned: true },
  ],
});

/** Every content kind: news, the registry's document types, clinics, services, notices, the institution, then the kinds served from their description. */
export const COLLECTIONS: readonly Collection[] = [newsCollection, ...DOCUMENT_TYPES.map(documentCollection), clinicCollection, serviceCollection, noticeCollection, institutionCollection, pageCollection, ...GENERIC_COLLECTIONS];

/** The kinds in the staff's content lists (GET /api/content): kept in a table of their own, named by a title field. */
export const LISTED_COLLECTIONS: readonly Collection[] = COLLECTIONS.filter((c) => c.storage !== undefined && c.useAsTitle !== undefined);

/** The collection of an API resource name ('Novost', 'Zakon', 'Ambulanta', …). */
export const collectionByResource = (resource: string): Collection | undefined => COLLECTIONS.find((c) => c.resource === resource);

/** The same, as the API's paths name it: /api/novost/… is /api/Novost/… (Express matches paths without case). */
export const collectionByPath = (resource: string): Collection | undefined => {
  const name = resource.toLowerCase();
  return COLLECTIONS.find((c) => c.resource.toLowerCase() === name);
};

/**
 * The field types whose input, answer, column and form field the generic code builds from a description alone
 * (a kind served from its description has only these; the others need their kind's own code: files, hours, people).
 */
export const PLAIN_FIELD_TYPES: readonly FieldType[] = ['text', 'longText', 'date', 'phone', 'email', 'link', 'enum', 'boolean'];

/**
 * The field types the API serves from a description alone (issue 37): each has one input rule (collection-schemas.ts;
 * a file's: its multipart part, apps/api routes/collection.ts) and one storage mapping (apps/api services/collection.ts:
 * a list, a person or hours is a jsonb column, a PDF its row's name, size and hash and its store's bytes, a picture its
 * store's row: its hash and two encodings, answered as cacheable URLs and its size in pixels; a picture uploaded
 * `apart` (a unit's, by a custom endpoint) is read for the kind's hooks alone). The plain ones, the institution's on-duty
 * numbers, a page's path and blocks, a unit's hours, people, person and phones, a PDF, a picture.
 */
export const SERVED_FIELD_TYPES: readonly FieldType[] = [...PLAIN_FIELD_TYPES, 'labelledPhones', 'pagePath', 'blocks', 'hours', 'people', 'person', 'phones', 'pdf', 'image'];

/** A collection's fields of those types, in its order: what its schemas and forms build. */
export const plainFieldsOf = (c: Pick<Collection, 'fields'>): CollectionField[] => c.fields.filter((f) => PLAIN_FIELD_TYPES.includes(f.type));

/** A collection's text fields (one line or several), in its order: what its forms and schemas build from the description. */
export const textFieldsOf = (c: Pick<Collection, 'fields'>): CollectionField[] => c.fields.filter((f) => f.type === 'text' || f.type === 'longText');

/** A field's column in its collection's table. */
export const columnOf = (f: CollectionField): string => f.column ?? f.wire;

/** The field an item is named by (`useAsTitle`). */
export const titleFieldOf = (c: Collection): CollectionField => {
  const f = c.fields.find((x) => x.name === c.useAsTitle);
  if (!f) throw new Error(`Collection ${c.slug} names no title field`);
  return f;
};

/**
 * The kinds of editable item whose edits are checked and announced to other editors (presence), named as the API and
 * the audit log name them. Here, not in editing.ts: the home page's script loads editing.ts, and this list would bring
 * every description with it.
 */
export const EDITABLE_RESOURCES: readonly string[] = COLLECTIONS.filter((c) => c.capabilities.concurrentEdits).map((c) => c.resource);
