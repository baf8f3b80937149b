import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  API, COLLECTIONS, DOCUMENT_TYPES, EDITABLE_RESOURCES, GENERIC_COLLECTIONS, IMAGE_FIELD, PDF_FIELD, PLAIN_FIELD_TYPES, SERVED_FIELD_TYPES, clinicInputSchema, collectionByResource, documentInputSchema,
  fieldOf, institutionInputSchema, newsCollection, newsInputSchema, noticeInputSchema, pageCollection, serviceInputSchema, type InputOf, type NewsInput, type ValuesOf,
} from './index.js';

/** What each kind's create or edit accepts on the wire: the input schema's fields, and the file part (multipart). */
const WIRE: Record<string, readonly string[]> = {
  Novost: [...Object.keys(newsInputSchema.shape), IMAGE_FIELD],
  ...Object.fromEntries(DOCUMENT_TYPES.map((t) => [t.resource, [...Object.keys(documentInputSchema(t).shape), PDF_FIELD]])),
  // Their picture is a multipart part of its own request (PUT /api/{Resource}/{id}/slika), beside the JSON body.
  Ambulanta: [...Object.keys(clinicInputSchema.shape), IMAGE_FIELD],
  Sluzba: [...Object.keys(serviceInputSchema.shape), IMAGE_FIELD],
  Obavijest: Object.keys(noticeInputSchema.shape),
  Ustanova: Object.keys(institutionInputSchema.shape),
};

