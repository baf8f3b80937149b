import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, LIMITS, NEWS_PICTURE_UI, WEB_UI, type ItemVersion, type News } from '@dz/contracts';
import { MAX_INPUT_PIXELS, encodeImage, imageDecodes } from '../src/files/images.js';
import { bearer, useTestApp } from './harness.js';

const h = useTestApp();

const photo = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Tajni autor', Copyright: 'GPS 43.34N 17.81E' } })
    .toBuffer();

const create = async (naslov = 'Dan otvorenih vrata', opis = 'Opis novosti.', image?: Buffer, name = 'slika.jpg') =>
  h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', naslov).field('opis', opis).attach('slika', image ?? (await photo()), name);

describe('/api/Novost', () => {
  it('re-encodes uploads: JPEG, EXIF gone, longest side at most 1600 px, plus a card variant', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const r = await create('Vakcinacija', 'Počinje vakcinacija.', original);
    expect(r.status).toBe(201);
    const full = await h.request.get(API.newsImage(r.body.id, 'full')).buffer(true);
    const meta = await sharp(full.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(LIMITS.imageMaxSide);
    expect(meta.exif).toBeUndefined();
    expect(full.body.toString('latin1')).not.toContain('Tajni autor');
    const card = await sharp((await h.request.get(API.newsImage(r.body.id, 'card')).buffer(true)).body).metadata();
    expect(Math.max(card.width!, card.height!)).toBe(LIMITS.imageCardMaxSide);
  });

  it('lists in server order as a plain array with base64 JPEG, and leanly without it', async () => {
    const a = (await create('Prva')).body;
    const b = (await create('Druga')).body;
    const full = await h.request.get(API.newsList);
    expect(Array.isArray(full.body)).toBe(true);
    const ids = full.body.map((n: { id: number }) => n.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const item = full.body.find((n: { id: number }) => n.id === a.id);
    expect(Buffer.from(item.slika, 'base64').subarray(0, 3).toString('hex')).toBe('ffd8ff');

    const lean = await h.request.get(`${API.newsList}?lean=true`);
    expect(lean.body.every((n: object) => !('slika' in n))).toBe(true);
    expect(lean.body.find((n: { id: number }) => n.id === a.id).slikaKarticaUrl).toMatch(new RegExp(`^/api/Novost/${a.id}/slika/kartica\\?v=[0-9a-f]{16}$`));
    expect(JSON.stringify(lean.body).length).toBeLessThan(JSON.stringify(full.body).length / 4);

    const one = await h.request.get(API.news(a.id));
    expect(one.body).toMatchObject({ id: a.id, naslov: 'Prva', opis: 'Opis novosti.' });
    expect(one.body.slika.length).toBeGreaterThan(item.slika.length); // the full image, not the card
  });

  it("answers the picture's size in pixels in every form, the stored JPEG's own (link previews announce it, issue 24)", async () => {
    const n = (await create('Veličina slike', 'Opis.', await photo(2400, 1000))).body;
    const stored = await sharp((await h.request.get(n.slikaUrl).buffer(true)).body).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 667]);
    const size = { imageWidth: 1600, imageHeight: 667 };
    expect(n).toMatchObject(size);
    expect((await h.request.get(API.news(n.id))).body).toMatchObject(size);
    expect((await h.request.get(`${API.newsList}?lean=true`)).body.find((x: { id: number }) => x.id === n.id)).toMatchObject(size);
    expect((await h.request.get(`${API.newsList}?page=1&pageSize=50`)).body.items.find((x: { id: number }) => x.id === n.id)).toMatchObject(size);
    // A smaller picture is never enlarged: its own size.
    const small = await h.request.put(API.news(n.id)).set(bearer(h.tokens.staff)).field('naslov', 'N').field('opis', 'O').attach('slika', await photo(500, 900), 's.jpg');
    expect(small.body).toMatchObject({ imageWidth: 500, imageHeight: 900 });
  });

  it('serves images with ETag, 304 and long caching only for versioned URLs', async () => {
    const n = (await create()).body;
    const versioned = await h.request.get(n.slikaKarticaUrl);
    expect(versioned.headers['content-type']).toBe('image/jpeg');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await h.request.get(API.newsImage(n.id, 'card'));
    expect(plain.headers['cache-control']).toContain('must-revalidate');
    expect((await h.request.get(API.newsImage(n.id, 'card')).set('If-None-Match', String(plain.headers.etag))).status).toBe(304);
    expect((await h.request.get(`/api/Novost/${n.id}/slika/ogromna`)).status).toBe(404);
  });

  it('updates text and keeps the old image when none is sent; a new image changes the URL', async () => {
    const n = (await create()).body;
    const same = await h.request.put(API.news(n.id)).set(bearer(h.tokens.staff)).field('naslov', 'Novi naslov').field('opis', 'Novi opis');
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ naslov: 'Novi naslov', slikaUrl: n.slikaUrl });
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const changed = await h.request.put(API.news(n.id)).set(bearer(h.tokens.staff)).field('naslov', 'N').field('opis', 'O').attach('slika', png, 'nova.png');
    expect(changed.body.slikaUrl).not.toBe(n.slikaUrl);
    const meta = await sharp((await h.request.get(API.newsImage(n.id, 'full')).buffer(true)).body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 100]); // never enlarged
  });

  it('rejects bad input with a clear error and stores nothing', async () => {
    const before = (await h.request.get(`${API.newsList}?lean=true`)).body.length;
    const noImage = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'x').field('opis', 'y');
    expect(noImage.body).toEqual({ status: 400, message: API_ERRORS.imageRequired, field: 'slika' });
    expect((await create('', 'y')).body).toEqual({ status: 400, message: WEB_UI.fieldRequired, field: 'naslov' });
    expect((await create('x', ' ')).body.field).toBe('opis');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await create('SVG', 'y', svg, 'a.svg')).body).toEqual({ status: 415, message: API_ERRORS.imageInvalid, field: 'slika' });
    expect((await create('PDF', 'y', Buffer.from('%PDF-1.4 nope'), 'a.jpg')).status).toBe(415);
    const truncated = (await photo(800, 600)).subarray(0, 2000);
    expect((await create('Pola', 'y', truncated)).status).toBe(415);
    const huge = Buffer.concat([await photo(100, 100), Buffer.alloc(LIMITS.imageBytes)]);
    expect((await create('Velika', 'y', huge)).status).toBe(413);
    expect((await h.request.post(API.newsList).field('naslov', 'x').field('opis', 'y')).status).toBe(401);
    expect((await h.request.get(`${API.newsList}?lean=true`)).body.length).toBe(before);
  });

  it('deletes with a token only (staff or admin); unknown ids are 404', async () => {
    const byAdmin = await h.request.post(API.newsList).set(bearer(h.tokens.admin)).field('naslov', 'A').field('opis', 'B').attach('slika', await photo(50, 50), 'a.jpg');
    expect(byAdmin.status).toBe(201);
    expect((await h.request.delete(API.news(byAdmin.body.id)).set(bearer(h.tokens.admin))).status).toBe(204);
    const n = (await create()).body;
    expect((await h.request.delete(API.news(n.id))).status).toBe(401);
    expect((await h.request.delete(API.news(n.id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.get(API.news(n.id))).status).toBe(404);
    expect((await h.request.get(API.newsImage(n.id, 'full'))).status).toBe(404);
    expect((await h.request.put(API.news(n.id)).set(bearer(h.tokens.staff)).field('naslov', 'x').field('opis', 'y')).status).toBe(404);
  });
});

