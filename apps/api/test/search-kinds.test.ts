// A kind served from its description that the search finds (capabilities.search; issue 37): its hits are shown, with
// its label, leading to its item's page or its public list. Before, services/search.ts named every kind by hand and
// dropped such a kind's hits while counting them. new-collection.test.ts proves it end to end on a scratch copy.
import { describe, expect, it } from 'vitest';
import { ROUTES, searchKindLabel, searchedCollection, type Capabilities, type Collection } from '@dz/contracts';

const none: Capabilities = {
  versions: false, bin: false, audit: true, drafts: false, feed: false, sitemap: false, search: false, audio: false, phonebook: false, concurrentEdits: true,
};
import { describeHit } from '../src/services/search.js';

const kind = (over: Partial<Collection> = {}): Collection => ({
  slug: 'price',
  resource: 'Cjenovnik',
  labels: { singular: 'Stavka cjenovnika', plural: 'Cjenovnik' },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  paths: { api: '/api/Cjenovnik', publicList: '/cjenovnik', staff: '/urednik/cjenovnik', edit: (id) => `/urednik/cjenovnik/${id}` },
  capabilities: { ...none, search: true },
  useAsTitle: 'name',
  storage: { table: 'Cjenovnik' },
  fields: [{ name: 'name', wire: 'naziv', type: 'text', label: 'Naziv', required: true, search: 'A' }],
  ...over,
});

describe("a described kind's search hits", () => {
  it('lead to its public list, or to its item\'s page when it has one, under its slug', () => {
    expect(describeHit('price', 7, [], [kind()])).toEqual({ kind: 'price', url: '/cjenovnik' });
    expect(describeHit('price', 7, [], [kind({ paths: { ...kind().paths, view: (id) => `/cjenovnik/${id}` } })])).toEqual({ kind: 'price', url: '/cjenovnik/7' });
  });

  it('are none for a kind that is not searched or not described, and the fixed kinds keep their links', () => {
    expect(describeHit('price', 7, [], [kind({ capabilities: none })])).toBeUndefined();
    expect(describeHit('price', 7, [], [])).toBeUndefined();
    expect(describeHit('clinic', 7, [], [kind()])).toEqual({ kind: 'clinic', url: ROUTES.clinicDetail(7) });
    expect(describeHit('news', 7, [], [kind()])).toEqual({ kind: 'news', url: ROUTES.newsDetail(7) });
  });

  it('are named by its singular label (the results page), and the fixed kinds as before', () => {
    expect(searchedCollection('price', [kind()])?.labels.singular).toBe('Stavka cjenovnika');
    expect(searchKindLabel('news')).toBe('Novost');
    expect(searchKindLabel('ZAKON')).toBe('Zakoni');
  });
});
