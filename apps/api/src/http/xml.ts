/**
 * Builds XML documents (the sitemap and the RSS feeds) from elements whose text and
 * attribute values are always escaped: text cannot become markup, whatever staff typed.
 * A dozen lines do it; an XML library would add a dependency for what this file tests.
 */

/**
 * What XML 1.0 refuses in a document (its production Char): control characters other than
 * tab, line feed and carriage return, lone UTF-16 surrogates (no UTF-8 form), U+FFFE and
 * U+FFFF. The API refuses NUL and lone surrogates in stored text, but other control
 * characters may be stored: they are left out here rather than making a feed unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;', '\n': '&#10;', '\t': '&#9;' };
/**
 * A parser reads a carriage return as a line feed, and tab and line breaks in an attribute
 * as spaces: as references they come back as written.
 */
const IN_TEXT = /[&<>"'\r]/g;
const IN_ATTRIBUTE = /[&<>"'\r\n\t]/g;

/** Text as XML character data, or as an attribute value (quoted with either quote). */
export const escapeXml = (text: string, attribute = false) => text.replace(NOT_XML, '').replace(attribute ? IN_ATTRIBUTE : IN_TEXT, (c) => ENTITIES[c]!);

/** Markup made by el(): nested as it is, never escaped again. */
export interface Xml {
  readonly markup: string;
}

type Attributes = Record<string, string | number | undefined>;

/**
 * An element with escaped attributes (undefined ones left out) and content: strings are
 * escaped text, elements nest (each on its own line), undefined is skipped.
 */
export function el(name: string, attributes: Attributes | null, ...content: (Xml | string | undefined)[]): Xml {
  const attrs = Object.entries(attributes ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [` ${k}="${escapeXml(String(v), true)}"`])).join('');
  const parts = content.filter((c) => c !== undefined);
  const inner = parts.map((c) => (typeof c === 'string' ? escapeXml(c) : c.markup)).join(parts.some((c) => typeof c !== 'string') ? '\n' : '');
  return { markup: inner ? `<${name}${attrs}>${inner}</${name}>` : `<${name}${attrs}/>` };
}

/** A whole document in UTF-8: the declaration, then the root element. */
export const xmlDocument = (root: Xml) => `<?xml version="1.0" encoding="UTF-8"?>\n${root.markup}\n`;
