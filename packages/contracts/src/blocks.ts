import { z } from 'zod';
import { BLOCK_LIMITS as L } from './constants.js';
import { API_ERRORS } from './messages.js';
import { isAllowedLink, isLocalLink, isRichTextLink } from './links.js';
import { documentTypeByResource } from './registry.js';
import { plainText, requiredText } from './fields.js';
import { MAX_ID } from './pagination.js';
import { zodErrorMap } from './error-map.js';
import { isMonthDay } from './format.js';
import { BLOCK_VERSIONS, BlockUpgradeError, upgradeBlocks, type BlockType } from './block-upgrades.js';

/**
 * A page's body as a list of typed blocks (issue 38; docs/architecture.md "Pages and blocks"): one strict zod schema
 * per block type, each `{ type, v, ...fields }`, stored as JSON and never as HTML. Rich text is a ProseMirror (Tiptap)
 * document restricted to what the site shows. parseBlocks upgrades stored versions (block-upgrades.ts), checks
 * the bounds of constants.ts BLOCK_LIMITS and names the first wrong field as `blocks[3].items[0].url`. Rendering and
 * plain text: block-render.ts.
 */

const optional = (max: number) => requiredText(max).optional();
const version = <T extends BlockType>(type: T) => z.literal(BLOCK_VERSIONS[type]);
const bounded = <S extends z.ZodType>(item: S, max: number) => z.array(item).min(1, { error: API_ERRORS.required }).max(max, { error: API_ERRORS.outOfRange });
/** A link of a tile or a reference: a path on this site or an http(s) address. */
const siteOrWebLink = requiredText(L.link).refine(isAllowedLink, { error: API_ERRORS.linkInvalid });
/** A record's id in a JSON body (a page, a clinic, a document): a positive 32-bit integer. */
export const recordIdSchema = z.int({ error: API_ERRORS.invalidId }).min(1, { error: API_ERRORS.invalidId }).max(MAX_ID, { error: API_ERRORS.invalidId });

// ---- Rich text: the editor's document (ProseMirror JSON, Tiptap's node and mark names) ----

const richTextLink = z.string().max(L.link, { error: API_ERRORS.tooLong(L.link) }).refine(isRichTextLink, { error: API_ERRORS.richTextLinkInvalid });

const mark = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({ type: z.literal('link'), attrs: z.strictObject({ href: richTextLink }) }),
]);

const textNode = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1, { error: API_ERRORS.required }).max(L.textRun, { error: API_ERRORS.tooLong(L.textRun) }).check(plainText()),
  marks: z.array(mark).max(3, { error: API_ERRORS.outOfRange }).optional(),
});
const hardBreak = z.strictObject({ type: z.literal('hardBreak') });
const inline = z.array(z.discriminatedUnion('type', [textNode, hardBreak])).max(L.richTextNodes, { error: API_ERRORS.outOfRange });

const paragraph = z.strictObject({ type: z.literal('paragraph'), content: inline.optional() });
const heading = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
  content: inline.optional(),
});

/** Lists nest in list items; a list at the deepest level holds items without lists. */
const lists = new Map<number, z.ZodDiscriminatedUnion>();
function listAt(depth: number): z.ZodDiscriminatedUnion {
  const known = lists.get(depth);
  if (known) return known;
  const inner = depth < L.listDepth ? [paragraph, listAt(depth + 1)] : [paragraph];
  const itemContent = z
    .array(z.discriminatedUnion('type', inner as [typeof paragraph]))
    .min(1, { error: API_ERRORS.required })
    .max(L.richTextNodes, { error: API_ERRORS.outOfRange })
    .refine((nodes) => (nodes[0] as { type?: string }).type === 'paragraph', { error: API_ERRORS.listItemStartsWithParagraph });
  const listItem = z.strictObject({ type: z.literal('listItem'), content: itemContent });
  const items = z.array(listItem).min(1, { error: API_ERRORS.required }).max(L.richTextNodes, { error: API_ERRORS.outOfRange });
  const list: z.ZodDiscriminatedUnion = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('bulletList'), content: items }),
    z.strictObject({
      type: z.literal('orderedList'),
      attrs: z.strictObject({ start: z.int().min(1).max(L.listStart) }).optional(),
      content: items,
    }),
  ]);
  lists.set(depth, list);
  return list;
}
const list = listAt(1);

const blockquote = z.strictObject({
  type: z.literal('blockquote'),
  content: z.array(z.discriminatedUnion('type', [paragraph, list])).min(1, { error: API_ERRORS.required }).max(L.richTextNodes, { error: API_ERRORS.outOfRange }),
});

