// Clinics and services come and go (issue 23, docs/product.md "Clinics, services and hours"): staff add one
// (POST, the PUT's JSON body), give it a picture (PUT …/slika, multipart, re-encoded as a news picture) and move it
// to the bin (DELETE); its page, card, sitemap entry, phonebook line and search entry follow, and a restore brings
// them back. The seeded 28 and 20 keep their ids.
import sharp from 'sharp';
import { searchablePages } from '@dz/content';
import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, COUNTS, FILE_RULES, IMAGE_FIELD, LIMITS, ROUTES, WEB_UI,
  type BinItem, type Clinic, type ClinicInput, type ContentItem, type Paged, type SearchResults, type Service, type ServiceInput,
  type Institution, type Notice,
} from '@dz/contracts';
import { pdfText } from '../../../packages/content/src/test/pdftotext.js';
import { publicData } from '../src/services/public-data.js';
import { documentService } from '../src/services/documents.js';
import { purgeBin } from '../src/services/history.js';
import { newsService } from '../src/services/news.js';
import { dataVersions } from '../src/services/data-version.js';
import { searchService } from '../src/services/search.js';
import { sharePictureService } from '../src/services/share-picture.js';
import type { SpeechQueue } from '../src/services/speech.js';
import { unitService } from '../src/services/units.js';
import { kindService } from '../src/services/collection.js';
import { bearer, testClock, useTestApp } from './harness.js';

// Tuesday 24 November 2026, 09:00 in Sarajevo: the clock moves only when a test moves it (the bin's 30 days).
const clock = testClock('2026-11-24T08:00:00Z');
const h = useTestApp({ now: clock.now });

