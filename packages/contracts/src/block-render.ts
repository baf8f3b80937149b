import type { Block, InlineNode, RichTextDoc, RichTextNode } from './blocks.js';
import { isLocalLink, isRichTextLink } from './links.js';
import { documentTypeByResource } from './registry.js';
import { isMonthDay } from './format.js';

/**
 * A page's blocks as HTML, for the server's page and the staff preview alike (issue 38; docs/architecture.md "Pages
 * and blocks"). A pure function of zod-free JSON: no DOM, nothing loaded but this module. It trusts nothing stored:
 * every text is escaped, every link is checked again (isRichTextLink) and a refused one is shown as its text only.
 * Plain text of the blocks (search, the legacy `opis`) and the reverse (a plain `opis` as paragraphs) live here too.
 */

/** Text as HTML character data or as a double-quoted attribute value; control characters but tab and line feed dropped. */
// eslint-disable-next-line no-control-regex
const NOT_HTML = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(NOT_HTML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The anchor of a block (its index path, `blok-2-0` for the first block in the third block's box): search links to it. */
export const blockAnchor = (path: readonly number[]) => `blok-${path.join('-')}`;

/** The institution's or a unit's contacts, read live by the caller; a contact block renders them. */
export interface ContactCard {
  name: string;
  address?: string;
  phones: string[];
  email?: string;
}
export interface RenderContext {
  /** The contacts a contact block names, if the caller has them; without, the block renders an empty placeholder. */
  contact?: (of: Extract<Block, { type: 'contact' }>['of']) => ContactCard | undefined;
}

const TONE_LABEL = { info: 'Informacija', warning: 'Upozorenje', urgent: 'Hitno' } as const;

const linkOrText = (href: string, inner: string) => (isRichTextLink(href) ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner);
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function inlineHtml(nodes: readonly InlineNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '<br>';
      let html = escapeHtml(node.text);
      const marks = node.marks ?? [];
      if (marks.some((m) => m.type === 'italic')) html = `<em>${html}</em>`;
      if (marks.some((m) => m.type === 'bold')) html = `<strong>${html}</strong>`;
      const link = marks.find((m) => m.type === 'link');
      return link?.type === 'link' ? linkOrText(link.attrs.href, html) : html;
    })
    .join('');
}

type AnyNode = RichTextNode | { type: string; content?: unknown; attrs?: unknown };

