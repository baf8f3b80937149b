import { seedPages } from '@dz/content/seed';
import { API, CODE_NAV, ROUTES, documentTypeByKind, sarajevoToday, type DescribedItem, type Clinic, type Institution, type Notice, type SearchResults, type Service, type SiteFrame } from '@dz/contracts';

import { findKey } from '../api/find';
import { storedPageQuery } from '../features/pages/storedPageQuery';

/**
 * The API's answers as the contracts type them (units.ts), one realistic record each: what the
 * unit pages and the frame read in tests. The day they describe is 23 November 2026 (a Monday) in
 * Sarajevo, after 20:00: Blagaj is closed until tomorrow morning, when an exception keeps it closed.
 * FIXTURE_NOW is that instant, and the tests' clock (test/clock.ts).
 */
export const FIXTURE_NOW = new Date('2026-11-23T19:30:00.000Z');
/** Its day in Sarajevo: the day the fixtures' open-now statuses were computed on. */
export const FIXTURE_DAY = sarajevoToday(FIXTURE_NOW);

export const institutionFixture: Institution = {
  phone: '036 580 100',
  email: 'info@dz-primjer.ba',
  street: 'Ulica primjera 1',
  postalCode: '88000',
  city: 'Mostar',
  giroAccount: '0000000000000000',
  bank: 'Banka d.d.',
  socialUrl: 'https://www.facebook.com/',
  socialLabel: 'Facebook stranica',
  dutyPhones: [{ label: 'Dežurna ambulanta', phone: '036 580 199' }],
  updatedAt: '2026-11-20T08:00:00.000Z',
};

export const noticeFixture: Notice = {
  id: 3,
  text: 'Ambulanta Blagaj ne radi u srijedu zbog radova na vodovodu.',
  link: '/ambulante-details/1',
  from: '2026-11-23',
  to: '2026-11-25',
  urgent: false,
  endedAt: null,
  active: true,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
};

export const frameFixture: SiteFrame = {
  institution: institutionFixture,
  notices: [],
  menus: CODE_NAV,
};

export const clinicFixture: Clinic = {
  id: 1,
  title: 'Blagaj',
  name: 'Ambulanta porodične medicine Blagaj',
  kind: 'porodicna',
  address: 'Blagaj bb, Mostar',
  phones: ['036 580 201', '061 222 333'],
  email: 'amb.blagaj@dz-primjer.ba',
  team: [
    { role: 'Doktor medicine, specijalista porodične medicine', name: 'dr. Amra Kajtaz' },
    { role: 'Medicinska sestra-tehničar', name: 'Selma Hadžiomerović' },
  ],
  hours: {
    weekly: [
      { days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' },
      { days: [1, 2, 3, 4, 5], from: '13:30', to: '20:00', note: 'Druga smjena; smjene se izmjenjuju svake sedmice' },
      { days: [6], from: '07:00', to: '12:00', note: '' },
    ],
    exceptions: [
      { from: '2026-03-01', to: '2026-03-01', hours: [], note: 'Dan nezavisnosti' },
      { from: '2026-11-24', to: '2026-11-25', hours: [], note: 'Dan državnosti' },
      { from: '2026-12-31', to: '2026-12-31', hours: [{ from: '07:00', to: '12:00' }], note: 'Skraćeno radno vrijeme' },
    ],
  },
  audioGuide: true,
  updatedAt: '2026-11-23T12:00:00.000Z',
  status: { open: false, label: 'Zatvoreno, otvara se u četvrtak u 07:00', date: FIXTURE_DAY },
  audio: {
    url: '/api/Ambulanta/1/audio?v=3f2a',
    seconds: 21,
    transcript: 'Ambulanta porodične medicine Blagaj. Radno vrijeme: Ponedjeljak do petak: od 7 do 15 sati.',
    stale: true,
  },
  picture: null,
};

/** The laboratory: open now, no audio guide. */
export const laboratoryFixture: Clinic = {
  ...clinicFixture,
  id: 28,
  title: 'Zubotehnički laboratorij',
  name: 'Zubotehnički laboratorij',
  kind: 'laboratorij',
  address: 'Zalik bb, Mostar',
  phones: ['036 580 228'],
  email: 'zubotehnika@dz-primjer.ba',
  hours: { weekly: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' }], exceptions: [] },
  audioGuide: false,
  status: { open: true, label: 'Otvoreno do 15:00', date: FIXTURE_DAY },
  audio: null,
};

export const serviceFixture: Service = {
  id: 1,
  title: 'Hitna medicinska pomoć',
  description: 'Hitna stanja i pomoć na terenu, danonoćno.',
  icon: 'ambulance',
  head: { role: 'Šef službe', name: 'dr. Edin Ćatić' },
  chiefNurse: { role: 'Glavna sestra', name: 'Amela Spahić' },
  phone: '124',
  email: 'hitna@dz-primjer.ba',
  hours: { weekly: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00', note: '' }], exceptions: [] },
  audioGuide: true,
  updatedAt: '2026-11-23T12:00:00.000Z',
  status: { open: true, label: 'Otvoreno 0–24', date: FIXTURE_DAY },
  audio: { url: '/assets/audio/sluzba-01-hitna-medicinska-pomoc.mp3', seconds: 18, transcript: 'Hitna medicinska pomoć.', stale: false },
  picture: null,
};

/** [start, end) of `word` in `text`, as a search hit's marks give it. */
const markOf = (text: string, word: string): [number, number] => {
  const at = text.indexOf(word);
  return [at, at + word.length];
};
const newsSnippet = 'Počinje vakcinacija djece predškolskog uzrasta u svim ambulantama.';
const lawSnippet = '… roditelji su dužni omogućiti vakcinaciju djece prema kalendaru …';

/** Page 2 of twelve results for "vakcinacija djece": a news item, a law (its PDF) and a clinic. */
export const searchResultsFixture: SearchResults = {
  query: 'vakcinacija djece',
  totalItems: 25,
  items: [
    {
      kind: 'news', id: 7, title: 'Vakcinacija djece u novembru', url: ROUTES.newsDetail(7), snippet: newsSnippet,
      marks: [markOf(newsSnippet, 'vakcinacija'), markOf(newsSnippet, 'djece')], date: '2026-11-23T09:00:00.000Z',
    },
    {
      kind: 'ZAKON', id: 3, title: 'Zakon o zdravstvenoj zaštiti', url: API.download(documentTypeByKind('ZAKON'), 3), snippet: lawSnippet,
      marks: [markOf(lawSnippet, 'djece'), markOf(lawSnippet, 'vakcinaciju')], date: '2025-12-31T23:30:00.000Z',
    },
    { kind: 'clinic', id: 1, title: 'Blagaj', url: ROUTES.clinicDetail(1), snippet: '', marks: [], date: null },
  ],
};

/**
 * The static pages as the migration seeds them (packages/content pageSeed.ts), under the keys their screens read:
 * [query key, the page as the API answers it].
 */
export const storedPagesFixture = seedPages().map((p, i) => [
  findKey(storedPageQuery(p.path)),
  { id: i + 1, ...p, createdAt: '2026-11-29T04:30:00.000Z', updatedAt: '2026-11-29T04:30:00.000Z' } as unknown as DescribedItem,
] as const);

/** PublicData's `find` over the seeded pages: the page at a path, as the query API finds it. */
export const findStoredPage = async (_kind: string, query?: Readonly<Record<string, string | number>>): Promise<DescribedItem[]> =>
  storedPagesFixture.filter(([key]) => JSON.stringify(key) === JSON.stringify(findKey({ kind: 'page', query }))).map(([, page]) => page);
