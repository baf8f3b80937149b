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
const one = (type: string) => clone(SAMPLE_BLOCKS.find((b) => b.type === type)!) as unknown as Record<string, any>;

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
    tiles.items[1].style = 'x';
    expect(errorOf([one('callout'), one('callout'), tiles]).field).toBe('blocks[2].items[1].style');
  });

  it('names the field of each invalid shape, block by block', () => {
    const cases: [Record<string, any>, string, string][] = [];
    const c = (mutate: (b: Record<string, any>) => void, type: string, field: string, message: string) => {
      const b = one(type);
      mutate(b);
      cases.push([b, field, message]);
    };
    c((b) => (b.tone = 'red'), 'callout', 'tone', API_ERRORS.invalidValue);
    c((b) => (b.text = '  '), 'callout', 'text', API_ERRORS.required);
    c((b) => (b.text = 'x'.repeat(BLOCK_LIMITS.text + 1)), 'callout', 'text', API_ERRORS.tooLong(BLOCK_LIMITS.text));
    c((b) => (b.title = 'a\u202Eb'), 'callout', 'title', API_ERRORS.invalidCharacters);
    c((b) => (b.title = ''), 'collapsible', 'title', API_ERRORS.required);
    c((b) => (b.blocks[1].blocks[0].tone = 'x'), 'collapsible', 'blocks[1].blocks[0].tone', API_ERRORS.invalidValue);
    c((b) => (b.people = []), 'people', 'people', API_ERRORS.required);
    c((b) => (b.people[0].role = undefined), 'people', 'people[0].role', API_ERRORS.required);
    c((b) => (b.people[0].photo = 'https://evil.example/x.png'), 'people', 'people[0].photo', API_ERRORS.picturePathInvalid);
    c((b) => (b.items[0].url = 'javascript:alert(1)'), 'references', 'items[0].url', API_ERRORS.linkInvalid);
    c((b) => (b.items[1].source = 5), 'references', 'items[1].source', API_ERRORS.required);
    c((b) => (b.items[0].year = 20041), 'bibliography', 'items[0].year', API_ERRORS.outOfRange);
    c((b) => (b.items[1].authors = ''), 'bibliography', 'items[1].authors', API_ERRORS.required);
    c((b) => (b.items[2].date = '02-30'), 'calendar', 'items[2].date', API_ERRORS.calendarDateInvalid);
    c((b) => (b.items[0].date = '2024-04-07'), 'calendar', 'items[0].date', API_ERRORS.calendarDateInvalid);
    c((b) => (b.items[1].link = 'data:text/html,x'), 'tiles', 'items[1].link', API_ERRORS.linkInvalid);
    c((b) => delete b.alt, 'image', 'alt', API_ERRORS.imageAltRequired);
    c((b) => ((b.decorative = true), (b.alt = 'x')), 'image', 'alt', API_ERRORS.imageDecorativeAlt);
    c((b) => (b.picture = '//evil.example/x.png'), 'image', 'picture', API_ERRORS.picturePathInvalid);
    c((b) => (b.resource = 'Korisnici'), 'documents', 'resource', API_ERRORS.unknownResource);
    c((b) => (b.of = { clinic: 0 }), 'contact', 'of.clinic', API_ERRORS.invalidId);
    c((b) => (b.of = 'everyone'), 'contact', 'of', API_ERRORS.invalidValue);
    c((b) => (b.v = 'x'), 'callout', 'v', API_ERRORS.invalidValue);
    c((b) => (b.doc.content[0].attrs.level = 1), 'richText', 'doc.content[0].attrs.level', API_ERRORS.invalidValue);
    c((b) => (b.doc.content[1].content[1].marks[1].attrs.href = 'javascript:alert(1)'), 'richText', 'doc.content[1].content[1].marks[1].attrs.href', API_ERRORS.richTextLinkInvalid);
    c((b) => (b.doc.content[1].content[0].marks = [{ type: 'underline' }]), 'richText', 'doc.content[1].content[0].marks[0].type', API_ERRORS.nodeTypeUnknown('underline'));
    c((b) => (b.doc.content[1].content[0].style = 'x'), 'richText', 'doc.content[1].content[0].style', API_ERRORS.unknownFields(['style']));
    c((b) => (b.doc.content[2].content[0].content = [b.doc.content[2].content[0].content[1]]), 'richText', 'doc.content[2].content[0].content', API_ERRORS.listItemStartsWithParagraph);
    c((b) => b.doc.content[4].content[1].content.pop(), 'richText', 'doc.content[4].content', API_ERRORS.tableRowsDiffer);
    c((b) => (b.doc.content[4].content[0].content[0].attrs = { colspan: 2 }), 'richText', 'doc.content[4].content[0].content[0].attrs', API_ERRORS.unknownFields(['attrs']));
    for (const [block, field, message] of cases) {
      const index = 2;
      expect({ block: block.type, ...errorOf([one('callout'), one('callout'), block]) }).toEqual({ block: block.type, field: `blocks[${index}].${field}`, message });
    }
  });

  it('names an unknown rich-text node by its own path', () => {
    const b = one('richText');
    b.doc.content.push({ type: 'iframe', attrs: { src: 'https://evil.example' } });
    expect(errorOf([b])).toEqual({ field: 'blocks[0].doc.content[6].type', message: API_ERRORS.nodeTypeUnknown('iframe') });
  });

  it('refuses javascript: and data: links however they are written, and takes the allowed schemes', () => {
    const withHref = (href: string) => {
      const b = one('richText');
      b.doc.content = [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] }];
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
    many.items = Array.from({ length: BLOCK_LIMITS.items + 1 }, () => ({ date: '01-01', title: 'x' }));
    expect(errorOf([many])).toEqual({ field: 'blocks[0].items', message: API_ERRORS.outOfRange });
    const big = doc({ type: 'paragraph', content: Array.from({ length: 6 }, () => ({ type: 'text', text: 'x'.repeat(BLOCK_LIMITS.textRun) })) });
    expect(errorOf(big)).toEqual({ field: 'blocks[0].doc', message: API_ERRORS.richTextTooLarge });
  });

  it('refuses a block version newer than the current one, naming its v', () => {
    expect(errorOf([one('callout'), { ...one('callout'), v: 2 }])).toEqual({ field: 'blocks[1].v', message: API_ERRORS.blockVersionUnknown('callout', 2) });
    const box = one('collapsible');
    box.blocks[0].v = 9;
    expect(errorOf([box]).field).toBe('blocks[0].blocks[0].v');
  });
});
