import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from './demo/pdf.js';
import { publicAsset } from './test/paths.js';
import { pdfText } from './test/pdftotext.js';

const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('renderDocumentPdf', () => {
  it('makes a one-page PDF whose text holds the title with č ć đ š ž', async () => {
    const title = 'Pravilnik o čuvanju ćelija: đački šalteri i žalbe';
    const pdf = await renderDocumentPdf(title, 'Prvi red teksta.\nDrugi red: Čćđšž ČĆĐŠŽ.');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60_000);
    const text = pdfText(pdf);
    expect(squash(text)).toContain(title);
    expect(text).toContain('Drugi red: Čćđšž ČĆĐŠŽ.');
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);
  });

  it('works without a body', async () => {
    expect(squash(pdfText(await renderDocumentPdf('Samo naslov')))).toContain('Samo naslov');
  });
});

describe('committed PDFs', () => {
  it('the candidates’ application form is a real PDF form', () => {
    const file = publicAsset('/assets/docs/prijava-na-javni-oglas.pdf');
    expect(file).toBeDefined();
    const text = squash(pdfText(readFileSync(file!)));
    expect(text).toContain('Prijava na javni oglas');
    expect(text).toContain('Podaci o kandidatu');
  });
});