describe('/api/Novost: pictures decoded within bounds (issue 25, memory that stays flat)', () => {
  // Plain colour: a few hundred KB of PNG announcing tens of megapixels.
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).png().toBuffer();

  it('refuses a picture over 40 megapixels by its header, before any decode, as it refused it before; 36 megapixels pass', async () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    const before = (await h.request.get(`${API.newsList}?lean=true`)).body.length;
    const begun = imageDecodes.begun;
    for (const [width, height] of [[7000, 6000], [40_001, 1000]]) {
      const r = await create('Prevelika', 'Opis.', await png(width!, height!), 'p.png');
      expect(r.body, `${width}x${height}`).toEqual({ status: 415, message: API_ERRORS.imageInvalid, field: 'slika' });
    }
    expect(imageDecodes.begun).toBe(begun);
    expect((await h.request.get(`${API.newsList}?lean=true`)).body.length).toBe(before);

    // A 36-megapixel camera's picture (8000 × 4500): decoded once for both stored variants.
    const ok = await create('Velika', 'Opis.', await png(8000, 4500), 'v.png');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(imageDecodes.begun).toBe(begun + 1);
    expect(ok.body).toMatchObject({ imageWidth: 1600, imageHeight: 900 });
    const card = await sharp((await h.request.get(API.newsImage(ok.body.id, 'card')).buffer(true)).body).metadata();
    expect([card.format, card.width, card.height]).toEqual(['jpeg', 640, 360]);
  });

  it('decodes one picture at a time in the whole process; the others wait their turn', async () => {
    const inputs = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((background) =>
      sharp({ create: { width: 2400, height: 1600, channels: 3, background } }).png().toBuffer()));
    expect([imageDecodes.active, imageDecodes.waiting]).toEqual([0, 0]);
    const pending = inputs.map((input) => encodeImage(input));
    expect([imageDecodes.active, imageDecodes.waiting]).toEqual([1, 2]);
    const stored = await Promise.all(pending);
    expect([imageDecodes.active, imageDecodes.waiting]).toEqual([0, 0]);
    // Each its own picture, both variants.
    const colours = await Promise.all(stored.map(async (s) => (await sharp(Buffer.from(s.card)).stats()).dominant));
    expect(colours.map((c) => [c.r > 128, c.g > 128, c.b > 128])).toEqual([[true, false, false], [false, true, false], [false, false, true]]);
    for (const s of stored) expect((await sharp(Buffer.from(s.full)).metadata()).width).toBe(1600);
  });
});

