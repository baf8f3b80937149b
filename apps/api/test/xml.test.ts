// The XML builder of the sitemap and the feeds (src/http/xml.ts) against the conforming parser
// the feed tests use (test/xml.ts), which must itself refuse what is not well-formed.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { el, escapeXml, xmlDocument } from '../src/http/xml.js';
import { parseXml } from './xml.js';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** What XML 1.0 keeps of a string: everything but the characters its production Char leaves out. */
const xmlChars = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

describe('the test parser', () => {
  it('refuses documents that are not well-formed XML 1.0', () => {
    for (const bad of [
      '<a>&</a>', '<a><b></a>', '<a/><b/>', '<a>\u0001</a>', '<a x="1" x="2"/>', '<a x="<"/>', '<p:a/>',
      '<a>&nbsp;</a>', '<a>]]></a>', '<a>\uFFFF</a>', '<a>\uD800</a>',
    ]) expect(() => parseXml(`${DECL}${bad}`), bad).toThrow();
    expect(() => parseXml('<a/>'), 'no declaration').toThrow();
    expect(parseXml(`${DECL}<a b="&quot;"><c>x &amp; y</c></a>`)).toMatchObject({ local: 'a', attrs: { b: '"' }, children: [{ local: 'c', text: 'x & y' }] });
  });
});

describe('el and xmlDocument', () => {
  it('escape markup characters in text and attributes, so they parse back as written', () => {
    const hostile = `a & b < c > d "e" 'f' ]]> <![CDATA[ &amp; č ć đ š ž 😷 \t\r\n end`;
    const root = parseXml(xmlDocument(el('root', { title: hostile }, el('t', null, hostile))));
    expect(root.attrs.title).toBe(hostile);
    expect(root.children[0]!.text).toBe(hostile);
  });

  it('leave out what XML 1.0 forbids and keep every other character, for any string', () => {
    // Random strings over the edges of the Char ranges, markup characters and surrogate halves.
    const alphabet = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\u000B', '\u001F', ' ', '&', '<', '>', '"', "'", ']', 'a', 'č', '\u007F', '\u0085',
      '\uD7FF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uE000', '\uFFFD', '\uFFFE', '\uFFFF', '😷', '\u{10FFFF}'];
    for (let n = 0; n < 500; n++) {
      const s = Array.from({ length: randomInt(1, 40) }, () => alphabet[randomInt(alphabet.length)]).join('');
      const root = parseXml(xmlDocument(el('r', { s }, el('t', null, s))));
      expect(root.children[0]?.text ?? '', JSON.stringify(s)).toBe(xmlChars(s));
      expect(root.attrs.s, JSON.stringify(s)).toBe(xmlChars(s));
      expect(escapeXml(s, true)).not.toMatch(/[<>"'\t\n\r]|&(?!(amp|lt|gt|quot|apos|#9|#10|#13);)/);
    }
  });

  it('write empty elements as empty, leave out undefined content and attributes, and nest elements one per line', () => {
    expect(el('a', { x: undefined, y: 2 }).markup).toBe('<a y="2"/>');
    expect(el('a', null, undefined, el('b', null, 'x'), el('c', null)).markup).toBe('<a><b>x</b>\n<c/></a>');
    expect(xmlDocument(el('a', null))).toBe(`${DECL}<a/>\n`);
  });
});
