import { describe, expect, it } from 'vitest';
import { BLOCK_LIMITS } from './constants.js';
import { API_ERRORS } from './messages.js';
import { BLOCK_TYPES } from './block-upgrades.js';
import { parseBlocks } from './blocks.js';
import { SAMPLE_BLOCKS } from './block-samples.js';

const errorOf = (blocks: unknown) => {
  const r = parseBlocks(blocks);
  if (r.ok) throw new Error('expected an error');
  return { field: r.field, message: r.message };
};
const clone = <T>(v: T): T => structuredClone(v);
const one = (type: string) => clone(SAMPLE_BLOCKS.find((b) => b.type === type)!) as unknown as Record<string, unknown>;
/** The keys of a path as the errors name it: 'items[0].url' → ['items', 0, 'url']. */
const keys = (path: string) => path.split(/\.|(?=\[)/).map((k) => (k.startsWith('[') ? Number(k.slice(1, -1)) : k));
const get = (value: unknown, path: string) => keys(path).reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], value);
/** Sets (or, for undefined, deletes) the field at `path` of a sample taken apart by a case. */
function put(value: unknown, path: string, field: unknown) {
  const all = keys(path);
  const parent = all.slice(0, -1).reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], value) as Record<PropertyKey, unknown>;
  if (field === undefined) delete parent[all.at(-1)!];
  else parent[all.at(-1)!] = field;
}