const staff = () => bearer(h.tokens.staff);
/** Words no seeded clinic or service has, so search finds only the new ones. */
const newClinic: ClinicInput = {
  title: 'Kvarnerska',
  name: 'Ambulanta porodične medicine Kvarnerska',
  kind: 'porodicna',
  address: 'Kvarnerska 7, Mostar',
  phones: ['036 444 029', '061 444 029'],
  email: 'amb.kvarnerska@dz-primjer.ba',
  team: [{ role: 'Doktor porodične medicine', name: 'dr. Zrinka Zelić' }],
  hours: { weekly: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' }], exceptions: [] },
  audioGuide: true,
};
const newService: ServiceInput = {
  title: 'Služba palijativne njege',
  description: 'Palijativna njega u kući pacijenta.',
  icon: 'heart',
  head: { role: 'Šef službe', name: 'dr. Vesna Vuletić' },
  chiefNurse: null,
  phone: '036 444 021',
  email: 'palijativa@dz-primjer.ba',
  hours: { weekly: [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00', note: '' }], exceptions: [] },
  audioGuide: false,
};

const pages = () => publicData({
  documents: documentService(h.db, { now: clock.now }), news: newsService(h.db, { now: clock.now }), units: unitService(h.db, { now: clock.now }),
  institution: kindService<Institution>(h.db, 'Ustanova'), notices: kindService<Notice>(h.db, 'Obavijest', { now: clock.now }),
  search: searchService(h.db, searchablePages, { versions: dataVersions(h.db, clock.now) }), sharePicture: sharePictureService(h.db),
});
const binary = (req: ReturnType<typeof h.request.get>) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});
const phonebook = async () => pdfText((await binary(h.request.get(API.phonebook)).expect(200)).body as Buffer).replace(/\s+/g, ' ');
const sitemap = async () => (await h.request.get(API.sitemap).expect(200)).text;
const found = async (q: string) => ((await h.request.get(API.search).query({ q }).expect(200)).body as SearchResults).items.map((i) => `${i.kind} ${i.url}`);
const titles = async (q: string) => ((await h.request.get(API.search).query({ q }).expect(200)).body as SearchResults).items.map((i) => i.title);
const clinicIds = async () => ((await h.request.get(API.clinics).expect(200)).body as Clinic[]).map((c) => c.id);
const rows = async (table: string) => Number((await h.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);
const auditRows = async (resource: string, itemId: number) =>
  (await h.db.auditLog.findMany({ where: { resource, itemId: String(itemId) }, orderBy: { id: 'asc' }, select: { action: true, actorName: true } }))
    .map((a) => `${a.action} ${a.actorName}`);
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2b5c8a' } }).png().toBuffer();
const putPicture = (path: string, bytes: Buffer, name = 'slika.png', token = h.tokens.staff) =>
  h.request.put(path).set(bearer(token)).attach(IMAGE_FIELD, bytes, name);

describe('adding a clinic or a service (POST, the body of PUT)', () => {
  it('needs a signed-in account and a valid body: 400 naming the field, and nothing is stored', async () => {
    const before = await rows('Ambulanta');
    expect((await h.request.post(API.clinics).send(newClinic)).status).toBe(401);
    const refused = async (body: unknown, message: string, field?: string) => {
      const r = await h.request.post(API.clinics).set(staff()).send(body as object);
      expect(r.body).toEqual({ status: 400, message, ...(field ? { field } : {}) });
    };
    await refused({ ...newClinic, title: '' }, WEB_UI.fieldRequired, 'title');
    await refused({ ...newClinic, phones: ['036 58O 201'] }, API_ERRORS.phoneInvalid, 'phones.0');
    await refused({ ...newClinic, kind: 'bolnica' }, API_ERRORS.invalidValue, 'kind');
    await refused({ ...newClinic, hours: { weekly: [{ days: [1], from: '10:00', to: '09:00', note: '' }], exceptions: [] } }, API_ERRORS.timeOrder, 'hours.weekly.0.to');
    await refused({ ...newClinic, id: 5 }, expect.any(String) as unknown as string, 'id');
    const { email: _e, ...noEmail } = newClinic;
    await refused(noEmail, API_ERRORS.required, 'email');
    expect((await h.request.post(API.clinics).set(staff()).type('text/plain').send('{}')).status).toBe(415);
    expect((await h.request.post(API.services).set(staff()).send({ ...newService, icon: 'zvijezda' })).body).toEqual({ status: 400, message: API_ERRORS.invalidValue, field: 'icon' });
    expect(await rows('Ambulanta')).toBe(before);
    expect(await rows('Sluzba')).toBe(COUNTS.services);
  });

  it('answers 201 with the new one and its id after every seeded id; it is on the lists, its page, the sitemap, the phonebook and search at once', async () => {
    const r = await h.request.post(API.clinics).set(staff()).send(newClinic);
    expect(r.status).toBe(201);
    const c = r.body as Clinic;
    expect(c).toMatchObject({ ...newClinic, id: COUNTS.clinics + 1, picture: null });
    expect(r.headers.etag).toBeTruthy();
    expect(await auditRows('Ambulanta', c.id)).toEqual(['create osoblje']);
    expect(await clinicIds()).toEqual([...Array.from({ length: COUNTS.clinics }, (_, i) => i + 1), c.id]);
    expect((await h.request.get(API.clinic(c.id))).body).toMatchObject({ id: c.id, name: newClinic.name });
    expect((await pages().clinic(c.id))?.name).toBe(newClinic.name);
    expect(await sitemap()).toContain(`${ROUTES.clinicDetail(c.id)}</loc>`);
    expect(await phonebook()).toContain(`${c.id}. ${newClinic.name} Telefon: 036 444 029, 061 444 029 E-mail: amb.kvarnerska@dz-primjer.ba`);
    expect(await found('kvarnerska')).toContain(`clinic ${ROUTES.clinicDetail(c.id)}`);

    const s = await h.request.post(API.services).set(bearer(h.tokens.admin)).send(newService);
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ ...newService, id: COUNTS.services + 1, audio: null, picture: null });
    expect(((await h.request.get(API.services)).body as Service[]).at(-1)!.title).toBe(newService.title);
    expect(await phonebook()).toContain('Služba palijativne njege Telefon: 036 444 021');
    // Its own page (issue 36): in the page data, the sitemap and search.
    expect((await pages().service(s.body.id))?.title).toBe(newService.title);
    expect(await sitemap()).toContain(`${ROUTES.serviceDetail(s.body.id)}</loc>`);
    expect(await found('palijativne')).toContain(`service ${ROUTES.serviceDetail(s.body.id)}`);
    // The content list has them, each with its edit screen and its page.
    const listed = (await h.request.get(API.content).query({ q: 'kvarnerska' }).set(staff()).expect(200)).body as Paged<ContentItem>;
    expect(listed.items.map((i) => [i.kind, i.id, i.editUrl, i.url])).toEqual([['Ambulanta', c.id, ROUTES.clinicEdit(c.id), ROUTES.clinicDetail(c.id)]]);
    const services = (await h.request.get(API.content).query({ q: 'palijativne' }).set(staff()).expect(200)).body as Paged<ContentItem>;
    expect(services.items.map((i) => [i.kind, i.id, i.editUrl, i.url])).toEqual([['Sluzba', s.body.id, ROUTES.serviceEdit(s.body.id), ROUTES.serviceDetail(s.body.id)]]);
  });

  it('speaks a new unit\'s audio guide in the background, as an edited one\'s: then its MP3 plays at its versioned URL', async () => {
    const c = (await h.request.post(API.clinics).set(staff()).send({ ...newClinic, title: 'Jasenica', name: 'Ambulanta porodične medicine Jasenica' })).body as Clinic;
    await (h.app.locals.speech as SpeechQueue).idle();
    const spoken = (await h.request.get(API.clinic(c.id))).body as Clinic;
    expect(spoken.audio).toMatchObject({ stale: false, url: expect.stringMatching(new RegExp(`^/api/Ambulanta/${c.id}/audio\\?v=[0-9a-f]{16}$`)) });
    expect(spoken.audio!.transcript).toContain('Ambulanta porodične medicine Jasenica.');
    expect((await binary(h.request.get(spoken.audio!.url))).headers['content-type']).toBe('audio/mpeg');
    expect(await found('audio vodic jasenica')).toContain(`audio ${ROUTES.clinicAudio}`);
  });
});

