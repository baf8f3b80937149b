import { isRichTextLink, type RichTextDoc } from '@dz/contracts';
import type { AnyExtension, JSONContent } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import * as wordPasteFilter from 'tinymce-word-paste-filter';

/**
 * The staff's rich-text editor's schema (issue 38): Tiptap's nodes and marks restricted to what contracts' `richText`
 * schema holds (docs/architecture.md "Pages and blocks"): headings 2–4, paragraphs, bold, italic, links (checked by
 * `isRichTextLink`), bullet and numbered lists whose items start with a paragraph, quotes of paragraphs and lists,
 * simple tables of paragraphs, hard breaks. What the schema cannot hold is dropped on paste with its text kept (the
 * ProseMirror parser does that), and `normaliseDoc` turns the editor's JSON into the stored one.
 */

const LIST_ITEM_CONTENT = 'paragraph (paragraph | bulletList | orderedList)*';

/** Word's and the web's h1 is the page's title here: any heading becomes 2, 3 or 4. */
const PageHeading = Heading.extend({
  parseHTML() {
    return [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: Math.min(4, Math.max(2, level)) } }));
  },
}).configure({ levels: [2, 3, 4] });

export const richTextExtensions = (): AnyExtension[] => [
  Document,
  Paragraph,
  Text,
  PageHeading,
  Bold,
  Italic,
  HardBreak,
  Link.configure({
    openOnClick: false,
    autolink: false,
    linkOnPaste: false,
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isRichTextLink(url),
  }),
  BulletList,
  OrderedList,
  ListItem.extend({ content: LIST_ITEM_CONTENT }),
  ListKeymap,
  Blockquote.extend({ content: '(paragraph | bulletList | orderedList)+' }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader.extend({ content: 'paragraph+' }),
  TableCell.extend({ content: 'paragraph+' }),
  UndoRedo,
];

/** An empty document, as a new rich-text block holds it. */
export const emptyDoc = (): RichTextDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] });

type Node = { type: string; attrs?: Record<string, unknown>; content?: Node[]; text?: string; marks?: Node[] };

function normaliseMark(mark: JSONContent): Node | null {
  if (mark.type === 'bold' || mark.type === 'italic') return { type: mark.type };
  if (mark.type === 'link' && typeof mark.attrs?.href === 'string') return { type: 'link', attrs: { href: mark.attrs.href } };
  return null;
}

function normaliseNode(node: JSONContent): Node | null {
  const type = node.type ?? '';
  if (type === 'text') {
    if (!node.text) return null;
    const marks = (node.marks ?? []).map(normaliseMark).filter((m): m is Node => m !== null);
    return marks.length ? { type, text: node.text, marks } : { type, text: node.text };
  }
  const out: Node = { type };
  if (type === 'heading') out.attrs = { level: Number(node.attrs?.level ?? 2) };
  const start = Number(node.attrs?.start ?? 1);
  if (type === 'orderedList' && start !== 1) out.attrs = { start };
  const content = (node.content ?? []).map(normaliseNode).filter((n): n is Node => n !== null);
  if (content.length) out.content = content;
  return out;
}

/**
 * The editor's JSON as it is stored: only the attributes contracts' schema names (a heading's level, a numbered list's
 * start when it is not 1, a link's href), none of Tiptap's defaults (a link's target and rel, a cell's colspan,
 * rowspan and colwidth, a list's type).
 */
export function normaliseDoc(json: JSONContent): RichTextDoc {
  const content = (json.content ?? []).map(normaliseNode).filter((n): n is Node => n !== null);
  // The contracts' type, whose nodes this builds one to one; the server checks it again.
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] } as RichTextDoc;
}

/**
 * The filter's function: the package is CommonJS (`exports.default`), which bundlers hand over wrapped once or twice
 * (Vite's production build as `{ default: { default: fn } }`, its dev server and Vitest as `{ default: fn }`).
 */
function filterOf(mod: unknown): (html: string) => string {
  let v = mod;
  for (let i = 0; i < 3 && typeof v !== 'function'; i++) v = typeof v === 'object' && v !== null ? (v as { default?: unknown }).default : undefined;
  if (typeof v !== 'function') throw new Error('tinymce-word-paste-filter: no function exported');
  return v as (html: string) => string;
}
const cleanWordHTML = filterOf(wordPasteFilter);

const DANGEROUS = 'script, style, iframe, frame, object, embed, svg, math, img, picture, video, audio, source, link, meta, base, form, input, button, textarea, select, template, noscript';

/**
 * Pasted HTML before the editor reads it: first made inert (parsed in a document that runs nothing; scripts, media,
 * forms and every `on…` attribute removed), then Word's and Google Docs' markup cleaned by `tinymce-word-paste-filter`
 * (Word's list paragraphs become lists). What is left the editor's schema reads, dropping what it cannot hold.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.querySelectorAll(DANGEROUS))) el.remove();
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || ((attr.name === 'href' || attr.name === 'src') && !isRichTextLink(attr.value.trim()))) el.removeAttribute(attr.name);
    }
  }
  return cleanWordHTML(doc.body.innerHTML);
}