function nodeHtml(node: AnyNode): string {
  const n = node as { type: string; content?: AnyNode[]; attrs?: Record<string, number> };
  switch (n.type) {
    case 'paragraph':
      return `<p>${inlineHtml(n.content as InlineNode[] | undefined)}</p>`;
    case 'heading': {
      const level = [2, 3, 4].includes(n.attrs?.level ?? 0) ? n.attrs!.level : 2;
      return `<h${level}>${inlineHtml(n.content as InlineNode[] | undefined)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${(n.content ?? []).map(nodeHtml).join('')}</ul>`;
    case 'orderedList': {
      const start = Number.isInteger(n.attrs?.start) && n.attrs!.start! > 1 ? ` start="${n.attrs!.start}"` : '';
      return `<ol${start}>${(n.content ?? []).map(nodeHtml).join('')}</ol>`;
    }
    case 'listItem':
      return `<li>${(n.content ?? []).map(nodeHtml).join('')}</li>`;
    case 'blockquote':
      return `<blockquote>${(n.content ?? []).map(nodeHtml).join('')}</blockquote>`;
    case 'table': {
      const rows = (n.content ?? []) as { content?: { type: string; content?: AnyNode[] }[] }[];
      const cell = (c: { type: string; content?: AnyNode[] }) => {
        const tag = c.type === 'tableHeader' ? 'th' : 'td';
        return `<${tag}>${(c.content ?? []).map(nodeHtml).join('')}</${tag}>`;
      };
      const row = (r: (typeof rows)[number]) => `<tr>${(r.content ?? []).map(cell).join('')}</tr>`;
      const headed = rows.length > 0 && (rows[0]!.content ?? []).every((c) => c.type === 'tableHeader');
      const head = headed ? `<thead>${row(rows[0]!)}</thead>` : '';
      return `<table>${head}<tbody>${(headed ? rows.slice(1) : rows).map(row).join('')}</tbody></table>`;
    }
    default:
      // Nothing stored outside the schema becomes markup; its text, escaped, stays readable.
      return n.content ? `<p>${escapeHtml(docText({ type: 'doc', content: [n] } as unknown as RichTextDoc))}</p>` : '';
  }
}

export const richTextHtml = (doc: RichTextDoc) => (doc.content ?? []).map(nodeHtml).join('\n');

const MONTH_DAY = (date: string) => `${date.slice(3, 5)}.${date.slice(0, 2)}.`;

function blockHtml(block: Block, path: number[], context: RenderContext): string {
  const id = ` id="${blockAnchor(path)}"`;
  switch (block.type) {
    case 'richText':
      return `<div class="blok-tekst"${id}>${richTextHtml(block.doc)}</div>`;
    case 'callout': {
      const tone = block.tone in TONE_LABEL ? block.tone : 'info';
      const title = block.title ? `<p class="obavijest-naslov"><strong>${escapeHtml(block.title)}</strong></p>` : '';
      return `<aside class="obavijest obavijest-${tone}" role="note" aria-label="${TONE_LABEL[tone]}"${id}>${title}<p>${lines(block.text)}</p></aside>`;
    }
    case 'collapsible':
      return `<details class="blok-sklopivi"${id}><summary>${escapeHtml(block.title)}</summary>${block.blocks.map((b, i) => blockHtml(b, [...path, i], context)).join('\n')}</details>`;
    case 'people': {
      const title = block.title ? `<h3>${escapeHtml(block.title)}</h3>` : '';
      const person = (p: (typeof block.people)[number]) =>
        `<li>${p.photo && isLocalLink(p.photo) ? `<img src="${escapeHtml(p.photo)}" alt="" loading="lazy">` : ''}<span class="osoba-ime">${escapeHtml(p.name)}</span> <span class="osoba-uloga">${escapeHtml(p.role)}</span></li>`;
      return `<section class="blok-osobe"${id}>${title}<ul>${block.people.map(person).join('')}</ul></section>`;
    }
    case 'references':
      return `<ul class="blok-propisi"${id}>${block.items
        .map((item) => `<li>${item.url ? linkOrText(item.url, escapeHtml(item.title)) : escapeHtml(item.title)} (${escapeHtml(item.source)})</li>`)
        .join('')}</ul>`;
    case 'bibliography':
      return `<ul class="blok-literatura"${id}>${block.items
        .map((item) => {
          const rest = [item.publisher, item.year === undefined ? undefined : String(item.year)].filter((x) => x !== undefined).map((x) => escapeHtml(x));
          return `<li>${escapeHtml(item.authors)}: <cite>${escapeHtml(item.title)}</cite>${rest.length ? `. ${rest.join(', ')}` : ''}</li>`;
        })
        .join('')}</ul>`;
    case 'calendar': {
      const items = block.items.filter((item) => isMonthDay(item.date)).sort((a, b) => a.date.localeCompare(b.date));
      return `<ul class="blok-kalendar"${id}>${items.map((item) => `<li><time datetime="--${escapeHtml(item.date)}">${escapeHtml(MONTH_DAY(item.date))}</time> ${escapeHtml(item.title)}</li>`).join('')}</ul>`;
    }
    case 'tiles':
      return `<ul class="blok-plocice"${id}>${block.items
        .map((item) => `<li>${linkOrText(item.link, `<strong>${escapeHtml(item.title)}</strong>${item.text ? ` <span>${escapeHtml(item.text)}</span>` : ''}`)}</li>`)
        .join('')}</ul>`;
    case 'image': {
      if (!isLocalLink(block.picture)) return '';
      const alt = block.decorative ? '' : escapeHtml(block.alt ?? '');
      const caption = block.caption ? `<figcaption>${escapeHtml(block.caption)}</figcaption>` : '';
      return `<figure class="blok-slika"${id}><img src="${escapeHtml(block.picture)}" alt="${alt}" loading="lazy">${caption}</figure>`;
    }
    case 'documents': {
      const type = documentTypeByResource(block.resource);
      if (!type) return '';
      return `<section class="blok-dokumenti" data-resource="${escapeHtml(type.resource)}"${id}><h2>${escapeHtml(type.title)}</h2><p>${linkOrText(type.listPath, escapeHtml(type.title))}</p></section>`;
    }
    case 'contact': {
      const card = context.contact?.(block.of);
      if (!card) return `<section class="blok-kontakt"${id}></section>`;
      const phones = card.phones.map((p) => `<li>${linkOrText(`tel:${p.replace(/[^0-9+]/g, '')}`, escapeHtml(p))}</li>`).join('');
      const email = card.email ? `<p>${linkOrText(`mailto:${card.email}`, escapeHtml(card.email))}</p>` : '';
      const address = card.address ? `<p>${escapeHtml(card.address)}</p>` : '';
      return `<section class="blok-kontakt"${id}><h2>${escapeHtml(card.name)}</h2>${address}${phones ? `<ul>${phones}</ul>` : ''}${email}</section>`;
    }
    default:
      return '';
  }
}

/** A page's blocks (checked by blocks.ts parseBlocks) as HTML; each block carries its anchor (blockAnchor). */
export const renderBlocks = (blocks: readonly Block[], context: RenderContext = {}) => blocks.map((b, i) => blockHtml(b, [i], context)).join('\n');

// ---- Plain text ----

function nodeText(node: AnyNode): string {
  const n = node as { type: string; text?: string; content?: AnyNode[] };
  if (n.type === 'text') return n.text ?? '';
  if (n.type === 'hardBreak') return '\n';
  const parts = (n.content ?? []).map(nodeText);
  switch (n.type) {
    case 'paragraph':
    case 'heading':
    case 'tableHeader':
    case 'tableCell':
      return parts.join('');
    case 'tableRow':
      return parts.join('\t');
    case 'bulletList':
    case 'orderedList':
    case 'listItem':
    case 'table':
      return parts.join('\n');
    default:
      return parts.join('\n\n');
  }
}

/** A rich-text document's text: paragraphs apart by a blank line, list items and table rows one a line. */
export const docText = (doc: RichTextDoc) => (doc.content ?? []).map(nodeText).join('\n\n');

function blockText(block: Block): string[] {
  switch (block.type) {
    case 'richText':
      return [docText(block.doc)];
    case 'callout':
      return [block.title, block.text].filter((x) => x !== undefined);
    case 'collapsible':
      return [block.title, ...block.blocks.flatMap(blockText)];
    case 'people':
      return [...(block.title ? [block.title] : []), block.people.map((p) => `${p.name}, ${p.role}`).join('\n')];
    case 'references':
      return [block.items.map((i) => `${i.title} (${i.source})`).join('\n')];
    case 'bibliography':
      return [block.items.map((i) => [`${i.authors}: ${i.title}`, i.publisher, i.year].filter((x) => x !== undefined).join(', ')).join('\n')];
    case 'calendar':
      return [[...block.items].sort((a, b) => a.date.localeCompare(b.date)).map((i) => `${MONTH_DAY(i.date)} ${i.title}`).join('\n')];
    case 'tiles':
      return block.items.map((i) => (i.text ? `${i.title}\n${i.text}` : i.title));
    case 'image':
      return [block.caption ?? '', block.decorative ? '' : (block.alt ?? '')].filter((x) => x !== '');
    default:
      return [];
  }
}

/**
 * The blocks' text for search and for the legacy wire's plain `opis` (a rich news body flattened): blocks and
 * paragraphs apart by a blank line. Contacts and document lists are live data, not the page's text.
 */
export const blocksPlainText = (blocks: readonly Block[]) => blocks.flatMap(blockText).filter((t) => t !== '').join('\n\n');

/**
 * The blocks' text by anchor, for the search index (issue 38: a hit inside a collapsible box or a people list links
 * to that block): one section a block, a box's title its own and each block inside it a section of its own, so
 * the hit links to the innermost block (a browser opens the boxes around a fragment's target).
 */
export function blockSections(blocks: readonly Block[], path: readonly number[] = []): { anchor: string; text: string }[] {
  return blocks.flatMap((block, i) => {
    const at = [...path, i];
    if (block.type === 'collapsible') return [{ anchor: blockAnchor(at), text: block.title }, ...blockSections(block.blocks, at)];
    const text = blockText(block).join('\n\n');
    return text ? [{ anchor: blockAnchor(at), text }] : [];
  });
}

/**
 * A legacy plain text (a news `opis` from an old client) as one rich-text block: each run of text between blank
 * lines a paragraph, a single line break a hardBreak. blocksPlainText gives the text back (trimmed, blank lines as one).
 */
export function paragraphsFromPlain(text: string): Extract<Block, { type: 'richText' }> {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const content = paragraphs.map((p) => ({
    type: 'paragraph' as const,
    content: p.split('\n').flatMap((line, i) => [...(i ? [{ type: 'hardBreak' as const }] : []), ...(line ? [{ type: 'text' as const, text: line }] : [])]),
  }));
  return { type: 'richText', v: 1, doc: { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] } };
}