describe('page blocks', () => {
  it('has a sample of every block type, and every sample is parsed unchanged', () => {
    expect(new Set(SAMPLE_BLOCKS.map((b) => b.type))).toEqual(new Set(BLOCK_TYPES));
    const r = parseBlocks(clone(SAMPLE_BLOCKS));
    expect(r).toEqual({ ok: true, blocks: SAMPLE_BLOCKS });
  });

  it('refuses what is not a list of blocks', () => {
    expect(errorOf({})).toEqual({ field: 'blocks', message: API_ERRORS.invalidValue });
    expect(errorOf([null]).field).toBe('blocks[0]');
  });

  it('names the index and type of an unknown block type, and the key of an unknown field', () => {
    expect(errorOf([one('callout'), { type: 'script', v: 1 }])).toEqual({ field: 'blocks[1].type', message: API_ERRORS.blockTypeUnknown('script') });
    expect(errorOf([one('callout'), { ...one('tiles'), onclick: 'x' }])).toEqual({ field: 'blocks[1].onclick', message: API_ERRORS.unknownFields(['onclick']) });
    const tiles = one('tiles');
    put(tiles, 'items[1].style', 'x');
    expect(errorOf([one('callout'), one('callout'), tiles]).field).toBe('blocks[2].items[1].style');
  });

  it('names the field of each invalid shape, block by block', () => {
    const cases: [Record<string, unknown>, string, string][] = [];
    /** A sample of `type` with `changes` (path → value; undefined deletes) is refused at `field` with `message`. */
    const c = (type: string, changes: Record<string, unknown>, field: string, message: string) => {
      const b = one(type);
      for (const [path, value] of Object.entries(changes)) put(b, path, value);
      cases.push([b, field, message]);
    };
    c('callout', { tone: 'red' }, 'tone', API_ERRORS.invalidValue);
    c('callout', { text: '  ' }, 'text', API_ERRORS.required);
    c('callout', { text: 'x'.repeat(BLOCK_LIMITS.text + 1) }, 'text', API_ERRORS.tooLong(BLOCK_LIMITS.text));
    c('callout', { title: 'a\u202Eb' }, 'title', API_ERRORS.invalidCharacters);
    c('collapsible', { title: '' }, 'title', API_ERRORS.required);
    c('collapsible', { 'blocks[1].blocks[0].tone': 'x' }, 'blocks[1].blocks[0].tone', API_ERRORS.invalidValue);
    c('people', { people: [] }, 'people', API_ERRORS.required);
    c('people', { 'people[0].role': undefined }, 'people[0].role', API_ERRORS.required);
    c('people', { 'people[0].photo': 'https://evil.example/x.png' }, 'people[0].photo', API_ERRORS.picturePathInvalid);
    c('references', { 'items[0].url': 'javascript:alert(1)' }, 'items[0].url', API_ERRORS.linkInvalid);
    c('references', { 'items[1].source': 5 }, 'items[1].source', API_ERRORS.required);
    c('bibliography', { 'items[0].year': 20041 }, 'items[0].year', API_ERRORS.outOfRange);
    c('bibliography', { 'items[1].authors': '' }, 'items[1].authors', API_ERRORS.required);
    c('calendar', { 'items[2].date': '02-30' }, 'items[2].date', API_ERRORS.calendarDateInvalid);
    c('calendar', { 'items[0].date': '2024-04-07' }, 'items[0].date', API_ERRORS.calendarDateInvalid);
    c('tiles', { 'items[1].link': 'data:text/html,x' }, 'items[1].link', API_ERRORS.linkInvalid);
    c('image', { alt: undefined }, 'alt', API_ERRORS.imageAltRequired);
    c('image', { decorative: true }, 'alt', API_ERRORS.imageDecorativeAlt);
    c('image', { picture: '//evil.example/x.png' }, 'picture', API_ERRORS.picturePathInvalid);
    c('documents', { resource: 'Korisnici' }, 'resource', API_ERRORS.unknownResource);
    c('contact', { of: { clinic: 0 } }, 'of.clinic', API_ERRORS.invalidId);
    c('contact', { of: 'everyone' }, 'of', API_ERRORS.invalidValue);
    c('callout', { v: 'x' }, 'v', API_ERRORS.invalidValue);
    c('richText', { 'doc.content[0].attrs.level': 1 }, 'doc.content[0].attrs.level', API_ERRORS.invalidValue);
    c('richText', { 'doc.content[1].content[1].marks[1].attrs.href': 'javascript:alert(1)' }, 'doc.content[1].content[1].marks[1].attrs.href', API_ERRORS.richTextLinkInvalid);
    c('richText', { 'doc.content[1].content[0].marks': [{ type: 'underline' }] }, 'doc.content[1].content[0].marks[0].type', API_ERRORS.nodeTypeUnknown('underline'));
    c('richText', { 'doc.content[1].content[0].style': 'x' }, 'doc.content[1].content[0].style', API_ERRORS.unknownFields(['style']));
    c('richText', { 'doc.content[2].content[0].content': [get(one('richText'), 'doc.content[2].content[0].content[1]')] }, 'doc.content[2].content[0].content', API_ERRORS.listItemStartsWithParagraph);
    c('richText', { 'doc.content[4].content[1].content': [get(one('richText'), 'doc.content[4].content[1].content[0]')] }, 'doc.content[4].content', API_ERRORS.tableRowsDiffer);
    c('richText', { 'doc.content[4].content[0].content[0].attrs': { colspan: 2 } }, 'doc.content[4].content[0].content[0].attrs', API_ERRORS.unknownFields(['attrs']));
    for (const [block, field, message] of cases) {
      const index = 2;
      expect({ block: block.type, ...errorOf([one('callout'), one('callout'), block]) }).toEqual({ block: block.type, field: `blocks[${index}].${field}`, message });
    }
  });

  it('names an unknown rich-text node by its own path', () => {
    const b = one('richText');
    (get(b, 'doc.content') as unknown[]).push({ type: 'iframe', attrs: { src: 'https://evil.example' } });
    expect(errorOf([b])).toEqual({ field: 'blocks[0].doc.content[6].type', message: API_ERRORS.nodeTypeUnknown('iframe') });
  });

  it('refuses javascript: and data: links however they are written, and takes the allowed schemes', () => {
    const withHref = (href: string) => {
      const b = one('richText');
      put(b, 'doc.content', [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] }]);
      return parseBlocks([b]);
    };
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example', '/\\evil.example', 'https://', 'mailto:', 'tel:abc', 'ftp://x.ba', '']) {
      expect({ href, ok: withHref(href).ok }).toEqual({ href, ok: false });
    }
    for (const href of ['/', '/o-nama#uprava', 'https://who.int', 'http://x.ba/a', 'mailto:a@b.ba', 'tel:+387-33-123-456']) {
      expect({ href, ok: withHref(href).ok }).toEqual({ href, ok: true });
    }
  });

  it('bounds collapsible nesting, list nesting, JSON depth and sizes', () => {
    const callout = one('callout');
    const box = (blocks: unknown[]) => ({ type: 'collapsible', v: 1, title: 'K', blocks });
    let nested: unknown = callout;
    for (let i = 0; i < BLOCK_LIMITS.collapsibleDepth; i += 1) nested = box([nested]);
    expect(parseBlocks([nested]).ok).toBe(true);
    const tooDeep = errorOf([box([nested])]);
    expect(tooDeep.message).toBe(API_ERRORS.blockNestedTooDeep(BLOCK_LIMITS.collapsibleDepth));
    expect(tooDeep.field).toBe(`blocks[0]${'.blocks[0]'.repeat(BLOCK_LIMITS.collapsibleDepth)}`);

    const listOf = (depth: number): unknown => ({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: `L${depth}` }] }, ...(depth > 1 ? [listOf(depth - 1)] : [])] }],
    });
    const doc = (node: unknown) => [{ type: 'richText', v: 1, doc: { type: 'doc', content: [node] } }];
    expect(parseBlocks(doc(listOf(BLOCK_LIMITS.listDepth))).ok).toBe(true);
    expect(parseBlocks(doc(listOf(BLOCK_LIMITS.listDepth + 1))).ok).toBe(false);

    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(errorOf([deep])).toEqual({ field: 'blocks', message: API_ERRORS.blockTooDeep });

    expect(errorOf(Array.from({ length: BLOCK_LIMITS.blocks + 1 }, () => callout))).toEqual({ field: 'blocks', message: API_ERRORS.outOfRange });
    const many = one('calendar');
    put(many, 'items', Array.from({ length: BLOCK_LIMITS.items + 1 }, () => ({ date: '01-01', title: 'x' })));
    expect(errorOf([many])).toEqual({ field: 'blocks[0].items', message: API_ERRORS.outOfRange });
    const big = doc({ type: 'paragraph', content: Array.from({ length: 6 }, () => ({ type: 'text', text: 'x'.repeat(BLOCK_LIMITS.textRun) })) });
    expect(errorOf(big)).toEqual({ field: 'blocks[0].doc', message: API_ERRORS.richTextTooLarge });
  });

  it('refuses a block version newer than the current one, naming its v', () => {
    expect(errorOf([one('callout'), { ...one('callout'), v: 2 }])).toEqual({ field: 'blocks[1].v', message: API_ERRORS.blockVersionUnknown('callout', 2) });
    const box = one('collapsible');
    put(box, 'blocks[0].v', 9);
    expect(errorOf([box]).field).toBe('blocks[0].blocks[0].v');
  });
});
