import {
  CONTENT_PAGE_PATHS, DOCUMENT_TYPES, PAGE_ALIASES, ROUTES, bibliographyLine, checkPagePath, firstSentence, parseBlocks,
  type Block as PageBlock, type DocumentType, type IntroName, type RichTextNode,
} from '@dz/contracts';
import { accessibilityStatement } from './pages/accessibility.js';
import { aboutDetailPage, aboutPage } from './pages/about.js';
import { educationCentrePage } from './pages/educationCentre.js';
import { patientInfoPage } from './pages/info.js';
import { documentIntros } from './pages/intros.js';
import { missionPage } from './pages/mission.js';
import { healthDays } from './centreLaws/healthCalendar.js';
import { regulationGroups, regulationsNote } from './centreLaws/laws.js';
import { dentalLiterature, generalLiterature, medicalLiterature } from './library.js';
import type { Block, PageContent, Section } from './types.js';

/**
 * The spec's static pages and the document lists' intros as `Stranica` rows (issue 38): today's content modules mapped
 * to the typed blocks of contracts blocks.ts. `pageSeedSql()` is the data migration `static_pages` (prisma/migrations),
 * written by `pnpm --filter @dz/content run seed:pages`; pageSeed.test.ts fails while the two differ, so the seeded
 * pages are exactly this content. A page at a path already taken (one staff made first) is left alone.
 */
export interface PageSeed {
  path: string;
  title: string;
  summary: string;
  blocks: PageBlock[];
}

type Inline = { type: 'text'; text: string; marks?: ({ type: 'bold' } | { type: 'link'; attrs: { href: string } })[] };
const text = (t: string): Inline => ({ type: 'text', text: t });
const para = (...content: Inline[]): RichTextNode => ({ type: 'paragraph', content });
const bullets = (items: Inline[][], ordered = false): RichTextNode =>
  ({ type: ordered ? 'orderedList' : 'bulletList', content: items.map((c) => ({ type: 'listItem', content: [para(...c)] })) }) as RichTextNode;
const richText = (content: RichTextNode[]): PageBlock => ({ type: 'richText', v: 1, doc: { type: 'doc', content } });
const link = (label: string, href: string): Inline => ({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] });
const labelled = (label: string, value: Inline): RichTextNode => para({ type: 'text', text: `${label}: `, marks: [{ type: 'bold' }] }, value);

/** A content block as rich-text nodes, or as a block of its own (people); headings at `level`. */
function nodesOf(b: Block, level: 2 | 3): RichTextNode[] | PageBlock {
  switch (b.type) {
    case 'paragraph': case 'notice': return [para(text(b.text))];
    case 'heading': return [{ type: 'heading', attrs: { level }, content: [text(b.text)] }];
    case 'list': return [bullets(b.items.map((i) => [text(i)]), b.ordered)];
    case 'links': return [bullets(b.items.map((l) => [link(l.label, l.href)]))];
    case 'contact': {
      const c = b.contact;
      return [
        ...(c.name ? [labelled(c.role ?? 'Kontakt', text(c.name))] : []),
        ...(c.phone ? [labelled('Telefon', link(c.phone, `tel:${c.phone.replace(/[^\d+]/g, '')}`))] : []),
        ...(c.email ? [labelled('E-mail', link(c.email, `mailto:${c.email}`))] : []),
        ...(c.address ? [labelled('Adresa', text(c.address))] : []),
      ];
    }
    case 'people': return { type: 'people', v: 1, ...(b.caption ? { title: b.caption } : {}), people: b.items.map((p) => ({ name: p.name, role: p.role })) };
    case 'terms': throw new Error('terms are the health calendar, seeded as a calendar block');
  }
}

/** Content blocks as page blocks: runs of text one richText block, a people list a block of its own. */
export function pageBlocks(blocks: readonly Block[], level: 2 | 3): PageBlock[] {
  const out: PageBlock[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    if (run.length) out.push(richText(run));
    run = [];
  };
  for (const b of blocks) {
    const r = nodesOf(b, level);
    if (Array.isArray(r)) run.push(...r);
    else {
      flush();
      out.push(r);
    }
  }
  flush();
  return out;
}

const box = (title: string, blocks: PageBlock[]): PageBlock => ({ type: 'collapsible', v: 1, title, blocks });

/** The laws box: each group's heading, then its regulations as references, then the note. */
const lawBlocks = (): PageBlock[] => [
  ...regulationGroups.flatMap((g): PageBlock[] => [
    richText([{ type: 'heading', attrs: { level: 3 }, content: [text(g.title)] }]),
    { type: 'references', v: 1, items: g.items.map((r) => (r.gazette ? { title: r.title, source: r.gazette } : { title: r.title })) },
  ]),
  richText([para(text(regulationsNote))]),
];

const two = (n: number) => String(n).padStart(2, '0');
/** The health calendar: each day MM-DD (a moving day by its earliest one, its rule said in the title). */
const calendarBlock = (): PageBlock => ({
  type: 'calendar', v: 1,
  items: healthDays.map((d) => ({ date: `${two(d.month)}-${two(d.day)}`, title: d.when ? `${d.name} (${d.when})` : d.name })),
});

/**
 * A library line ("Autor A. Naslov. Mjesto: Izdavač; 2021.") as a bibliography item; the seed refuses one whose item
 * would not give the same line back (contracts bibliographyLine), so the page shows each line as written.
 */