describe('a clinic\'s or service\'s picture (PUT …/slika, multipart)', () => {
  it('is re-encoded and resized as a news picture, served at a versioned URL that caches for good; without one the answer says null', async () => {
    const c = (await h.request.post(API.clinics).set(staff()).send({ ...newClinic, name: 'Ambulanta Slikovita', title: 'Slikovita' })).body as Clinic;
    expect((await h.request.get(API.clinic(1))).body.picture).toBeNull(); // the seeded ones keep their static pictures
    expect((await putPicture(API.clinicPicture(c.id), await png(100, 50), 'a.png', '')).status).toBe(401);

    const r = await putPicture(API.clinicPicture(c.id), await png(2400, 1200));
    expect(r.status).toBe(200);
    const picture = (r.body as Clinic).picture!;
    expect(picture.url).toMatch(new RegExp(`^/api/Ambulanta/${c.id}/slika/puna\\?v=[0-9a-f]{16}$`));
    expect(picture.cardUrl).toBe(picture.url.replace('/puna?', '/kartica?'));
    expect((await h.request.get(API.clinic(c.id))).body.picture).toEqual(picture);
    expect(await auditRows('Ambulanta', c.id)).toEqual(['create osoblje', 'update osoblje']);

    const full = await binary(h.request.get(picture.url));
    expect([full.status, full.headers['content-type'], full.headers['cache-control']]).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable']);
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: LIMITS.imageMaxSide, height: LIMITS.imageMaxSide / 2 });
    const card = await binary(h.request.get(picture.cardUrl));
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: LIMITS.imageCardMaxSide });
    // Without its version the URL is revalidated; its ETag answers 304.
    const plain = await h.request.get(API.clinicPicture(c.id, 'full'));
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await h.request.get(API.clinicPicture(c.id, 'full')).set('If-None-Match', String(plain.headers.etag))).status).toBe(304);

    // A new picture is a new URL.
    const again = (await putPicture(API.clinicPicture(c.id), await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } }).webp().toBuffer(), 'b.webp')).body as Clinic;
    expect(again.picture!.url).not.toBe(picture.url);

    const service = (await h.request.post(API.services).set(staff()).send({ ...newService, title: 'Služba sa slikom' })).body as Service;
    const s = await putPicture(API.servicePicture(service.id), await png(800, 600));
    expect((s.body as Service).picture!.cardUrl).toMatch(new RegExp(`^/api/Sluzba/${service.id}/slika/kartica\\?v=[0-9a-f]{16}$`));
    expect((await binary(h.request.get((s.body as Service).picture!.cardUrl))).status).toBe(200);
  });

  it('refuses what is not a raster picture, a missing file and an unknown unit; nothing changes', async () => {
    const c = (await h.request.post(API.clinics).set(staff()).send({ ...newClinic, name: 'Ambulanta Bez Slike', title: 'Bez slike' })).body as Clinic;
    const refused = async (r: Awaited<ReturnType<typeof putPicture>>, status: number, message: string) => expect(r.body).toEqual({ status, message, field: IMAGE_FIELD });
    // Not a raster picture: 415, as for a news picture.
    await refused(await putPicture(API.clinicPicture(c.id), Buffer.from('nije slika'), 'x.png'), 415, FILE_RULES.image.invalid);
    await refused(await putPicture(API.clinicPicture(c.id), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg'), 415, FILE_RULES.image.invalid);
    expect((await h.request.put(API.clinicPicture(c.id)).set(staff()).attach('pdfFile', Buffer.from('x'), 'x.png')).body).toMatchObject({ status: 400, field: 'pdfFile' });
    await refused(await h.request.put(API.clinicPicture(c.id)).set(staff()).type('multipart/form-data; boundary=b').send('--b--\r\n'), 400, FILE_RULES.image.required);
    expect((await h.request.put(API.clinicPicture(c.id)).set(staff()).type('form').send('a=b')).status).toBe(415);
    expect((await putPicture(API.clinicPicture(9999), await png(10, 10))).status).toBe(404);
    expect((await h.request.get(API.clinic(c.id))).body.picture).toBeNull();
    expect((await h.request.get(API.clinicPicture(c.id, 'full'))).status).toBe(404);
    expect((await h.request.get(`${API.clinicPicture(1)}/velika`)).status).toBe(404);
    expect(await auditRows('Ambulanta', c.id)).toEqual(['create osoblje']);
  });
});

