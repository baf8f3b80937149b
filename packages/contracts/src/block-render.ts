import type { Block, InlineNode, RichTextDoc, RichTextNode } from './blocks.js';
import { isLocalLink, isRichTextLink } from './links.js';
import { documentTypeByResource } from './registry.js';
import { isMonthDay, MONTHS, monthDayWords } from './format.js';
import { FRAME_UI } from './frame-text.js';

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
  /** Shown when given (the accessibility statement's institution contacts show only phone and e-mail). */
  name?: string;
  address?: string;
  phones: string[];
  email?: string;
}
export interface RenderContext {
  /** The contacts a contact block names, if the caller has them; without, the block renders an empty placeholder. */
  contact?: (of: Extract<Block, { type: 'contact' }>['of']) => ContactCard | undefined;
}

const TONE_LABEL = { info: 'Informacija', warning: 'Upozorenje', urgent: 'Hitno' } as const;

/** A file of the site (a form's PDF under /assets/): downloaded, as the pages' links to them always were. */
const isSiteFile = (href: string) => href.startsWith('/assets/') && /\.pdf$/i.test(href);
const linkOrText = (href: string, inner: string) =>
  (isRichTextLink(href) ? `<a href="${escapeHtml(href)}"${isSiteFile(href) ? ' download' : ''}>${inner}</a>` : inner);
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
      return n.content ? `<p>${escapeHtml(nodeText(n))}</p>` : '';
  }
}

export const richTextHtml = (doc: RichTextDoc) => (doc.content ?? []).map(nodeHtml).join('\n');

/** A heading inside a block at `path`: h2 on the page, h3 in a box, h4 deeper (the page's h1 is its title). */
const headingTag = (path: readonly number[]) => `h${Math.min(path.length + 1, 4)}`;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A description list's row (contacts, the calendar). */
const term = (dt: string, dd: string) => `<div><dt>${dt}</dt><dd>${dd}</dd></div>`;
/** The phone as a tel: link, digits and + only (as the web's PhoneLink). */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

type BibliographyItem = Extract<Block, { type: 'bibliography' }>['items'][number];
/**
 * A bibliography entry in the library's (Vancouver) style, "Autor A. Naslov. Mjesto: Izdavač; 2021.", as the text
 * before its title, the title and the text after it: the page shows the title as a <cite>, search and the seed the line.
 */
export function bibliographyParts(item: BibliographyItem): [before: string, title: string, after: string] {
  const where = [item.publisher, item.year === undefined ? undefined : String(item.year)].filter((x) => x !== undefined).join('; ');
  return [`${item.authors}. `, item.title, `.${where ? ` ${where}.` : ''}`];
}
export const bibliographyLine = (item: BibliographyItem) => bibliographyParts(item).join('');

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
    {
      // The web's Collapsible markup (docs/product.md "Screens"): closed at start, a <details> that works without JavaScript.
      const h = headingTag(path);
      const inner = block.blocks.map((b, i) => blockHtml(b, [...path, i], context)).join('\n');
      return `<details class="collapsible"${id}><summary class="collapsible-toggle"><${h} class="collapsible-heading">${escapeHtml(block.title)}</${h}><span class="collapsible-icon" aria-hidden="true"></span></summary><div class="collapsible-panel">${inner}</div></details>`;
    }
    case 'people': {
      // A table of role and name, captioned by the list's title (the clinics' team tables look the same).
      const person = (p: (typeof block.people)[number]) =>
        `<tr><td>${escapeHtml(p.role)}</td><th scope="row">${p.photo && isLocalLink(p.photo) ? `<img src="${escapeHtml(p.photo)}" alt="" loading="lazy"> ` : ''}${escapeHtml(p.name)}</th></tr>`;
      return `<div class="table-wrap"${id}><table class="data-table"><caption>${escapeHtml(block.title ?? FRAME_UI.team)}</caption><thead><tr><th scope="col">${FRAME_UI.personRole}</th><th scope="col">${FRAME_UI.personName}</th></tr></thead><tbody>${block.people.map(person).join('')}</tbody></table></div>`;
    }
    case 'references':
      return `<ul class="block-list blok-propisi"${id}>${block.items
        .map((item) => `<li>${item.url ? linkOrText(item.url, escapeHtml(item.title)) : escapeHtml(item.title)}${item.source ? ` (${escapeHtml(item.source)})` : ''}</li>`)
        .join('')}</ul>`;
    case 'bibliography':
      // Vancouver style, as the library's lists were written: "Autor A. Naslov. Mjesto: Izdavač; 2021."
      return `<ul class="block-list blok-literatura"${id}>${block.items
        .map((item) => {
          const [before, title, after] = bibliographyParts(item);
          return `<li>${escapeHtml(before)}<cite>${escapeHtml(title)}</cite>${escapeHtml(after)}</li>`;
        })
        .join('')}</ul>`;
    case 'calendar': {
      // Month by month, each under its name, a day's date in words ("4. januara") beside what it marks.
      const items = block.items.filter((item) => isMonthDay(item.date)).sort((a, b) => a.date.localeCompare(b.date));
      const h = headingTag(path);
      const months = MONTHS.map((month, m) => {
        const days = items.filter((item) => Number(item.date.slice(0, 2)) === m + 1);
        if (!days.length) return '';
        const rows = days.map((item) => term(`<time datetime="--${escapeHtml(item.date)}">${escapeHtml(monthDayWords(item.date))}</time>`, escapeHtml(item.title))).join('');
        return `<${h} class="block-heading">${capitalize(month)}</${h}><dl class="block-terms">${rows}</dl>`;
      });
      return `<div class="blok-kalendar"${id}>${months.join('')}</div>`;
    }
    case 'tiles':
      // Big link tiles (/info, /centar); blocks.css counts them for the columns.
      return `<ul class="tile-grid"${id}>${block.items
        .map((item) => {
          const inner = `<h2>${escapeHtml(item.title)}</h2>${item.text ? `<p>${escapeHtml(item.text)}</p>` : ''}`;
          return `<li>${isRichTextLink(item.link) ? `<a class="tile" href="${escapeHtml(item.link)}">${inner}</a>` : inner}</li>`;
        })
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
      if (!card) return `<dl class="block-contact"${id}></dl>`;
      const rows = [
        card.name ? term(FRAME_UI.contact, escapeHtml(card.name)) : '',
        card.phones.length ? term(FRAME_UI.phone, card.phones.map((p) => linkOrText(telHref(p), escapeHtml(p))).join(', ')) : '',
        card.email ? term(FRAME_UI.email, linkOrText(`mailto:${card.email}`, escapeHtml(card.email))) : '',
        card.address ? term(FRAME_UI.address, escapeHtml(card.address)) : '',
      ];
      return `<dl class="block-contact"${id}>${rows.join('')}</dl>`;
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
      return [block.items.map((i) => (i.source ? `${i.title} (${i.source})` : i.title)).join('\n')];
    case 'bibliography':
      return [block.items.map(bibliographyLine).join('\n')];
    case 'calendar':
      return [[...block.items].sort((a, b) => a.date.localeCompare(b.date)).map((i) => `${monthDayWords(i.date)} ${i.title}`).join('\n')];
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