describe('/api/Novost?page&pageSize (the archive)', () => {
  const page = (p: number | string, size: number | string = 5) => h.request.get(`${API.newsList}?page=${p}&pageSize=${size}`);

  it('answers an empty archive, then pages of lean items newest first with the total', async () => {
    await h.db.news.deleteMany();
    expect((await page(1)).body).toEqual({ items: [], totalItems: 0 });
    expect((await h.request.get(API.newsList)).body).toEqual([]);

    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) ids.push((await create(`Novost ${i}`, `Opis ${i}`, await photo(40, 30))).body.id);
    const first = await page(1);
    expect(first.status).toBe(200);
    expect(first.body.totalItems).toBe(6);
    expect(first.body.items.map((n: { id: number }) => n.id)).toEqual(ids.slice(1).reverse());
    const top = first.body.items[0];
    expect(Object.keys(top).sort()).toEqual([
      'createdAt', 'id', 'imageAlt', 'imageCaption', 'imageDecorative', 'imageHeight', 'imageWidth', 'naslov', 'opis', 'publishAt', 'slikaKarticaUrl', 'slikaUrl', 'status', 'updatedAt',
    ]);
    expect(top).toMatchObject({ naslov: 'Novost 6', opis: 'Opis 6' });
    // The same item as the legacy list gives it, image URLs with their version included.
    const legacy = (await h.request.get(`${API.newsList}?lean=true`)).body;
    expect(legacy.find((n: { id: number }) => n.id === top.id)).toEqual(top);

    expect((await page(2)).body).toEqual({ items: [expect.objectContaining({ id: ids[0], naslov: 'Novost 1' })], totalItems: 6 });
    expect((await page(3)).body).toEqual({ items: [], totalItems: 6 });
    expect((await page(1, 100)).body.items).toHaveLength(6);
    // Either parameter asks for pages; the other takes its default (first page, 5 a page).
    expect((await h.request.get(`${API.newsList}?pageSize=2`)).body.items.map((n: { id: number }) => n.id)).toEqual([ids[5], ids[4]]);
    expect((await h.request.get(`${API.newsList}?page=1`)).body.items).toHaveLength(5);
    // Without them, the legacy plain array in server order, as before.
    const plain = (await h.request.get(API.newsList)).body;
    expect(plain.map((n: { id: number }) => n.id)).toEqual(ids);
  });

  it('rejects bad paging parameters with 400 naming the field, in the documents\' words', async () => {
    const cases = [[0, 5, 'page'], [-1, 5, 'page'], ['x', 5, 'page'], [1.5, 5, 'page'], [1, 0, 'pageSize'], [1, 101, 'pageSize'], [1, 'y', 'pageSize']] as const;
    for (const [p, s, field] of cases) {
      const message = field === 'page' ? API_ERRORS.invalidPage : API_ERRORS.invalidPageSize;
      expect((await page(p, s)).body, `${p}/${s}`).toEqual({ status: 400, message, field });
    }
  });
});

