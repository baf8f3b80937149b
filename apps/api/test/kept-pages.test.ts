// Rendered public pages kept and reused (issue 25; src/http/kept-pages.ts, src/http/web.ts): an unchanged page keeps
// its validator and answers If-None-Match with 304; any write, through the API or straight into the database, shows on
// the next request; what depends on the time (open now, a scheduled item) stays true in a kept page; staff pages and
// requests with credentials are not for a cache in front. On the real web build (`build` first) and a test clock.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, ROUTES, type Clinic } from '@dz/contracts';
import { bearer, testClock, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
// A Monday, 10:00:00 in Sarajevo (UTC+1 in November): clinics work.
const clock = testClock('2026-11-23T09:00:00.000Z');
// On a public address: supertest's server has another port at every request, and the page names its address.
const h = useTestApp({ webDist, now: clock.now, publicUrl: 'https://dz.example', metricsToken: 'mjerenje-stranica' });

/** A news item posted by staff with a picture and these fields. */
async function news(fields: Record<string, string>) {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  const r = h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('imageAlt', 'Slika').attach('slika', picture, 's.jpg');
  for (const [k, v] of Object.entries(fields)) void r.field(k, v);
  return r;
}
const page = (url: string, headers: Record<string, string> = {}) => h.request.get(url).set(headers);
/** The page's query cache, as the browser reads it. */
const ssrData = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)![1]!) as {
  queries: { queries: { dehydratedAt: number; state: { dataUpdatedAt: number } }[] };
};

describe('a kept public page', () => {
  it('keeps its ETag while nothing changes, answers If-None-Match with 304, and carries no instant of its render', async () => {
    const first = await page(ROUTES.clinics);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    clock.advance(90_000); // another minute: rendered again, the same page
    const again = await page(ROUTES.clinics);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe(first.text);
    const revalidated = await page(ROUTES.clinics, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');
    const { queries } = ssrData(first.text).queries;
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect([q.dehydratedAt, q.state.dataUpdatedAt]).toEqual([0, 0]);
  });

  it('goes out compressed as the client asks, with the same validator for every encoding', async () => {
    const plain = await page(ROUTES.home, { 'Accept-Encoding': 'identity' });
    const br = await page(ROUTES.home, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await page(ROUTES.home, { 'Accept-Encoding': 'gzip' });
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
    expect(br.text).toBe(plain.text); // supertest decodes
    expect(gzip.text).toBe(plain.text);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('shows a write at the next request: one through the API, and one made in the database by another program', async () => {
    const before = await page(ROUTES.home);
    const form = await news({ naslov: 'Kišobrani za pacijente', opis: 'Nova novost.' });
    expect(form.status).toBe(201);
    const after = await page(ROUTES.home);
    expect(after.text).toContain('Kišobrani za pacijente');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await page(ROUTES.home, { 'If-None-Match': before.headers.etag as string })).status).toBe(200);

    await h.db.pool.query(`UPDATE "Ustanova" SET phone = '036 999 111'`);
    expect((await page(ROUTES.home)).text).toContain('036 999 111');
  });

  it("stays true in time: a clinic's open-now status turns at its closing minute, a scheduled item comes out at its second", async () => {
    clock.set('2026-11-23T09:00:00.000Z');
    const clinics = (await h.request.get(`${API.clinics}`)).body as Clinic[];
    const open = clinics.find((c) => /^Otvoreno do \d\d:\d\d$/.test(c.status.label))!;
    expect(open, 'a clinic open until a time on a Monday at 10:00').toBeDefined();
    const label = open.status.label;
    const until = label.slice(-5);
    const url = ROUTES.clinicDetail(open.id);
    expect((await page(url)).text).toContain(label);
    // Its closing minute, the same day (Sarajevo is UTC+1): the kept page is not the one that goes out.
    const [hh, mm] = until.split(':').map(Number);
    clock.set(new Date(Date.UTC(2026, 10, 23, hh! - 1, mm!, 0)));
    expect((await page(url)).text).not.toContain(label);

    // Scheduled 20 s ahead, within the same minute: absent until its instant, present from it.
    clock.set('2026-11-23T12:00:05.000Z');
    const at = new Date(clock.now().getTime() + 20_000);
    const scheduled = await news({ naslov: 'Zakazani dan zdravlja', opis: 'Zakazano.', status: 'scheduled', publishAt: at.toISOString() });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect((await page(ROUTES.home)).text).not.toContain('Zakazani dan zdravlja');
    clock.set(at);
    expect((await page(ROUTES.home)).text).toContain('Zakazani dan zdravlja');
  });

  it('lets a cache in front keep public pages briefly, never a staff page nor an answer to a request with credentials', async () => {
    const cacheControl = async (url: string, headers: Record<string, string> = {}) => (await page(url, headers)).headers['cache-control'];
    const publicPage = await cacheControl(ROUTES.home);
    expect(publicPage).toMatch(/^public, /);
    expect(publicPage).toMatch(/s-maxage=\d+/);
    expect(publicPage).toMatch(/stale-while-revalidate=\d+/);
    expect(await cacheControl('/zakoni?page=2')).toBe(publicPage);
    for (const staff of [ROUTES.desk, ROUTES.synonyms, ROUTES.content, ROUTES.newsCreate, ROUTES.clinicEdit(1), ROUTES.versions('Zakon', 1)]) {
      expect(await cacheControl(staff), staff).toBe('private, no-store');
    }
    expect(await cacheControl(ROUTES.home, bearer(h.tokens.staff))).toBe('private, no-store');
  });

  it('is counted for the metrics: rendered (miss), then reused (hit)', async () => {
    const count = async (result: 'hit' | 'miss') => {
      const text = (await h.request.get('/metrics').set(bearer('mjerenje-stranica'))).text;
      return Number(new RegExp(`^dz_kept_pages_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    };
    const before = { hit: await count('hit'), miss: await count('miss') };
    await page('/o-nama?brojac=1');
    await page('/o-nama?brojac=1');
    expect({ hit: await count('hit'), miss: await count('miss') }).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });
});