export function bibliographyItem(line: string) {
  const m = /^(.+?)\. (.+?)(?:\. ((?:St\. )?[^;.]+: [^;]+?))?(?:; (\d{4}))?\.$/u.exec(line);
  if (!m) throw new Error(`bibliography line not in the library's style: ${line}`);
  const item = { authors: m[1]!, title: m[2]!, ...(m[3] ? { publisher: m[3] } : {}), ...(m[4] ? { year: Number(m[4]) } : {}) };
  if (bibliographyLine(item) !== line) throw new Error(`bibliography line does not round-trip: ${line} → ${bibliographyLine(item)}`);
  return item;
}
const bibliography = (lines: readonly string[]): PageBlock => ({ type: 'bibliography', v: 1, items: lines.map(bibliographyItem) });

/** Boxes whose content is data of its own kind rather than text. */
const TYPED_BOXES: Record<string, () => PageBlock[]> = {
  'zakoni-na-snazi': lawBlocks,
  'kalendar-zdravlja': () => [calendarBlock()],
  'medicinska-literatura': () => [bibliography(medicalLiterature)],
  'stomatoloska-literatura': () => [bibliography(dentalLiterature)],
  'nemedicinska-literatura': () => [bibliography(generalLiterature)],
};

const sectionBlock = (s: Section): PageBlock => box(s.title, TYPED_BOXES[s.id]?.() ?? pageBlocks(s.blocks, 3));

/** A content page's body: lead, boxes, tiles, the text after. */
export function contentBlocks(c: PageContent): PageBlock[] {
  return [
    ...pageBlocks(c.lead ?? [], 2),
    ...(c.sections ?? []).map(sectionBlock),
    ...(c.tiles?.length ? [{ type: 'tiles', v: 1, items: c.tiles.map((t) => ({ title: t.title, ...(t.text ? { text: t.text } : {}), link: t.href })) } as PageBlock] : []),
    ...pageBlocks(c.after ?? [], 2),
  ];
}

/** What search results and link previews say: the page's description, or its first paragraph's first sentence. */
const summaryOf = (c: PageContent) => {
  if (c.description) return c.description;
  const first = [...(c.lead ?? []), ...(c.sections ?? []).flatMap((s) => s.blocks)].find((b) => b.type === 'paragraph');
  return first ? firstSentence(first.text) : '';
};

const page = (path: string, c: PageContent & { title: string }): PageSeed => ({ path, title: c.title, summary: summaryOf(c), blocks: contentBlocks(c) });

/** A document list's page: its intro, then the list (the registry type's paged list, shown where the block is). */
const listPage = (type: DocumentType & { intro: IntroName }): PageSeed => {
  const intro = documentIntros[type.intro];
  return { path: type.listPath, title: type.pageTitle, summary: summaryOf(intro), blocks: [...contentBlocks(intro), { type: 'documents', v: 1, resource: type.resource }] };
};

const statement = accessibilityStatement;

/** Every seeded page (an alias of CONTENT_PAGE_PATHS shows its page: PAGE_ALIASES). */
export function seedPages(): PageSeed[] {
  const pages: PageSeed[] = [
    page(ROUTES.about, aboutPage as PageContent & { title: string }),
    page(ROUTES.aboutDetails, aboutDetailPage as PageContent & { title: string }),
    page(ROUTES.mission, missionPage as PageContent & { title: string }),
    page(ROUTES.educationCentre, educationCentrePage),
    page(ROUTES.patientInfo, patientInfoPage),
    ...DOCUMENT_TYPES.filter((t): t is DocumentType & { intro: IntroName } => t.intro !== undefined).map(listPage),
    {
      path: ROUTES.accessibility, title: statement.title, summary: statement.description,
      blocks: [...pageBlocks(statement.beforeContacts, 2), { type: 'contact', v: 1, of: 'institution' }, ...pageBlocks(statement.afterContacts, 2)],
    },
  ];
  for (const p of pages) {
    const checked = checkPagePath(p.path);
    if (!checked.ok) throw new Error(`${p.path}: ${checked.message}`);
    const parsed = parseBlocks(p.blocks);
    if (!parsed.ok) throw new Error(`${p.path}: ${parsed.field} ${parsed.message}`);
  }
  const missing = CONTENT_PAGE_PATHS.filter((path) => !(path in PAGE_ALIASES) && !pages.some((p) => p.path === path));
  if (missing.length) throw new Error(`static pages without content: ${missing.join(', ')}`);
  return pages;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The migration: each page with its first version (saved by "migracija"), the path as stored (folded). JSON is written
 * with sorted keys nowhere: as JSON.stringify gives it, which PostgreSQL's jsonb reads the same.
 */
export function pageSeedSql(pages: readonly PageSeed[] = seedPages()): string {
  const lines = [
    '-- The spec\'s static pages and the document lists\' intros as pages (issue 38), generated from packages/content by',
    '-- `pnpm --filter @dz/content run seed:pages` (src/pageSeed.ts); pageSeed.test.ts fails while this file differs.',
    '-- A path already taken is left as it is.',
  ];
  for (const p of pages) {
    const path = checkPagePath(p.path);
    if (!path.ok) throw new Error(path.message);
    const values = `${literal(path.path)}, ${literal(p.title)}, ${literal(p.summary)}, ${literal(JSON.stringify(p.blocks))}::jsonb`;
    lines.push(
      `WITH page AS (INSERT INTO "Stranica" ("path", "title", "summary", "blocks", "updatedAt") VALUES (${values}, CURRENT_TIMESTAMP) ON CONFLICT ("path") DO NOTHING RETURNING *)`,
      `INSERT INTO "StranicaVerzija" ("stranicaId", "version", "path", "title", "summary", "blocks", "savedBy") SELECT id, 1, "path", "title", "summary", "blocks", 'migracija' FROM page;`,
    );
  }
  return `${lines.join('\n')}\n`;
}
