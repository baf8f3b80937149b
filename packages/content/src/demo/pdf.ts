import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { institution } from '../institution.js';
import type { DocSection } from '../staticDocs.js';

/**
 * The one PDF helper: demo documents, the application and request forms and the
 * phonebook are all rendered here. pdfkit's standard fonts cannot encode č ć đ š ž, so
 * DejaVu Sans is embedded (resolved from the npm package, so it works wherever
 * node_modules does; DZ_PDF_FONT_DIR overrides the folder, e.g. for a bundled server).
 */
const resolveHere = createRequire(import.meta.url);
const fontDir = process.env.DZ_PDF_FONT_DIR;
const fontPath = (file: string) => (fontDir ? `${fontDir}/${file}` : resolveHere.resolve(`dejavu-fonts-ttf/ttf/${file}`));
const REGULAR = fontPath('DejaVuSans.ttf');
const BOLD = fontPath('DejaVuSans-Bold.ttf');

export interface PdfOptions {
  /** Fixed creation date: committed files then do not change when nothing else did. */
  creationDate?: Date;
}

const MARGIN = 56;

export function renderPdf(title: string, sections: DocSection[], options: PdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    lang: 'bs',
    displayTitle: true,
    info: { Title: title, Author: institution.name, CreationDate: options.creationDate ?? new Date() },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('regular').fontSize(9).fillColor('#444444').text(institution.name);
  doc.moveDown(0.5).font('bold').fontSize(16).fillColor('#000000').text(title);
  doc.moveDown(0.8).fontSize(10.5);
  for (const section of sections) {
    if (section.heading) doc.moveDown(0.6).font('bold').fontSize(12).text(section.heading).moveDown(0.3).fontSize(10.5);
    doc.font('regular');
    for (const line of section.lines) doc.text(line || ' ', { paragraphGap: 2 });
    for (const entry of section.entries ?? []) {
      // Keep an entry's name on the same page as its first lines.
      if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
      doc.moveDown(0.4).font('bold').text(entry.title, { paragraphGap: 1 }).font('regular');
      for (const line of entry.lines) doc.text(line, { indent: 12, paragraphGap: 1 });
    }
  }
  doc.end();
  return done;
}

/** A small demo or placeholder document: its title, then the body's lines. */
export function renderDocumentPdf(title: string, body?: string, options?: PdfOptions): Promise<Buffer> {
  const lines = body ? body.split('\n') : [];
  return renderPdf(title, lines.length ? [{ lines }] : [], options);
}
