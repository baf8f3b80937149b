import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, DOCUMENT_TYPES, documentTypeByResource, fallbackFileName, WEB_UI, type DocumentType } from '@dz/contracts';
import { bearer, pdf, useTestApp } from './harness.js';

const h = useTestApp();

const create = (type: DocumentType, text: string, file = pdf(), name = 'dokument.pdf', token = h.tokens.staff) =>
  h.request.post(API.documents(type)).set(bearer(token)).field(type.textField, text).attach('pdfFile', file, name);

describe.each(DOCUMENT_TYPES.map((t) => [t.resource, t] as const))('/api/%s', (_name, type) => {
  it('creates, reads, lists, updates and deletes for signed-in staff; reads are public', async () => {
    const file = pdf('izvorni');
    const created = await create(type, `  Prvi ${type.resource} č ć ž  `, file);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body[type.textField]).toBe(`Prvi ${type.resource} č ć ž`);

    const got = await h.request.get(API.document(type, id));
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id, [type.textField]: `Prvi ${type.resource} č ć ž`, fileName: 'dokument.pdf', fileSize: file.length });

    const list = await h.request.get(`${API.documents(type)}?page=1&pageSize=5`);
    expect(list.body.totalItems).toBe(1);
    expect(list.body.items[0].id).toBe(id);

    // Update the text only: the old file stays.
    const renamed = await h.request.put(API.document(type, id)).set(bearer(h.tokens.staff)).field(type.textField, 'Izmijenjeno');
    expect(renamed.status).toBe(200);
    expect(renamed.body[type.textField]).toBe('Izmijenjeno');
    const kept = await h.request.get(API.download(type, id));
    expect(Buffer.compare(kept.body, file)).toBe(0);

    // Update with a new file replaces the bytes.
    const newer = pdf('novi');
    const replaced = await h.request.put(API.document(type, id)).set(bearer(h.tokens.staff)).field(type.textField, 'Treće').attach('pdfFile', newer, 'novi.pdf');
    expect(replaced.body).toMatchObject({ fileName: 'novi.pdf', fileSize: newer.length });
    expect(Buffer.compare((await h.request.get(API.download(type, id))).body, newer)).toBe(0);

    expect((await h.request.delete(API.document(type, id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.get(API.document(type, id))).status).toBe(404);
    expect((await h.request.get(API.download(type, id))).status).toBe(404);
    expect((await h.request.delete(API.document(type, id)).set(bearer(h.tokens.staff))).status).toBe(404);
  });

  it('refuses every write without a valid token and changes nothing', async () => {
    const anon = await h.request.post(API.documents(type)).field(type.textField, 'x').attach('pdfFile', pdf(), 'a.pdf');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ status: 401, message: API_ERRORS.unauthorized });
    const forged = await h.request.post(API.documents(type)).set(bearer('abc.def.ghi')).field(type.textField, 'x').attach('pdfFile', pdf(), 'a.pdf');
    expect(forged.status).toBe(401);
    const { body } = await create(type, 'Ostaje');
    expect((await h.request.put(API.document(type, body.id)).field(type.textField, 'Ne')).status).toBe(401);
    expect((await h.request.delete(API.document(type, body.id))).status).toBe(401);
    expect((await h.request.get(API.document(type, body.id))).body[type.textField]).toBe('Ostaje');
    // An admin is signed-in staff too.
    const byAdmin = await create(type, 'Admin piše', pdf(), 'a.pdf', h.tokens.admin);
    expect(byAdmin.status).toBe(201);
    await h.request.delete(API.document(type, byAdmin.body.id)).set(bearer(h.tokens.admin)).expect(204);
    await h.request.put(API.document(type, body.id)).set(bearer(h.tokens.admin)).field(type.textField, 'Admin mijenja').expect(200);
    await h.request.delete(API.document(type, body.id)).set(bearer(h.tokens.admin)).expect(204);
  });
});