const cellContent = z.array(paragraph).min(1, { error: API_ERRORS.required }).max(50, { error: API_ERRORS.outOfRange });
const tableRow = z.strictObject({
  type: z.literal('tableRow'),
  content: z
    .array(z.discriminatedUnion('type', [z.strictObject({ type: z.literal('tableHeader'), content: cellContent }), z.strictObject({ type: z.literal('tableCell'), content: cellContent })]))
    .min(1, { error: API_ERRORS.required })
    .max(L.tableColumns, { error: API_ERRORS.outOfRange }),
});
/** A simple table: rows of the same number of cells, no merged cells; a first row of tableHeader cells is its header. */
const table = z.strictObject({
  type: z.literal('table'),
  content: z
    .array(tableRow)
    .min(1, { error: API_ERRORS.required })
    .max(L.tableRows, { error: API_ERRORS.outOfRange })
    .refine((rows) => rows.every((row) => row.content.length === rows[0]!.content.length), { error: API_ERRORS.tableRowsDiffer }),
});

const topNode = z.discriminatedUnion('type', [paragraph, heading, list, blockquote, table]);

/** Text characters and nodes of a document, for its size bounds. */
function measure(node: unknown, acc = { chars: 0, nodes: 0 }) {
  acc.nodes += 1;
  const n = node as { text?: unknown; content?: unknown };
  if (typeof n.text === 'string') acc.chars += n.text.length;
  if (Array.isArray(n.content)) for (const child of n.content) measure(child, acc);
  return acc;
}

export const richTextDocSchema = z
  .strictObject({
    type: z.literal('doc'),
    content: z.array(topNode).min(1, { error: API_ERRORS.required }).max(L.richTextNodes, { error: API_ERRORS.outOfRange }),
  })
  .refine(
    (doc) => {
      const { chars, nodes } = measure(doc);
      return chars <= L.richTextChars && nodes <= L.richTextNodes;
    },
    { error: API_ERRORS.richTextTooLarge },
  );

// ---- The blocks ----

export const richTextBlockSchema = z.strictObject({ type: z.literal('richText'), v: version('richText'), doc: richTextDocSchema });

export const calloutBlockSchema = z.strictObject({
  type: z.literal('callout'),
  v: version('callout'),
  tone: z.enum(['info', 'warning', 'urgent'], { error: API_ERRORS.invalidValue }),
  title: optional(L.title),
  text: requiredText(L.text, { lines: true }),
});

export const peopleBlockSchema = z.strictObject({
  type: z.literal('people'),
  v: version('people'),
  title: optional(L.title),
  people: bounded(
    z.strictObject({
      name: requiredText(L.name),
      role: requiredText(L.role),
      photo: requiredText(L.link).refine(isLocalLink, { error: API_ERRORS.picturePathInvalid }).optional(),
    }),
    L.people,
  ),
});

export const referencesBlockSchema = z.strictObject({
  type: z.literal('references'),
  v: version('references'),
  // A regulation whose gazette reference was not checked is listed without one (source left out, never guessed).
  items: bounded(z.strictObject({ title: requiredText(L.title), source: optional(L.source), url: siteOrWebLink.optional() }), L.items),
});

export const bibliographyBlockSchema = z.strictObject({
  type: z.literal('bibliography'),
  v: version('bibliography'),
  items: bounded(
    z.strictObject({
      authors: requiredText(L.authors),
      title: requiredText(L.title),
      publisher: optional(L.publisher),
      year: z.int({ error: API_ERRORS.expectedNumber }).min(1000, { error: API_ERRORS.outOfRange }).max(9999, { error: API_ERRORS.outOfRange }).optional(),
    }),
    L.items,
  ),
});

export const calendarBlockSchema = z.strictObject({
  type: z.literal('calendar'),
  v: version('calendar'),
  items: bounded(z.strictObject({ date: z.string({ error: API_ERRORS.calendarDateInvalid }).refine(isMonthDay, { error: API_ERRORS.calendarDateInvalid }), title: requiredText(L.title) }), L.items),
});

export const tilesBlockSchema = z.strictObject({
  type: z.literal('tiles'),
  v: version('tiles'),
  items: bounded(z.strictObject({ title: requiredText(L.title), text: optional(L.text), link: siteOrWebLink }), L.items),
});

export const imageBlockSchema = z
  .strictObject({
    type: z.literal('image'),
    v: version('image'),
    picture: requiredText(L.link).refine(isLocalLink, { error: API_ERRORS.picturePathInvalid }),
    alt: optional(L.alt),
    decorative: z.boolean({ error: API_ERRORS.invalidValue }).optional(),
    caption: optional(L.caption),
  })
  .superRefine((block, ctx) => {
    if (block.decorative && block.alt !== undefined) ctx.addIssue({ code: 'custom', path: ['alt'], message: API_ERRORS.imageDecorativeAlt });
    if (!block.decorative && block.alt === undefined) ctx.addIssue({ code: 'custom', path: ['alt'], message: API_ERRORS.imageAltRequired });
  });

export const documentsBlockSchema = z.strictObject({
  type: z.literal('documents'),
  v: version('documents'),
  resource: z.string({ error: API_ERRORS.unknownResource }).refine((r) => documentTypeByResource(r)?.resource === r, { error: API_ERRORS.unknownResource }),
});

