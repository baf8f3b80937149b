import { describe, expect, it } from 'vitest';
import { API, documentTypeByResource, itemTag, type DocumentType } from '@dz/contracts';
import type supertest from 'supertest';
import { bearer, testClock, useTestApp } from './harness.js';

// The document types' legacy wire, recorded on main before they were served from their description (issue 37): every
// answer's status, body text (key order included) and headers, byte for byte but for the database's times and ids.
// Kept green while the router and service underneath change.
const clock = testClock('2026-05-04T06:00:00Z');
const h = useTestApp({ now: clock.now });

/** A PDF whose bytes are the same on every run. */
const fixedPdf = (label: string) => Buffer.concat([
  Buffer.from(`%PDF-1.4\n% ${label}\nstream\n`, 'latin1'), Buffer.from(Array.from({ length: 64 }, (_, i) => i)), Buffer.from('\nendstream\n%%EOF\n'),
]);

const HEADERS = ['content-type', 'content-length', 'content-disposition', 'content-range', 'accept-ranges', 'cache-control', 'etag', 'last-modified', 'vary'];

/** An answer as recorded: status, its headers above (times and tags named, not written), its body with ids and times named. */
function wire(r: supertest.Response, ids: number[] = []) {
  let body = Buffer.isBuffer(r.body) ? `<${r.body.length} bytes>` : r.text;
  const named = (text: string) => {
    let t = text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>').replace(/\(\d+\. \S+ \d{4}\. u \d\d:\d\d\)/g, '(<when>)');
    ids.forEach((id, i) => { t = t.replace(new RegExp(`(?<=[":-])${id}(?=[,}.])`, 'g'), `<id${i}>`); });
    return t;
  };
  body = named(body);
  const headers = Object.fromEntries(HEADERS.filter((k) => r.headers[k] !== undefined).map((k) => {
    const v = String(r.headers[k]);
    if (k === 'etag') return [k, /^"[^"]+"$/.test(v) ? '<strong tag>' : v.startsWith('W/') ? '<weak tag>' : v];
    if (k === 'last-modified') return [k, '<date>'];
    if (k === 'content-length' && !Buffer.isBuffer(r.body)) return [k, '<length>'];
    return [k, named(v)];
  }));
  return { status: r.status, headers, body };
}

const binary = (req: supertest.Test) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

const zakon = documentTypeByResource('Zakon')!;
const biblioteka = documentTypeByResource('Biblioteka')!;