describe('paging', () => {
  const type = documentTypeByResource('Oglas')!;
  const page = (p: number | string, size: number | string = 5) => h.request.get(`${API.documents(type)}?page=${p}&pageSize=${size}`);

  it('answers an empty list, exactly 5, 6, the last page and out of range, newest first', async () => {
    expect((await page(1)).body).toEqual({ items: [], totalItems: 0 });
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await create(type, `Oglas ${i}`)).body.id);
    const five = (await page(1)).body;
    expect(five.totalItems).toBe(5);
    expect(five.items.map((d: { id: number }) => d.id)).toEqual([...ids].reverse());
    ids.push((await create(type, 'Oglas 6')).body.id);
    const first = (await page(1)).body;
    expect(first.totalItems).toBe(6);
    expect(first.items[0].naziv).toBe('Oglas 6');
    expect(first.items).toHaveLength(5);
    const last = (await page(2)).body;
    expect(last.items.map((d: { naziv: string }) => d.naziv)).toEqual(['Oglas 1']);
    expect((await page(3)).body).toEqual({ items: [], totalItems: 6 });
    expect((await page(1, 100)).body.items).toHaveLength(6);
    // Default page size is 5.
    expect((await h.request.get(API.documents(type))).body.items).toHaveLength(5);
  });

  it('rejects bad paging parameters with 400 naming the field', async () => {
    for (const [p, s, field] of [[0, 5, 'page'], [-1, 5, 'page'], ['x', 5, 'page'], [1, 0, 'pageSize'], [1, 101, 'pageSize'], [1.5, 5, 'page']] as const) {
      const r = await page(p, s);
      expect(r.status, `${p}/${s}`).toBe(400);
      expect(r.body.field).toBe(field);
    }
  });

  it('keeps each type to itself: an id of another type is 404', async () => {
    const zakon = documentTypeByResource('Zakon')!;
    const { body } = await create(zakon, 'Zakon o zdravstvenoj zaštiti');
    expect((await h.request.get(API.document(type, body.id))).status).toBe(404);
    expect((await h.request.get(API.download(type, body.id))).status).toBe(404);
    expect((await h.request.delete(API.document(type, body.id)).set(bearer(h.tokens.staff))).status).toBe(404);
    expect((await h.request.get(API.document(zakon, body.id))).status).toBe(200);
  });
});

describe('downloads', () => {
  const type = documentTypeByResource('Zakon')!;

  it('returns the uploaded bytes with type, length, ETag and a safe Content-Disposition', async () => {
    const file = pdf('bajtovi');
    const name = 'Pravilnik o "zaštiti" – ž.pdf';
    const { body } = await create(type, 'Pravilnik', file, name);
    const r = await h.request.get(API.download(type, body.id)).buffer(true);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-length']).toBe(String(file.length));
    expect(Buffer.compare(r.body, file)).toBe(0);
    const cd = r.headers['content-disposition'];
    expect(cd).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    expect(cd).toContain('\\"zaštiti\\"'.replace('š', '?'));
    // Revalidation: the same ETag gets 304 without a body.
    const again = await h.request.get(API.download(type, body.id)).set('If-None-Match', String(r.headers.etag));
    expect(again.status).toBe(304);
  });

  it('keeps a clean name and falls back to the spec name when the upload has none', async () => {
    const withPath = await create(type, 'Putanja', pdf(), '..\\..\\tajno\\zakon.PDF');
    expect(withPath.body.fileName).toBe('zakon.PDF');
    const noExt = await create(type, 'Bez ekstenzije', pdf(), 'uputstvo');
    expect(noExt.body.fileName).toBe('uputstvo.pdf');
    const dots = await create(type, 'Tačke', pdf(), '...');
    expect(dots.body.fileName).toBe(fallbackFileName(type, dots.body.id));
    const r = await h.request.get(API.download(type, dots.body.id));
    // A plain ASCII name needs no filename*; the token form is valid RFC 6266.
    expect(r.headers['content-disposition']).toBe(`attachment; filename=zakon-${dots.body.id}.pdf`);
  });
});

