import { systemClock, type Clock } from '../clock.js';
import sharp from 'sharp';
import { DOCUMENT_TYPES, IMAGE_FIELD, PDF_FIELD, newsCollection } from '@dz/contracts';
import { slugify } from '@dz/content';
import { demoDocuments, demoNews, renderDocumentPdf } from '@dz/content/demo';
import type { Db } from '@dz/db';
import { asBytes, sha256 } from '../files/bytes.js';
import { encodeImage } from '../files/images.js';
import { cleanFileName, type StoredFile } from '../files/pdf.js';
import { kindService } from '../services/collection.js';
import { prismaSql } from '../db/sql.js';

export type SeedResult = { loaded: true; documents: number; news: number } | { loaded: false; reason: string };

/** The result in one line, for the server's log and the seed-demo command alike. */
export const seedSummary = (r: SeedResult) =>
  r.loaded ? `loaded demo content (${r.documents} documents, ${r.news} news)` : `demo content not loaded: ${r.reason}`;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain generated card: the label in white on the item's colour (nothing from the web). */
async function demoImage(label: string, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="${escapeXml(color)}"/>
    <circle cx="1040" cy="120" r="220" fill="#ffffff" fill-opacity="0.08"/>
    <text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>
  </svg>`;
  return encodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

async function demoPdf(text: string): Promise<StoredFile> {
  const [title = text, ...rest] = text.split('\n');
  const data = await renderDocumentPdf(title, rest.join('\n') || undefined);
  // Named like an upload (an empty name reads as the type's fallback name, as for uploads).
  return { data: asBytes(data), fileName: cleanFileName(`${slugify(title).slice(0, 80)}.pdf`), fileSize: data.length, fileHash: sha256(data) };
}

/**
 * Loads the demo content (news with generated images, ten documents of each type with
 * generated PDFs) into a database without content, in one transaction. A database that
 * already has news or documents is never touched.
 */
export async function seedDemo(db: Db, now: Clock = systemClock): Promise<SeedResult> {
  if ((await db.document.count()) > 0 || (await db.news.count()) > 0) {
    return { loaded: false, reason: 'the database already has content' };
  }
  // Rendering first (CPU), writing after: the transaction stays short.
  const news = await Promise.all(demoNews.map(async (n) => ({ n, img: await demoImage(n.imageLabel, n.imageColor) })));
  const docs: { type: (typeof DOCUMENT_TYPES)[number]; text: string; file: StoredFile }[] = [];
  for (const type of DOCUMENT_TYPES) {
    // Oldest first, so the first entry of each list shows at the top (newest first).
    for (const text of [...demoDocuments[type.kind]].reverse()) docs.push({ type, text, file: await demoPdf(text) });
  }
  // Published as it is loaded, on the server's clock (a test server's may be set apart from the database's).
  const at = now();
  await db.$transaction(async (tx) => {
    // Each item's row and file (a news picture, a document's PDF) as its kind's generic service writes them, published at `at`.
    const news$ = kindService(db, newsCollection.resource, { now: () => at });
    for (const { n, img } of [...news].reverse()) await news$.insert(prismaSql(tx), { naslov: n.naslov, opis: n.opis }, { files: { [IMAGE_FIELD]: img } });
    const kinds = new Map(DOCUMENT_TYPES.map((t) => [t.kind, kindService(db, t.resource, { now: () => at })]));
    for (const d of docs) await kinds.get(d.type.kind)!.insert(prismaSql(tx), { [d.type.textField]: d.text }, { files: { [PDF_FIELD]: d.file } });
  }, { timeout: 60_000 });
  return { loaded: true, documents: docs.length, news: news.length };
}