describe('/api/Novost: the picture\'s text (issue 23, WCAG 1.1.1)', () => {
  const withText = async (parts: Record<string, string>) => {
    const req = h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Dan otvorenih vrata').field('opis', 'Opis novosti.');
    for (const [k, v] of Object.entries(parts)) req.field(k, v);
    return req.attach('slika', await photo(60, 40), 'slika.jpg');
  };
  const count = async () => ((await h.request.get(`${API.newsList}?lean=true`)).body as unknown[]).length;
  const alt = 'Medicinska sestra mjeri pritisak starijem pacijentu u ambulanti';
  const caption = 'Ambulanta porodične medicine Gornji Vakuf, novembar 2026.';

  it('stores the alt text and the caption and answers them everywhere an item is read', async () => {
    const r = await withText({ imageAlt: `  ${alt} `, imageCaption: caption });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const expected = { imageAlt: alt, imageDecorative: false, imageCaption: caption };
    expect(r.body).toMatchObject(expected);
    const id = r.body.id as number;
    expect((await h.request.get(API.news(id))).body).toMatchObject(expected);
    const lean = (await h.request.get(`${API.newsList}?lean=true`)).body as News[];
    expect(lean.find((n) => n.id === id)).toMatchObject(expected);
    const full = (await h.request.get(API.newsList)).body as News[];
    expect(full.find((n) => n.id === id)).toMatchObject(expected);
    const archive = (await h.request.get(`${API.newsList}?page=1&pageSize=100`)).body.items as News[];
    expect(archive.find((n) => n.id === id)).toMatchObject(expected);

    // An edit changes them; a version keeps each (its text names the alt text and the caption).
    const edited = await h.request.put(API.news(id)).set(bearer(h.tokens.staff)).field('naslov', 'N').field('opis', 'O')
      .field('imageAlt', 'Novi opis slike').field('imageCaption', '');
    expect(edited.body).toMatchObject({ imageAlt: 'Novi opis slike', imageDecorative: false, imageCaption: '' });
    const versions = (await h.request.get(API.newsVersions(id)).set(bearer(h.tokens.staff))).body as ItemVersion[];
    expect(versions.map((v) => v.text)).toEqual(['N\n\nO\n\nNovi opis slike', `Dan otvorenih vrata\n\nOpis novosti.\n\n${alt}\n\n${caption}`]);
  });

  it('is optional for legacy clients: a POST without it has no alt text and no caption; a PUT without it keeps them', async () => {
    const r = await create('Stari klijent', 'Bez opisa slike.', await photo(60, 40));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ naslov: 'Stari klijent', imageAlt: '', imageDecorative: false, imageCaption: '' });
    const described = await withText({ imageAlt: alt, imageCaption: caption });
    const put = await h.request.put(API.news(described.body.id)).set(bearer(h.tokens.staff)).field('naslov', 'Stari klijent').field('opis', 'Izmjena.');
    expect(put.status).toBe(200);
    // Nothing acknowledged is lost: a legacy client's edit of the text leaves the picture's text as it was.
    expect(put.body).toMatchObject({ naslov: 'Stari klijent', opis: 'Izmjena.', imageAlt: alt, imageDecorative: false, imageCaption: caption });
  });

  it('keeps a decorative picture\'s alt text empty, whatever was sent beside the box; its versions say it is decorative', async () => {
    const r = await withText({ imageAlt: 'Ukrasni okvir', imageDecorative: 'true', imageCaption: caption });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ imageAlt: '', imageDecorative: true, imageCaption: caption });
    expect((await h.request.get(API.news(r.body.id))).body).toMatchObject({ imageAlt: '', imageDecorative: true });
    const off = await h.request.put(API.news(r.body.id)).set(bearer(h.tokens.staff)).field('naslov', 'Dan otvorenih vrata').field('opis', 'Opis novosti.')
      .field('imageAlt', alt).field('imageDecorative', 'false').field('imageCaption', caption);
    expect(off.body).toMatchObject({ imageAlt: alt, imageDecorative: false });
    const versions = (await h.request.get(API.newsVersions(r.body.id)).set(bearer(h.tokens.staff))).body as ItemVersion[];
    expect(versions.map((v) => v.text.includes(NEWS_PICTURE_UI.decorativeLabel))).toEqual([false, true]);
  });

  it('refuses what is too long, not plain text or not a box\'s value with 400 naming the field, and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, string>, string, string][] = [
      [{ imageAlt: 'a'.repeat(LIMITS.newsImageAlt + 1) }, API_ERRORS.tooLong(LIMITS.newsImageAlt), 'imageAlt'],
      [{ imageCaption: 'a'.repeat(LIMITS.newsImageCaption + 1) }, API_ERRORS.tooLong(LIMITS.newsImageCaption), 'imageCaption'],
      [{ imageAlt: 'Slika\u0000' }, API_ERRORS.invalidCharacters, 'imageAlt'],
      [{ imageCaption: 'Potpis\u0000' }, API_ERRORS.invalidCharacters, 'imageCaption'],
      // One line each: no line breaks, no bidi overrides.
      [{ imageAlt: 'Prvi red\ndrugi red' }, API_ERRORS.invalidCharacters, 'imageAlt'],
      [{ imageCaption: 'račun\u202Efdp.exe' }, API_ERRORS.invalidCharacters, 'imageCaption'],
      [{ imageDecorative: 'da' }, API_ERRORS.invalidValue, 'imageDecorative'],
    ];
    for (const [parts, message, field] of cases) {
      expect((await withText(parts)).body, JSON.stringify(parts)).toEqual({ status: 400, message, field });
    }
    // At the limits, it is stored.
    const longest = await withText({ imageAlt: 'a'.repeat(LIMITS.newsImageAlt), imageCaption: 'b'.repeat(LIMITS.newsImageCaption) });
    expect(longest.status).toBe(201);
    const n = longest.body.id as number;
    expect((await h.request.put(API.news(n)).set(bearer(h.tokens.staff)).field('naslov', 'x').field('opis', 'y').field('imageAlt', 'a'.repeat(LIMITS.newsImageAlt + 1))).body)
      .toEqual({ status: 400, message: API_ERRORS.tooLong(LIMITS.newsImageAlt), field: 'imageAlt' });
    expect((await h.request.get(API.news(n))).body.imageAlt).toBe('a'.repeat(LIMITS.newsImageAlt));
    expect(await count()).toBe(before + 1);
  });
});
