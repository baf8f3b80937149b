import { statSync, writeFileSync } from 'node:fs';
import { renderPdf } from '../src/demo/pdf.js';
import { ASSETS, staticDocPath, staticDocs } from '../src/index.js';
import { FIXED_DATE, publicFile, removeStale } from './paths.js';

/**
 * Renders the static forms (application form, education request forms) into
 * apps/web/public/assets. (The phonebook is built by the API from the current data: GET /assets/imenik.pdf.)
 * Run: pnpm --filter @dz/content run generate:pdf
 */
const outputs: [string, Promise<Buffer>][] = [
  ...staticDocs.map((d): [string, Promise<Buffer>] => [
    staticDocPath(d.slug),
    renderPdf(d.title, d.sections, { creationDate: FIXED_DATE }),
  ]),
];
for (const [path, pdf] of outputs) {
  const file = publicFile(path);
  writeFileSync(file, await pdf);
  console.log(`${path}: ${(statSync(file).size / 1024).toFixed(1)} KiB`);
}
removeStale(ASSETS.docs, staticDocs.map((d) => staticDocPath(d.slug)), '.pdf');