describe('moving a clinic or service to the bin (DELETE) and back', () => {
  it('takes it off its page, the lists, the sitemap, the phonebook and search at once; the bin lists it and a restore brings everything back', async () => {
    const c = (await h.request.post(API.clinics).set(staff()).send({ ...newClinic, name: 'Ambulanta Privremena', title: 'Privremena' })).body as Clinic;
    const pictured = (await putPicture(API.clinicPicture(c.id), await png(400, 300))).body as Clinic;
    expect(await found('privremena')).toContain(`clinic ${ROUTES.clinicDetail(c.id)}`);

    expect((await h.request.delete(API.clinic(c.id))).status).toBe(401);
    // Changed since the form read it: refused (412), nothing moves.
    expect((await h.request.delete(API.clinic(c.id)).set(staff()).set('If-Match', '"stari"')).status).toBe(412);
    expect((await h.request.delete(API.clinic(c.id)).set(staff()).set('If-Match', String((await h.request.get(API.clinic(c.id))).headers.etag))).status).toBe(204);
    expect(await auditRows('Ambulanta', c.id)).toEqual(['create osoblje', 'update osoblje', 'delete osoblje']);

    expect((await h.request.get(API.clinic(c.id))).body).toEqual({ status: 404, message: API_ERRORS.notFound });
    expect(await clinicIds()).not.toContain(c.id);
    expect(await pages().clinic(c.id)).toBeNull();
    expect((await pages().clinics()).map((x) => x.id)).not.toContain(c.id);
    expect(await sitemap()).not.toContain(`${ROUTES.clinicDetail(c.id)}</loc>`);
    expect(await phonebook()).not.toContain('Ambulanta Privremena');
    expect(await found('privremena')).not.toContain(`clinic ${ROUTES.clinicDetail(c.id)}`);
    expect((await h.request.get(pictured.picture!.url)).status).toBe(404);
    expect((await h.request.put(API.clinic(c.id)).set(staff()).send(newClinic)).status).toBe(404);
    expect((await putPicture(API.clinicPicture(c.id), await png(10, 10))).status).toBe(404);
    expect((await h.request.delete(API.clinic(c.id)).set(staff())).status).toBe(404);
    expect(((await h.request.get(API.content).query({ kind: 'Ambulanta', pageSize: 100 }).set(staff())).body as Paged<ContentItem>).items.map((i) => i.id)).not.toContain(c.id);

    const bin = (await h.request.get(API.bin).set(staff()).expect(200)).body as BinItem[];
    expect(bin.find((b) => b.resource === 'Ambulanta' && b.id === c.id)).toMatchObject({ title: 'Ambulanta Privremena', deletedBy: 'osoblje', deletedAt: clock.now().toISOString() });

    expect((await h.request.post(API.restoreItem('Ambulanta', c.id))).status).toBe(401);
    expect((await h.request.post(API.restoreItem('Ambulanta', c.id)).set(staff())).status).toBe(204);
    expect((await h.request.post(API.restoreItem('Ambulanta', c.id)).set(staff())).status).toBe(404); // no longer in the bin
    expect(await auditRows('Ambulanta', c.id)).toEqual(['create osoblje', 'update osoblje', 'delete osoblje', 'restore osoblje']);
    expect((await h.request.get(API.clinic(c.id))).body).toMatchObject({ id: c.id, picture: pictured.picture });
    expect(await clinicIds()).toContain(c.id);
    expect(await sitemap()).toContain(`${ROUTES.clinicDetail(c.id)}</loc>`);
    expect(await phonebook()).toContain(`${c.id}. Ambulanta Privremena`);
    expect(await found('privremena')).toContain(`clinic ${ROUTES.clinicDetail(c.id)}`);
    expect((await binary(h.request.get(pictured.picture!.url))).status).toBe(200);
  });

  it('a seeded clinic and service go to the bin the same way, with their audio guides, and keep their ids when restored', async () => {
    expect((await h.request.delete(API.clinic(12)).set(staff())).status).toBe(204);
    expect((await h.request.delete(API.service(8)).set(staff())).status).toBe(204);
    expect((await h.request.get(API.clinic(12))).status).toBe(404);
    expect(((await h.request.get(API.services)).body as Service[]).map((s) => s.id)).not.toContain(8);
    expect(await pages().service(8)).toBeNull();
    expect(await sitemap()).not.toContain(`${ROUTES.serviceDetail(8)}</loc>`);
    // Other guides may still answer "audio vodič" (the best partial matches, issue 24); Podvelež's is gone.
    expect((await titles('audio vodic podvelez')).filter((t) => /Podvele/.test(t))).toEqual([]);
    expect(await phonebook()).not.toContain('Pneumoftiziološka');
    for (const [resource, id] of [['Ambulanta', 12], ['Sluzba', 8]] as const) expect((await h.request.post(API.restoreItem(resource, id)).set(staff())).status).toBe(204);
    expect((await h.request.get(API.clinic(12))).body).toMatchObject({ id: 12, title: 'Podvelez' });
    expect(await sitemap()).toContain(`${ROUTES.serviceDetail(8)}</loc>`);
    expect((await titles('audio vodic podvelez')).filter((t) => /Podvele/.test(t))).toHaveLength(1);
    expect(await phonebook()).toContain('Pneumoftiziološka');
  });

  it('after 30 days in the bin it is deleted for good, with its picture and its recording', async () => {
    const s = (await h.request.post(API.services).set(staff()).send({ ...newService, title: 'Služba za kantu', audioGuide: true })).body as Service;
    await putPicture(API.servicePicture(s.id), await png(50, 50)).expect(200);
    await (h.app.locals.speech as SpeechQueue).idle();
    expect(await h.db.audioRecording.count({ where: { unitKind: 'service', unitId: s.id } })).toBe(1);
    expect((await h.request.delete(API.service(s.id)).set(staff())).status).toBe(204);
    clock.advance(29 * 86_400_000);
    expect((await purgeBin(h.db, clock.now())).items.Sluzba).toBeUndefined();
    clock.advance(2 * 86_400_000);
    expect((await purgeBin(h.db, clock.now())).items.Sluzba).toBe(1);
    expect(await h.db.service.count({ where: { id: s.id } })).toBe(0);
    expect(await h.db.servicePicture.count({ where: { serviceId: s.id } })).toBe(0);
    expect(await h.db.audioRecording.count({ where: { unitKind: 'service', unitId: s.id } })).toBe(0);
    expect((await h.request.post(API.restoreItem('Sluzba', s.id)).set(staff())).status).toBe(404);
    // The seeded ones were never in the bin long enough.
    expect(await rows('Sluzba')).toBeGreaterThanOrEqual(COUNTS.services);
  });
});
