import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_KINDS, DOCUMENT_TYPES, documentInputSchema, documentTypeByResource, fallbackFileName, ROUTES, WEB_UI,
} from './index.js';

/** docs/product.md "API" and "Entities": the legacy site's types and their text fields, in registry order. */
const LEGACY_TYPES = {
  Zakon: 'naziv', Edukacija: 'naziv', JavnaNabavka: 'naziv', PravaOsiguranika: 'naziv', Oglas: 'naziv',
  Informacija: 'naziv', ZakonEdu: 'opis', Biblioteka: 'opis', Brosure: 'naslov',
};

describe('document registry', () => {
  it('holds every type of docs/product.md "API", one entry per kind, with unique names and paths', () => {
    const resources = DOCUMENT_TYPES.map((t) => t.resource);
    expect(resources.filter((r) => r in LEGACY_TYPES)).toEqual(Object.keys(LEGACY_TYPES));
    expect(DOCUMENT_KINDS).toEqual(DOCUMENT_TYPES.map((t) => t.kind));
    const unique = (values: string[]) => expect(new Set(values).size, values.join()).toBe(DOCUMENT_TYPES.length);
    unique([...DOCUMENT_KINDS]);
    unique(resources.map((r) => r.toLowerCase()));
    for (const key of ['listPath', 'createPath', 'editPath'] as const) unique(DOCUMENT_TYPES.map((t) => t[key]));
  });

  it('takes no path of a fixed page, and no two types share one', () => {
    const paths = DOCUMENT_TYPES.flatMap((t) => [t.listPath, t.createPath, t.editPath]);
    expect(new Set(paths).size).toBe(paths.length);
    const fixed = Object.values(ROUTES).filter((r) => typeof r === 'string');
    for (const p of paths) expect(fixed, p).not.toContain(p);
  });

  it('carries the text field of docs/product.md "Entities" for each type', () => {
    for (const [resource, field] of Object.entries(LEGACY_TYPES)) {
      expect(documentTypeByResource(resource)?.textField, resource).toBe(field);
    }
  });

  it('places each navbar link once and names pages, links and tiles after the entry', () => {
    const orders = DOCUMENT_TYPES.flatMap((t) => (t.nav ? [t.nav.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
    const t = (r: string) => documentTypeByResource(r)!;
    // docs/product.md "Navigation and frame" and "Screens": the product's own differences, kept in one entry each.
    expect([t('Oglas').title, t('Oglas').nav?.label]).toEqual(['Oglasi i Odluke', 'Oglasi i odluke']);
    expect([t('Biblioteka').pageTitle, t('Biblioteka').title, t('Biblioteka').tile?.title]).toEqual([
      'Biblioteka', 'Literatura iz oblasti medicine i zdravstva', 'Biblioteka',
    ]);
    expect([t('Zakon').pageTitle, t('Zakon').nav?.label, t('ZakonEdu').tile?.title]).toEqual(['Zakoni', 'Zakoni', 'Zakoni']);
  });

  it('uses the routes of the spec route table', () => {
    const t = (r: string) => documentTypeByResource(r)!;
    expect([t('JavnaNabavka').createPath, t('JavnaNabavka').editPath]).toEqual(['/javne-nabavke-details', '/jn-update']);
    expect([t('PravaOsiguranika').listPath, t('PravaOsiguranika').editPath]).toEqual(['/prava-osiguranika', '/po-update']);
    expect([t('Informacija').listPath, t('Informacija').createPath, t('Informacija').editPath]).toEqual([
      '/informacije', '/informacije-details', '/informacija-update',
    ]);
    expect([t('ZakonEdu').listPath, t('Biblioteka').createPath, t('Brosure').editPath]).toEqual([
      '/zakonEdu', '/biblioteka-details', '/brosure-update',
    ]);
  });

  it('asks the exact delete sentence of docs/product.md "Fixed strings", including the ads sentence for laws', () => {
    const confirm = (r: string) => documentTypeByResource(r)!.deleteConfirm;
    expect(confirm('Zakon')).toBe('Jeste li sigurni da želite izbrisati ovaj oglas?');
    expect(confirm('Oglas')).toBe('Jeste li sigurni da želite izbrisati ovaj oglas?');
    expect(confirm('JavnaNabavka')).toBe('Jeste li sigurni da želite izbrisati ovu Javnu nabavku?');
    expect(confirm('PravaOsiguranika')).toBe('Jeste li sigurni da želite izbrisati ova prava osiguranika?');
    expect(confirm('ZakonEdu')).toBe('Jeste li sigurni da želite izbrisati ovaj zakon?');
    expect(confirm('Brosure')).toBe('Jeste li sigurni da želite izbrisati ovu brošuru?');
    expect(WEB_UI.deleteNewsConfirm).toBe('Jeste li sigurni da želite izbrisati ovu novost?');
  });

  it('falls back to the spec download names', () => {
    const name = (r: string, id: number) => fallbackFileName(documentTypeByResource(r)!, id);
    expect(name('Zakon', 7)).toBe('zakon-7.pdf');
    expect(name('JavnaNabavka', 2)).toBe('javna-nabavka-2.pdf');
    expect(name('PravaOsiguranika', 3)).toBe('prava-osiguranika-3.pdf');
    expect(name('Oglas', 4)).toBe('oglas-4.pdf');
    expect(name('Informacija', 5)).toBe('informacija-5.pdf');
    expect(name('Biblioteka', 6)).toBe('informacija-6.pdf');
  });

  it('navigates after create, save and cancel as docs/product.md "Screens" says', () => {
    const t = (r: string) => documentTypeByResource(r)!;
    expect(t('ZakonEdu').afterCreate).toBe('/zakonEdu');
    expect(t('Biblioteka').afterEdit).toBe('/biblioteka');
    expect(t('Brosure').afterCreate).toBe('/brosure');
    expect(t('Brosure').afterEdit).toBe('/');
    expect(t('Informacija').afterCreate).toBe('/informacije');
    expect(t('Edukacija').cancelTo).toBe('/edukacija');
  });

  it('looks types up case-insensitively and rejects unknown ones', () => {
    expect(documentTypeByResource('zakon')?.kind).toBe('ZAKON');
    expect(documentTypeByResource('Nepostoji')).toBeUndefined();
  });

  it('validates the text under the type wire name', () => {
    const schema = documentInputSchema(documentTypeByResource('Brosure')!);
    expect(schema.safeParse({ naslov: '  Vakcinacija  ' }).data).toEqual({ naslov: 'Vakcinacija' });
    const empty = schema.safeParse({ naslov: '   ' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['naslov'], message: WEB_UI.fieldRequired });
    expect(schema.safeParse({ naziv: 'x' }).success).toBe(false);
  });
});