describe.each([[zakon.resource, zakon], [biblioteka.resource, biblioteka]] as const)('the legacy wire of /api/%s', (_name, type: DocumentType) => {
  it('answers create, read, list, update, download and delete as on main', async () => {
    const staff = bearer(h.tokens.staff);
    const created = await h.request.post(API.documents(type)).set(staff).field(type.textField, type.multiline ? ' Prvi  red\nDrugi ' : ' Prvi  red ').attach('pdfFile', fixedPdf('a'), 'Dokument č.pdf');
    const id = created.body.id as number;
    const unnamed = await h.request.post(API.documents(type)).set(staff).field(type.textField, 'Bez imena').attach('pdfFile', fixedPdf('b'), '.pdf');
    const id2 = unnamed.body.id as number;
    const ids = [id, id2];
    const got = await h.request.get(API.document(type, id));
    expect(got.headers.etag).toBe(itemTag(got.body.updatedAt));
    const list = await h.request.get(API.documents(type));
    const page = await h.request.get(`${API.documents(type)}?page=2&pageSize=1`);
    const textOnly = await h.request.put(API.document(type, id)).set(staff).field(type.textField, 'Izmijenjeno');
    const withFile = await h.request.put(API.document(type, id)).set(staff).field(type.textField, 'Treće').attach('pdfFile', fixedPdf('c'), 'novi.pdf');
    const download = await binary(h.request.get(API.download(type, id)));
    const ranged = await binary(h.request.get(API.download(type, id2)).set('Range', 'bytes=0-9'));
    const fallback = await binary(h.request.get(API.download(type, id2)));
    const draft = await h.request.post(API.documents(type)).set(staff).field(type.textField, 'Nacrt').field('status', 'draft').attach('pdfFile', fixedPdf('d'), 'n.pdf');
    const scheduled = await h.request.post(API.documents(type)).set(staff).field(type.textField, 'Kasnije').field('publishAt', '2026-05-05T06:00:00.000Z').attach('pdfFile', fixedPdf('e'), 'k.pdf');
    const more = [...ids, draft.body.id as number, scheduled.body.id as number];
    const draftPublic = await h.request.get(API.document(type, draft.body.id));
    const draftStaff = await h.request.get(API.document(type, draft.body.id)).set(staff);
    const draftFile = await binary(h.request.get(API.download(type, draft.body.id)).set(staff));
    const listAfter = await h.request.get(`${API.documents(type)}?page=1&pageSize=10`);
    const removed = await h.request.delete(API.document(type, id2)).set(staff);
    const gone = await h.request.get(API.document(type, id2));
    expect({
      created: wire(created, ids), unnamed: wire(unnamed, ids), got: wire(got, ids), list: wire(list, ids), page: wire(page, ids),
      textOnly: wire(textOnly, ids), withFile: wire(withFile, ids), download: wire(download, ids), ranged: wire(ranged, ids),
      fallback: wire(fallback, ids), draft: wire(draft, more), scheduled: wire(scheduled, more), draftPublic: wire(draftPublic, more),
      draftStaff: wire(draftStaff, more), draftFile: wire(draftFile, more), listAfter: wire(listAfter, more), removed: wire(removed), gone: wire(gone),
    }).toMatchSnapshot();
  });

  it('answers refusals as on main', async () => {
    const staff = bearer(h.tokens.staff);
    const { body } = await h.request.post(API.documents(type)).set(staff).field(type.textField, 'Ostaje').attach('pdfFile', fixedPdf('f'), 'o.pdf');
    const answers = {
      anonymous: await h.request.post(API.documents(type)).field(type.textField, 'x').attach('pdfFile', fixedPdf('g'), 'a.pdf'),
      noText: await h.request.post(API.documents(type)).set(staff).attach('pdfFile', fixedPdf('g'), 'a.pdf'),
      longText: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x'.repeat(type.maxLength + 1)).attach('pdfFile', fixedPdf('g'), 'a.pdf'),
      noFile: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x'),
      notPdf: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x').attach('pdfFile', Buffer.from('GIF89a'), 'a.pdf'),
      otherPart: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x').attach('slika', fixedPdf('g'), 'a.pdf'),
      extraPart: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x').field('a', '1').field('b', '2').field('c', '3').attach('pdfFile', fixedPdf('g'), 'a.pdf'),
      json: await h.request.post(API.documents(type)).set(staff).send({ [type.textField]: 'x' }),
      badStatus: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x').field('status', 'skoro').attach('pdfFile', fixedPdf('g'), 'a.pdf'),
      pastSchedule: await h.request.post(API.documents(type)).set(staff).field(type.textField, 'x').field('status', 'scheduled').field('publishAt', '2020-01-01T00:00:00.000Z').attach('pdfFile', fixedPdf('g'), 'a.pdf'),
      badPage: await h.request.get(`${API.documents(type)}?page=0&pageSize=1000`),
      unknownId: await h.request.put(API.document(type, 999999)).set(staff).field(type.textField, 'x'),
      unknownDownload: await h.request.get(API.download(type, 999999)),
      badId: await h.request.get(`${API.documents(type)}/abc`),
      staleTag: await h.request.put(API.document(type, body.id)).set(staff).set('If-Match', '"0-0"').field(type.textField, 'x'),
      deepPath: await h.request.get(`${API.documents(type)}/1/2/3`),
      lowerCase: await h.request.get(API.document(type, body.id).toLowerCase()),
      unknownGet: await h.request.get('/api/Nepostoji'),
      unknownPut: await h.request.put('/api/Nepostoji/1').set(staff),
      unknownDownloadType: await h.request.get('/api/Nepostoji/download/1'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, wire(r, [body.id as number])]))).toMatchSnapshot();
  });
});
