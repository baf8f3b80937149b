import { DOCUMENT_KINDS, PAGE_SIZE, documentTypeByKind } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { demoDocuments, demoNews } from './demo/index.js';

/** WCAG relative luminance and contrast of white text on the news image colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('demo seed data', () => {
  it('has 6–8 news items with several paragraphs and readable image colours', () => {
    expect(demoNews.length).toBeGreaterThanOrEqual(6);
    expect(demoNews.length).toBeLessThanOrEqual(8);
    for (const n of demoNews) {
      expect(n.opis.split('\n\n').length, n.naslov).toBeGreaterThanOrEqual(2);
      expect(n.imageColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(n.imageColor), n.naslov).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has two pages of documents for every type, within the field limits', () => {
    expect(Object.keys(demoDocuments).sort()).toEqual([...DOCUMENT_KINDS].sort());
    for (const kind of DOCUMENT_KINDS) {
      const texts = demoDocuments[kind];
      const type = documentTypeByKind(kind);
      expect(texts, kind).toHaveLength(2 * PAGE_SIZE);
      expect(new Set(texts).size, kind).toBe(texts.length);
      for (const t of texts) expect(t.length, `${kind}: ${t}`).toBeLessThanOrEqual(type.maxLength);
      // A long description (opis) reads like one: several lines.
      if (type.textField === 'opis') for (const t of texts) expect(t, kind).toContain('\n');
    }
  });
});