describe('text and file are stored together or not at all', () => {
  const type = documentTypeByResource('Oglas')!;

  it('keeps neither when the file cannot be stored, on create and on update', async () => {
    const file = pdf('prije');
    const { body } = await create(type, 'Prije kvara', file);
    const count = async () => (await h.request.get(`${API.documents(type)}?pageSize=100`)).body.totalItems as number;
    const before = await count();
    await h.db.pool.query(`CREATE FUNCTION refuse_file() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_file BEFORE INSERT OR UPDATE ON "DocumentFile" FOR EACH ROW EXECUTE FUNCTION refuse_file()`);
    try {
      expect((await create(type, 'Bez datoteke u bazi')).status).toBe(500);
      expect(await count()).toBe(before);
      const put = await h.request.put(API.document(type, body.id)).set(bearer(h.tokens.staff)).field(type.textField, 'Novi tekst').attach('pdfFile', pdf('nova'), 'nova.pdf');
      expect(put.status).toBe(500);
    } finally {
      await h.db.pool.query('DROP TRIGGER refuse_file ON "DocumentFile"; DROP FUNCTION refuse_file()');
    }
    expect((await h.request.get(API.document(type, body.id))).body).toMatchObject({ naziv: 'Prije kvara', fileSize: file.length });
    expect(Buffer.compare((await h.request.get(API.download(type, body.id))).body, file)).toBe(0);
  });
});

describe('bad input gets a clear error and changes nothing', () => {
  const type = documentTypeByResource('Brosure')!;
  const count = async () => (await h.request.get(API.documents(type))).body.totalItems as number;

  it('400 for an empty or missing text, naming the field', async () => {
    const before = await count();
    const empty = await create(type, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ status: 400, message: WEB_UI.fieldRequired, field: 'naslov' });
    const wrongField = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field('naziv', 'x').attach('pdfFile', pdf(), 'a.pdf');
    expect(wrongField.body.field).toBe('naslov');
    expect(await count()).toBe(before);
  });

  it('400 for a text over its limit', async () => {
    const r = await create(type, 'a'.repeat(type.maxLength + 1));
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('naslov');
  });

  it('400 without a PDF, 415 for a PNG named x.pdf, 413 over 20 MB, 400 for a file in another field', async () => {
    const before = await count();
    const none = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field('naslov', 'Bez datoteke');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ status: 400, message: API_ERRORS.pdfRequired, field: 'pdfFile' });

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const fake = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field('naslov', 'PNG').attach('pdfFile', png, { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(fake.status).toBe(415);
    expect(fake.body).toEqual({ status: 415, message: API_ERRORS.pdfInvalid, field: 'pdfFile' });

    const huge = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const big = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field('naslov', 'Veliki').attach('pdfFile', huge, 'veliki.pdf');
    expect(big.status).toBe(413);
    expect(big.body.status).toBe(413);

    const other = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field('naslov', 'Polje').attach('slika', pdf(), 'a.pdf');
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('slika');

    expect(await count()).toBe(before);
  });

  it('a bad update leaves the document as it was', async () => {
    const file = pdf('ostaje');
    const { body } = await create(type, 'Original', file);
    const bad = await h.request.put(API.document(type, body.id)).set(bearer(h.tokens.staff)).field('naslov', 'Novo').attach('pdfFile', Buffer.from('GIF89a'), 'a.pdf');
    expect(bad.status).toBe(415);
    expect((await h.request.get(API.document(type, body.id))).body.naslov).toBe('Original');
    expect(Buffer.compare((await h.request.get(API.download(type, body.id))).body, file)).toBe(0);
  });

  it('404 JSON for unknown resources and ids, 400 for malformed ids', async () => {
    const unknown = await h.request.get('/api/Nepostoji');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: API_ERRORS.unknownResource });
    expect((await h.request.post('/api/Nepostoji').set(bearer(h.tokens.staff))).status).toBe(404);
    // Resolved before the sign-in check: an unknown resource is a 404 for anyone, whatever the method.
    for (const r of [h.request.post('/api/Nepostoji'), h.request.put('/api/Nepostoji/1'), h.request.delete('/api/Nepostoji/1'), h.request.get('/api/Nepostoji/download/1')]) {
      expect((await r).body).toEqual({ status: 404, message: API_ERRORS.unknownResource });
    }
    expect((await h.request.get(API.document(type, 999999))).body).toEqual({ status: 404, message: API_ERRORS.notFound });
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const r = await h.request.get(`${API.documents(type)}/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body).toEqual({ status: 400, message: API_ERRORS.invalidId });
    }
    expect((await h.request.get('/api/Zakon/1/2/3')).status).toBe(404);
  });

  it('resources are matched case-insensitively like the legacy routes', async () => {
    expect((await h.request.get('/api/brosure')).status).toBe(200);
  });
});
