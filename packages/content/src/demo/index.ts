/** Node-only: demo seed data and the PDF renderer (pdfkit). Import from '@dz/content/demo'. */
export { demoNews } from './news.js';
export type { DemoNews } from './news.js';
export { demoDocuments } from './documents.js';
export { renderDocumentPdf, renderPdf } from './pdf.js';
export type { PdfOptions } from './pdf.js';
