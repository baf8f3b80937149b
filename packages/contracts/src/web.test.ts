import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, NAV, PUBLIC_PATHS, ROUTES, SEARCH_TEXT, searchBrowseLinks, searchDocumentType, searchKindLabel } from './index.js';

describe('web navigation (docs/product.md "Navigation and frame" navbar)', () => {
  const links = NAV.flatMap((e) => ('items' in e ? e.items : [e]));

  it('keeps the spec order of entries and menus', () => {
    // "Novosti" (the news archive, issue 24) is the one entry the legacy navbar did not have.
    expect(NAV.map((e) => e.label)).toEqual(['Naslovna', 'Novosti', 'Dom zdravlja', 'Audio Vodič', 'Dokumenti', 'O nama']);
  });

  it('lists the documents of the spec in its order, then any further type the registry puts in the menu', () => {
    const docs = NAV.find((e) => e.label === 'Dokumenti');
    const items = docs && 'items' in docs ? docs.items : [];
    expect(items.map((i) => i.label).slice(0, 4)).toEqual(['Prava osiguranika', 'Zakoni', 'Oglasi i odluke', 'Javne nabavke']);
    const inMenu = DOCUMENT_TYPES.filter((t) => t.nav);
    expect(items.map((i) => i.to).sort()).toEqual(inMenu.map((t) => t.listPath).sort());
    for (const i of items) expect(i.label).toBe(inMenu.find((t) => t.listPath === i.to)?.nav?.label);
  });

  it('points every link at a public route', () => {
    for (const l of links) expect(PUBLIC_PATHS).toContain(l.to);
    expect(links.map((l) => l.to)).toContain(ROUTES.serviceAudio);
    expect(links.map((l) => l.to)).toContain(DOCUMENT_TYPES[0]!.listPath);
  });
});

describe('search words', () => {
  it('count results as Bosnian reads them', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 111].map((n) => SEARCH_TEXT.count(n))).toEqual([
      'Pronađeno: 1 rezultat', 'Pronađeno: 2 rezultata', 'Pronađeno: 4 rezultata', 'Pronađeno: 5 rezultata', 'Pronađeno: 11 rezultata',
      'Pronađeno: 12 rezultata', 'Pronađeno: 21 rezultat', 'Pronađeno: 22 rezultata', 'Pronađeno: 111 rezultata',
    ]);
  });

  it('name every kind of result and browse public pages only', () => {
    expect([searchKindLabel('news'), searchDocumentType('news')]).toEqual(['Novost', undefined]);
    expect(searchDocumentType('OGLAS')?.resource).toBe('Oglas');
    for (const t of DOCUMENT_TYPES) expect(searchKindLabel(t.kind)).toBe(t.pageTitle);
    for (const l of searchBrowseLinks) expect(PUBLIC_PATHS).toContain(l.to);
  });
});
