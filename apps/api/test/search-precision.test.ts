// The site search's precision (issue 36, docs/product.md "Search"): what a query must not find. The corpus is the
// migrations' clinics, services and audio guides (the services' heads are "mr. ph. …"; the guides spell phones out
// digit by digit) and the static pages, with the news each test adds.
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type SearchHit, type SearchResults } from '@dz/contracts';
import { queryWords } from '../src/services/search-words.js';
import { useTestApp } from './harness.js';

const h = useTestApp();
const search = async (q: string, pageSize = 50) => {
  const res = await h.request.get(API.search).query({ q, pageSize });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchResults;
};
const news = (naslov: string, opis: string, createdAt?: string) =>
  h.db.news.create({ data: { naslov, opis, ...(createdAt ? { createdAt: new Date(createdAt) } : {}) } });

/** Whether a hit's entry matches the query of these alternatives (each a phrase: all its words), as the index reads it. */
async function matches(hit: SearchHit, alternatives: string[]): Promise<boolean> {
  const slots = JSON.stringify([alternatives.map(queryWords)]);
  const { rows } = await h.db.pool.query<{ ok: boolean }>(
    `SELECT e.vector @@ (search_query_slot_list($1::jsonb))[1] AS ok FROM "SearchEntry" e
     WHERE e."refId" = $2 AND (e.kind = $3 OR ($3 = 'audio' AND e.kind LIKE 'audio-%'))`,
    [slots, hit.id, hit.kind],
  );
  expect(rows, `${hit.kind} ${hit.id}`).toHaveLength(1);
  return rows[0]!.ok;
}

describe('search precision: a partial match never rests on a number or a word of one or two letters alone', () => {
  beforeAll(async () => {
    await news('Laboratorija radi od 07:00 do 10:00', 'Vađenje krvi svakim radnim danom, 10 minuta po pacijentu.');
    await news('Ambulanta 2 radi i subotom', 'Tim 2 prima pacijente subotom.');
  });

  it('"MKB-10" on a site without "MKB": no hits (as a query that finds nothing), though "10" alone is everywhere', async () => {
    expect((await search('10')).totalItems).toBeGreaterThan(2);
    expect(await search('MKB-10')).toEqual({ items: [], totalItems: 0, query: 'MKB-10' });
    expect(await search('MKB 10 br')).toEqual({ items: [], totalItems: 0, query: 'MKB 10 br' });
  });

  it('"RTG 2": only items that match RTG or its synonyms, none that has only the "2"', async () => {
    // "2" is in it (a query must have two characters: "tim 2").
    expect((await search('tim 2')).items.map((i) => i.title)).toContain('Ambulanta 2 radi i subotom');
    const rtg = await search('RTG 2');
    const group = (await h.db.pool.query<{ terms: string[] }>(`SELECT terms FROM "SearchSynonym" WHERE terms ? 'RTG'`)).rows[0]!.terms;
    expect(rtg.partial).toBe(true);
    expect(rtg.items.length).toBeGreaterThan(0);
    for (const hit of rtg.items) expect(await matches(hit, group), hit.title).toBe(true);
    expect(rtg.items.map((i) => i.title)).not.toContain('Ambulanta 2 radi i subotom');
  });
});

describe('search precision: an abbreviation in capitals', () => {
  beforeAll(async () => {
    await news('Novi aparat za MR snimanje', 'Snimanja se zakazuju uz uputnicu specijaliste.');
  });

  it('a synonym written "MR" finds MR, not "mr. ph." before a name', async () => {
    for (const q of ['magnetna rezonanca', 'MR', 'mr']) {
      const { items } = await search(q);
      expect(items.map((i) => i.title), q).toContain('Novi aparat za MR snimanje');
      // The pharmacy's and the laboratory's heads are "mr. ph. …" (the migration's services).
      expect(items.map((i) => i.title), q).not.toContain('Apoteka');
      expect(items.map((i) => i.title), q).not.toContain('Služba za laboratorijsku dijagnostiku');
    }
    // Written as such in a text, "MR" is marked in its snippet.
    await news('Snimanje glave', 'Pregled na MR aparatu traje pola sata.');
    const { items: [hit] } = await search('magnetna rezonanca glave');
    expect(hit!.marks.map(([s, e]) => hit!.snippet.slice(s, e))).toEqual(['MR']);
  });
});

describe('search precision: a prefix or an inflection covers most of the word', () => {
  beforeAll(async () => {
    await news('Zaštita stanovništva od zaraznih bolesti', 'Vakcinacija je najbolja zaštita.');
    await news('Izgradnja stanova za mlade ljekare', 'Grad gradi stanove.');
  });

  it('"stanova" finds "stanova" and "stanove", not "stanovništva"', async () => {
    const titles = (await search('stanova')).items.map((i) => i.title);
    expect(titles).toContain('Izgradnja stanova za mlade ljekare');
    expect(titles).not.toContain('Zaštita stanovništva od zaraznih bolesti');
    // A word typed in part still finds it: most of the word.
    expect((await search('stanovnistv')).items.map((i) => i.title)).toContain('Zaštita stanovništva od zaraznih bolesti');
    expect((await search('zasti')).items.map((i) => i.title)).toContain('Zaštita stanovništva od zaraznih bolesti');
  });
});

describe('search precision: a synonym ranks below a literal match of equal weight', () => {
  it('"zubara": the title with "Zubar" before the title with "Stomatolog", though that one is newer', async () => {
    await news('Stomatolog radi subotom', 'Prijem pacijenata.', '2026-03-02T08:00:00Z');
    await news('Zubar radi subotom', 'Prijem pacijenata.', '2026-03-01T08:00:00Z');
    const titles = (await search('zubara subotom')).items.map((i) => i.title);
    expect(titles.slice(0, 2)).toEqual(['Zubar radi subotom', 'Stomatolog radi subotom']);
  });

  it('"kontakt": among the hits without a date, the pages that say it before the audio guides that say "Telefon"', async () => {
    const { items } = await search('kontakt');
    const literal = await Promise.all(items.map((hit) => matches(hit, ['kontakt'])));
    // Both kinds are there (the synonym group "telefon", "broj telefona", "kontakt"), the literal ones first.
    expect(literal).toContain(true);
    expect(literal).toContain(false);
    expect(literal).toEqual([...literal].sort((a, b) => Number(b) - Number(a)));
    expect(items.every((i) => i.date === null)).toBe(true);
  });
});

describe('search precision: audio transcripts', () => {
  it('are searched, but an audio guide\'s snippet is its clinic\'s or service\'s text, not the spoken one', async () => {
    // Spoken only: "Telefon: 0 3 6, 5 8 0, 3 1 8." (the pharmacy's guide, from the migrations).
    const { items } = await search('audio vodic apoteka telefon');
    const guide = items.find((i) => i.kind === 'audio' && i.title === 'Audio vodič: Apoteka');
    expect(guide, JSON.stringify(items.map((i) => i.title))).toBeDefined();
    expect(guide!.snippet).not.toMatch(/Telefon: 0 3 6/);
    expect(guide!.snippet).not.toMatch(/Radno vrijeme/);
    expect(guide!.snippet).toContain('Izdavanje lijekova na recept');
  });
});