describe('collections: one description per content kind (issue 22)', () => {
  it('describes every kind staff edit, once: news, the registry\'s document types, clinics, services, notices, the institution', () => {
    // These first, in this order; a kind added later (docs/architecture.md "Add a kind") comes after them.
    const kinds = ['Novost', ...DOCUMENT_TYPES.map((t) => t.resource), 'Ambulanta', 'Sluzba', 'Obavijest', 'Ustanova'];
    expect(COLLECTIONS.map((c) => c.resource).slice(0, kinds.length)).toEqual(kinds);
    expect(new Set(COLLECTIONS.map((c) => c.resource.toLowerCase())).size).toBe(COLLECTIONS.length);
    expect(new Set(COLLECTIONS.map((c) => c.slug)).size).toBe(COLLECTIONS.length);
    expect(collectionByResource('Zakon')?.paths.api).toBe(API.documents({ resource: 'Zakon' }));
    expect(collectionByResource('Nepostoji')).toBeUndefined();
  });

  it('maps its fields to exactly the wire names legacy clients send (naslov, opis, slika, naziv, pdfFile, …)', () => {
    // The kinds with hand-written input schemas; a kind served from its description alone has the schema it builds.
    for (const c of COLLECTIONS.filter((k) => WIRE[k.resource])) expect(c.fields.map((f) => f.wire).sort(), c.resource).toEqual([...WIRE[c.resource]!].sort());
  });

  it('labels every kind and field, and gives an enum its values', () => {
    for (const c of COLLECTIONS) {
      expect(c.labels.singular && c.labels.plural, c.resource).toBeTruthy();
      for (const f of c.fields) {
        expect(typeof f.label === 'string' && f.label.length > 0, `${c.resource}.${f.name}`).toBe(true);
        expect(f.type === 'enum' ? (f.options?.length ?? 0) > 0 : f.options === undefined, `${c.resource}.${f.name}`).toBe(true);
      }
      expect(new Set(c.fields.map((f) => f.name)).size, c.resource).toBe(c.fields.length);
    }
  });

  it('is searchable exactly when a field has a search weight, with a title (A) among them', () => {
    for (const c of COLLECTIONS) {
      const weights = c.fields.flatMap((f) => f.search ?? []);
      expect(c.capabilities.search ? weights.includes('A') : weights.length === 0, c.resource).toBe(true);
    }
  });

  it('keeps versions only of kinds with the bin, with their fields versioned; creates and deletes only where staff may', () => {
    for (const c of COLLECTIONS) {
      if (c.capabilities.versions) expect(c.capabilities.bin, c.resource).toBe(true);
      expect(c.fields.some((f) => f.versioned), c.resource).toBe(c.capabilities.versions);
      expect(c.access.create, c.resource).toBe(c.paths.create !== undefined);
    }
    // Clinics and services come and go (issue 23): into the bin, without versions.
    expect(COLLECTIONS.filter((c) => c.capabilities.bin && !c.capabilities.versions).map((c) => c.resource)).toEqual(['Ambulanta', 'Sluzba']);
    expect(COLLECTIONS.filter((c) => !c.access.delete).map((c) => c.resource)).toEqual(['Ustanova']);
  });

  it('says where kinds with versions or a bin are kept, which field names an item, and where a file field\'s bytes are', () => {
    for (const c of COLLECTIONS) {
      if (c.capabilities.versions || c.capabilities.bin) {
        expect(c.storage?.table, c.resource).toBeTruthy();
        expect(c.fields.find((f) => f.name === c.useAsTitle)?.type, c.resource).toMatch(/^(text|longText)$/);
      }
      expect(c.storage?.versions !== undefined, c.resource).toBe(c.capabilities.versions);
      for (const f of c.fields) expect(f.store !== undefined, `${c.resource}.${f.name}`).toBe(c.storage !== undefined && (f.type === 'pdf' || f.type === 'image'));
    }
    // Kinds sharing a table are told apart by their own value.
    const shared = COLLECTIONS.filter((c) => c.storage?.table === 'Document');
    expect(new Set(shared.map((c) => c.storage?.discriminator?.value)).size).toBe(DOCUMENT_TYPES.length);
  });

  it('serves a kind from its description unless it says why not (custom): then it is kept, its files PDFs and pictures in a store', () => {
    for (const c of COLLECTIONS.filter((k) => !k.custom)) {
      expect(c.storage, c.resource).toBeDefined();
      expect(c.fields.filter((f) => (f.type === 'pdf' || f.type === 'image') && !f.store), c.resource).toEqual([]);
      expect(c.fields.every((f) => SERVED_FIELD_TYPES.includes(f.type)), `${c.resource}: each field's type has its rule and storage`).toBe(true);
      expect(c.paths.edit(1).startsWith('/'), c.resource).toBe(true);
      // A rule for what the public reads comes with the staff's list of every item.
      expect(typeof c.access.read === 'function', c.resource).toBe(c.paths.apiAll !== undefined);
    }
    // No kind opts out (issue 37): every one is served from its description.
    expect(COLLECTIONS.filter((c) => c.custom).map((c) => c.resource)).toEqual([]);
    // A kind with audio guides says what they say (apps/api services/speech.ts speaks it).
    for (const c of COLLECTIONS.filter((k) => k.capabilities.audio)) expect(typeof c.audioScript, c.resource).toBe('function');
    // Written apart (generic-collections.ts: the first page load reads their paths): the kinds whose staff screens are
    // the generic ones (their staff list's path); a kind with screens of its own (notices) is served by the generic API all the same.
    // Pages have a staff list too, but their own edit screen (the block editor, apps/web features/pageEditor).
    expect(GENERIC_COLLECTIONS).toEqual(COLLECTIONS.filter((c) => !c.custom && c.paths.staff && c !== pageCollection));
    for (const c of GENERIC_COLLECTIONS) {
      expect([c.paths.staff, c.paths.edit(1)].every((p) => p?.startsWith('/')), c.resource).toBe(true);
      expect(c.fields.every((f) => PLAIN_FIELD_TYPES.includes(f.type)), `${c.resource}: the generic forms build plain fields`).toBe(true);
    }
    // One record is read and written at its API path, never created or deleted.
    for (const c of COLLECTIONS.filter((k) => k.single)) expect([c.access.create, c.access.delete], c.resource).toEqual([false, false]);
  });

  it('infers a kind\'s input type and its fields\' types from its description (defineCollection), no hand-written type', () => {
    expectTypeOf<z.input<typeof newsInputSchema>>().toMatchTypeOf<InputOf<typeof newsCollection>>();
    expectTypeOf<InputOf<typeof newsCollection>>().toMatchTypeOf<z.input<typeof newsInputSchema>>();
    expectTypeOf<NewsInput>().toEqualTypeOf<z.infer<typeof newsInputSchema>>();
    expectTypeOf<NewsInput>().toMatchTypeOf<ValuesOf<typeof newsCollection>>();
    expectTypeOf<NewsInput['naslov']>().toEqualTypeOf<string>();
    expectTypeOf<NewsInput['imageDecorative']>().toEqualTypeOf<boolean>();
    expectTypeOf<InputOf<typeof newsCollection>['imageDecorative']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf(fieldOf(newsCollection, 'imageAlt').wire).toEqualTypeOf<'imageAlt'>();
    // @ts-expect-error a misspelt field name does not compile
    expect(() => fieldOf(newsCollection, 'imageAlternative')).toThrow();
  });

  it('names the kinds whose edits are checked (ETag, If-Match) and announced to other editors', () => {
    expect(EDITABLE_RESOURCES).toEqual(COLLECTIONS.map((c) => c.resource));
  });
});