export const contactBlockSchema = z.strictObject({
  type: z.literal('contact'),
  v: version('contact'),
  of: z.union([z.literal('institution'), z.strictObject({ clinic: recordIdSchema }), z.strictObject({ service: recordIdSchema })], { error: API_ERRORS.invalidValue }),
});

// ---- Blocks and collapsible boxes, by depth ----

const leafSchemas = [
  richTextBlockSchema,
  calloutBlockSchema,
  peopleBlockSchema,
  referencesBlockSchema,
  bibliographyBlockSchema,
  calendarBlockSchema,
  tilesBlockSchema,
  imageBlockSchema,
  documentsBlockSchema,
  contactBlockSchema,
] as const;

export type RichTextDoc = z.infer<typeof richTextDocSchema>;
export type RichTextNode = RichTextDoc['content'][number];
export type InlineNode = z.infer<typeof inline>[number];
export type TextMark = z.infer<typeof mark>;
export type LeafBlock = z.infer<(typeof leafSchemas)[number]>;
export type CollapsibleBlock = { type: 'collapsible'; v: 1; title: string; blocks: Block[] };
export type Block = LeafBlock | CollapsibleBlock;

const listOfBlocks = (depth: number): z.ZodType<Block[]> =>
  z
    .array(blockAt(depth))
    .max(L.blocks, { error: API_ERRORS.outOfRange }) as z.ZodType<Block[]>;

const byDepth = new Map<number, z.ZodType>();
/** The blocks allowed at a nesting depth (1: the page's own); a collapsible box only above collapsibleDepth. */
function blockAt(depth: number): z.ZodType {
  const known = byDepth.get(depth);
  if (known) return known;
  const collapsible =
    depth <= L.collapsibleDepth
      ? z.strictObject({ type: z.literal('collapsible'), v: version('collapsible'), title: requiredText(L.title), blocks: listOfBlocks(depth + 1) })
      : z.looseObject({ type: z.literal('collapsible') }).refine(() => false, { error: API_ERRORS.blockNestedTooDeep(L.collapsibleDepth) });
  const schema = z.discriminatedUnion('type', [...leafSchemas, collapsible]);
  byDepth.set(depth, schema);
  return schema;
}

/** A collapsible box of the page's own level (it may hold boxes down to collapsibleDepth). */
export const collapsibleBlockSchema = z.strictObject({
  type: z.literal('collapsible'),
  v: version('collapsible'),
  title: requiredText(L.title),
  blocks: listOfBlocks(2),
}) satisfies z.ZodType<CollapsibleBlock>;
/** One block (of the page's own level) and a page's blocks. */
export const blockSchema = blockAt(1) as z.ZodType<Block>;
export const blocksSchema = listOfBlocks(1);

// ---- Parsing with the API's error style ----

/** Whether a JSON value nests at most `max` arrays and objects deep (stops looking past it: no deep recursion). */
export function jsonDepthWithin(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (max <= 0) return false;
  return Object.values(value).every((child) => jsonDepthWithin(child, max - 1));
}

/** A path as the API names a field: `blocks[3].items[0].url`. */
export const fieldName = (path: readonly PropertyKey[], prefix = 'blocks') =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : `${name}.${String(key)}`), prefix);

export type BlocksParse = { ok: true; blocks: Block[] } | { ok: false; message: string; field: string };

/**
 * A page's blocks as a client sends them or as they were stored: upgraded to the current versions, then checked.
 * The first problem comes back as a Bosnian message and the field it is in (`blocks[3].items[0].url`); a key no
 * schema takes is named itself, an unknown block type names the block's `type`. The API turns it into its 400.
 */
export function parseBlocks(input: unknown, prefix = 'blocks'): BlocksParse {
  if (!Array.isArray(input)) return { ok: false, message: API_ERRORS.invalidValue, field: prefix };
  if (!jsonDepthWithin(input, L.jsonDepth)) return { ok: false, message: API_ERRORS.blockTooDeep, field: prefix };
  let upgraded: unknown;
  try {
    upgraded = upgradeBlocks(input);
  } catch (e) {
    if (e instanceof BlockUpgradeError) return { ok: false, message: e.message, field: fieldName(e.path, prefix) };
    throw e;
  }
  const r = blocksSchema.safeParse(upgraded, { error: zodErrorMap });
  if (r.success) return { ok: true, blocks: r.data };
  const issue = r.error.issues[0]!;
  const path = [...issue.path];
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') path.push(issue.keys[0]!);
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator === 'type') {
    if (path.at(-1) !== 'type') path.push('type');
    const type = valueAt(upgraded, path);
    message = isBlockList(upgraded, path) ? API_ERRORS.blockTypeUnknown(String(type)) : API_ERRORS.nodeTypeUnknown(String(type));
  }
  return { ok: false, message, field: fieldName(path, prefix) };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[key] : undefined), root);
}

/** Whether `path` (ending in `type`) names a block (in the page's list or a collapsible's), not a rich-text node. */
const isBlockList = (_root: unknown, path: readonly PropertyKey[]) => path.length === 2 || path.at(-3) === 'blocks';
