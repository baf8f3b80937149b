import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, itemTag } from '@dz/contracts';
import { bearer, testClock, useTestApp } from './harness.js';

// The legacy wire of /api/Novost, recorded on main before news moved onto its description (issue 37) and held byte for
// byte since: every answer's status, the headers a client reads, and its body as sent (the text, not a parse of it, so
// the keys' order counts). Times the database stamps with the machine's clock are <db time>; a
// picture's bytes by their hash.
const START = '2026-05-04T06:00:00Z';
const clock = testClock(START);
const h = useTestApp({ now: clock.now });
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

type Answer = { status: number; headers: Record<string, string>; text: string; body: unknown };

function recorder() {
  // A time of the test's clock (on 2026-05-04) is kept; one the database stamped with the machine's clock is <db time>.
  const named = (s: string): string => s
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, (t) => (t.startsWith('2026-05-04') ? t : '<db time>'))
    .replace(/[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT/g, (t) => named(new Date(t).toISOString()))
    // The test server's port, and a time said in words (a 412's "who saved it when").
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, '<origin>')
    .replace(/\d+\. [a-z]+ \d{4}\. u \d\d:\d\d/g, '<when>');
  const HEADERS = ['content-type', 'cache-control', 'content-length', 'vary'];
  return (label: string, r: Answer, { etag = true }: { etag?: boolean } = {}) => {
    const headers = Object.fromEntries(HEADERS.filter((k) => r.headers[k] !== undefined && !(k === 'content-length' && r.headers['content-type']?.startsWith('application/json'))).map((k) => [k, r.headers[k]]));
    const json = r.headers['content-type']?.startsWith('application/json');
    let text = json ? r.text : r.headers['content-type']?.startsWith('image/') ? `<bytes sha256 ${createHash('sha256').update(r.body as Buffer).digest('hex').slice(0, 16)}>` : r.text;
    // A base64 picture in a body: its hash (its bytes are the image tests').
    text = text.replace(/"slika":"([A-Za-z0-9+/=]{40,})"/g, (_, b: string) => `"slika":"<base64 sha256 ${createHash('sha256').update(b).digest('hex').slice(0, 16)}>"`);
    const tag = r.headers.etag;
    const body = json ? (r.body as { updatedAt?: string }) : undefined;
    const etagIs = tag === undefined ? 'none' : body?.updatedAt && tag === itemTag(body.updatedAt) ? 'itemTag(updatedAt)' : tag.startsWith('W/') ? `W/"${tag.slice(3).split('-')[0]}-…"` : etag ? tag : 'other';
    return { label, status: r.status, headers, etag: etagIs, body: named(text) };
  };
}

