import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, NAV, PUBLIC_PATHS, ROUTES } from './index.js';

describe('web navigation (docs/product.md "Navigation and frame" navbar)', () => {
  const links = NAV.flatMap((e) => ('items' in e ? e.items : [e]));

  it('keeps the spec order of entries and menus', () => {
    expect(NAV.map((e) => e.label)).toEqual(['Naslovna', 'Dom zdravlja', 'Audio Vodič', 'Dokumenti', 'O nama']);
    const docs = NAV.find((e) => e.label === 'Dokumenti');
    expect(docs && 'items' in docs ? docs.items.map((i) => i.label) : []).toEqual([
      'Prava osiguranika', 'Zakoni', 'Oglasi i odluke', 'Javne nabavke',
    ]);
  });

  it('points every link at a public route', () => {
    for (const l of links) expect(PUBLIC_PATHS).toContain(l.to);
    expect(links.map((l) => l.to)).toContain(ROUTES.serviceAudio);
    expect(links.map((l) => l.to)).toContain(DOCUMENT_TYPES[0]!.listPath);
  });
});