describe('/api/Novost on the wire (recorded before news moved onto its description)', () => {
  it('answers as it did: lists (legacy, lean, paged), items (public, staff), pictures, writes, errors, feed and sitemap', async () => {
    clock.set(START);
    const rec = recorder();
    const out: ReturnType<typeof rec>[] = [];
    const staff = bearer(h.tokens.staff);
    const post = (fields: Record<string, string>, image?: Buffer) => {
      let req = h.request.post(API.newsList).set(staff);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      return image ? req.attach('slika', image, 's.jpg') : req;
    };
    const put = (id: number, fields: Record<string, string>, image?: Buffer, headers: Record<string, string> = {}) => {
      let req = h.request.put(API.news(id)).set(staff).set(headers);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      return image ? req.attach('slika', image, 's.jpg') : req;
    };
    const a = await post({ naslov: 'Prva novost', opis: 'Prvi opis.\n\nDrugi pasus.', imageAlt: 'Zgrada doma zdravlja', imageCaption: 'Foto: arhiv' }, await photo(800, 500, '#336699'));
    out.push(rec('POST published', a));
    clock.advance(60_000);
    const b = await post({ naslov: 'Nacrt', opis: 'Još nije objavljeno.', status: 'draft' }, await photo(300, 600, '#993366'));
    out.push(rec('POST draft', b));
    const c = await post({ naslov: 'Zakazana', opis: 'Objavljuje se za sat.', status: 'scheduled', publishAt: '2026-05-04T07:01:00.000Z', imageDecorative: 'true', imageAlt: 'ne treba' }, await photo(400, 400, '#669933'));
    out.push(rec('POST scheduled, decorative', c));
    const d = await post({ naslov: 'Treća', opis: 'Još jedna.' }, await photo(1000, 200, '#aa7700'));
    out.push(rec('POST legacy client', d));
    const ids = [a, b, c, d].map((r) => (r.body as { id: number }).id);

    for (const q of ['', '?lean=true', '?lean=1', '?page=1&pageSize=2', '?page=2&pageSize=2', '?page=1', '?pageSize=3', '?page=0&pageSize=2', '?page=1&pageSize=500', '?page=x']) {
      out.push(rec(`GET list${q}`, await h.request.get(`${API.newsList}${q}`)));
    }
    out.push(rec('GET list as staff (lean)', await h.request.get(`${API.newsList}?lean=true`).set(staff)));
    for (const id of ids) {
      out.push(rec(`GET ${id} public`, await h.request.get(API.news(id))));
      out.push(rec(`GET ${id} staff`, await h.request.get(API.news(id)).set(staff)));
    }
    out.push(rec('GET unknown', await h.request.get(API.news(999))));
    out.push(rec('GET not an id', await h.request.get('/api/Novost/abc')));

    // Pictures: plain and versioned, both sizes, a draft's (by its version only), 304, an unknown size.
    const lean = (await h.request.get(API.news(ids[1]!)).set(staff)).body as { slikaUrl: string; slikaKarticaUrl: string };
    const first = (a.body as { slikaUrl: string; slikaKarticaUrl: string });
    for (const [label, url] of [
      ['full plain', API.newsImage(ids[0]!, 'full')], ['card plain', API.newsImage(ids[0]!, 'card')], ['full versioned', first.slikaUrl], ['card versioned', first.slikaKarticaUrl],
      ['draft plain', API.newsImage(ids[1]!, 'full')], ['draft versioned', lean.slikaUrl], ['draft card versioned', lean.slikaKarticaUrl],
      ['wrong version', `${API.newsImage(ids[0]!, 'full')}?v=0000000000000000`], ['unknown size', `/api/Novost/${ids[0]}/slika/ogromna`], ['unknown item', API.newsImage(999, 'card')],
    ] as const) {
      const r = await h.request.get(url).buffer(true);
      out.push(rec(`picture ${label}`, r, { etag: true }));
      if (r.status === 200) out.push(rec(`picture ${label} 304`, await h.request.get(url).set('If-None-Match', String(r.headers.etag))));
    }

    // Writes: a legacy edit (keeps the picture's text), a new picture, the publication, errors, If-Match, delete.
    out.push(rec('PUT legacy edit', await put(ids[0]!, { naslov: 'Prva, izmijenjena', opis: 'Novi opis.' })));
    out.push(rec('PUT picture text cleared', await put(ids[0]!, { naslov: 'Prva, izmijenjena', opis: 'Novi opis.', imageAlt: '', imageCaption: '' })));
    out.push(rec('PUT decorative', await put(ids[3]!, { naslov: 'Treća', opis: 'Još jedna.', imageDecorative: 'true' })));
    out.push(rec('PUT new picture', await put(ids[3]!, { naslov: 'Treća', opis: 'Još jedna.' }, await photo(640, 480, '#123456'))));
    out.push(rec('PUT draft published', await put(ids[1]!, { naslov: 'Nacrt', opis: 'Sada objavljeno.', status: 'published' })));
    out.push(rec('PUT published to draft', await put(ids[3]!, { naslov: 'Treća', opis: 'Još jedna.', status: 'draft' })));
    out.push(rec('PUT scheduled in the past', await put(ids[0]!, { naslov: 'X', opis: 'Y', status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' })));
    out.push(rec('PUT scheduled without time', await put(ids[0]!, { naslov: 'X', opis: 'Y', status: 'scheduled' })));
    out.push(rec('PUT bad status', await put(ids[0]!, { naslov: 'X', opis: 'Y', status: 'objavljeno' })));
    out.push(rec('PUT without title', await put(ids[0]!, { opis: 'Y' })));
    out.push(rec('PUT title too long', await put(ids[0]!, { naslov: 'x'.repeat(1000), opis: 'Y' })));
    out.push(rec('PUT bad boolean', await put(ids[0]!, { naslov: 'X', opis: 'Y', imageDecorative: 'možda' })));
    out.push(rec('PUT not an image', await put(ids[0]!, { naslov: 'X', opis: 'Y' }, Buffer.from('not a picture at all'))));
    out.push(rec('PUT unknown', await put(999, { naslov: 'X', opis: 'Y' })));
    out.push(rec('PUT stale If-Match', await put(ids[0]!, { naslov: 'X', opis: 'Y' }, undefined, { 'If-Match': '"0-0"' })));
    out.push(rec('PUT signed out', await h.request.put(API.news(ids[0]!)).field('naslov', 'X').field('opis', 'Y')));
    out.push(rec('POST without picture', await post({ naslov: 'Bez slike', opis: 'Opis.' })));
    out.push(rec('POST without title', await post({ opis: 'Opis.' }, await photo(100, 100, '#000000'))));
    out.push(rec('POST signed out', await h.request.post(API.newsList).field('naslov', 'X').field('opis', 'Y')));
    out.push(rec('POST JSON', await h.request.post(API.newsList).set(staff).send({ naslov: 'X', opis: 'Y' })));

    clock.set('2026-05-04T07:02:00Z');
    out.push(rec('GET list after the schedule', await h.request.get(`${API.newsList}?lean=true`)));
    out.push(rec('GET scheduled after its time', await h.request.get(API.news(ids[2]!))));
    out.push(rec('RSS', await h.request.get(API.newsFeed)));
    out.push(rec('sitemap', await h.request.get(API.sitemap)));

    const one = (await h.request.get(API.news(ids[2]!)).set(staff));
    out.push(rec('DELETE stale', await h.request.delete(API.news(ids[2]!)).set(staff).set('If-Match', '"0-0"')));
    out.push(rec('DELETE', await h.request.delete(API.news(ids[2]!)).set(staff).set('If-Match', String(one.headers.etag))));
    out.push(rec('DELETE again', await h.request.delete(API.news(ids[2]!)).set(staff)));
    out.push(rec('GET deleted', await h.request.get(API.news(ids[2]!)).set(staff)));
    out.push(rec('GET list after delete', await h.request.get(`${API.newsList}?page=1&pageSize=10`)));

    await expect(JSON.stringify(out, null, 1)).toMatchFileSnapshot('./wire/news.json');
  });
});
