// /api/Ambulanta, /api/Sluzba, /api/Ustanova, /api/Obavijest and the phonebook built from them
// (docs/product.md "Clinics, services and hours").
import { pino } from 'pino';
import { searchablePages } from '@dz/content';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, OPEN_LABELS, WEB_UI, addDays, sarajevoToday,
  type Clinic, type ClinicInput, type Institution, type InstitutionInput, type NoticeInput, type Service, type ServiceInput,
  type Notice,
} from '@dz/contracts';
import { pdfText } from '../../../packages/content/src/test/pdftotext.js';
import { createApp, type AppDeps } from '../src/app.js';
import { publicData } from '../src/services/public-data.js';
import type { SpeechQueue } from '../src/services/speech.js';
import { documentService } from '../src/services/documents.js';
import { newsService } from '../src/services/news.js';
import { dataVersions } from '../src/services/data-version.js';
import { searchService } from '../src/services/search.js';
import { sharePictureService } from '../src/services/share-picture.js';
import { unitService } from '../src/services/units.js';
import { kindService } from '../src/services/collection.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, testClock, useTestApp } from './harness.js';
import { mp3Info } from './mp3.js';

// The file's "now": 23:30 UTC on Wednesday 11 March 2026 is already Thursday 12 March in
// Sarajevo (CET, UTC+1), so a "today" taken from UTC instead of Sarajevo would show.
const clock = testClock('2026-03-11T23:30:00Z');
const h = useTestApp({ now: clock.now });

/** Another instance of the app on the same database (as a second container would be), on the same clock. */
const instance = (overrides: Partial<AppDeps> = {}) => {
  const app = createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, now: clock.now, ...overrides });
  return { app, request: supertest(app), speech: app.locals.speech as SpeechQueue };
};
/** What the server renders pages from (services/public-data.ts), on the same clock. */
const publicDataNow = () => publicData({
  documents: documentService(h.db, { now: clock.now }), news: newsService(h.db, { now: clock.now }), units: unitService(h.db, { now: clock.now }),
  institution: kindService<Institution>(h.db, 'Ustanova'), notices: kindService<Notice>(h.db, 'Obavijest', { now: clock.now }),
  search: searchService(h.db, searchablePages, { versions: dataVersions(h.db) }), sharePicture: sharePictureService(h.db),
});

/** A unit's answer back as the input it was made from. */
const asInput = <T extends Clinic | Service>({ id: _i, updatedAt: _u, status: _s, audio: _a, picture: _p, ...input }: T) => input;
const clinic = async (id: number): Promise<Clinic> => (await h.request.get(API.clinic(id))).body;
const clinicInput = async (id: number) => asInput(await clinic(id)) as ClinicInput;
const putClinic = (id: number | string, body: unknown, token = h.tokens.staff) => h.request.put(API.clinic(id)).set(bearer(token)).send(body as object);
const squash = (s: string) => s.replace(/\s+/g, ' ');
const phonebookText = async (request = h.request) => {
  const r = await request.get(API.phonebook).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(r.status).toBe(200);
  return { text: squash(pdfText(r.body as Buffer)), response: r };
};

describe('reading clinics and services', () => {
  it('lists all 28 clinics and 20 services publicly, each with its status; one by id; 404 unknown, 400 bad id', async () => {
    const list = await h.request.get(API.clinics);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(28);
    expect(list.body[0].status).toEqual({ open: expect.any(Boolean), label: expect.any(String), date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect((await h.request.get(API.clinic(5))).body).toMatchObject({ id: 5, title: 'Donja Dreznica' });
    expect((await h.request.get(API.service(18))).body).toMatchObject({ id: 18, title: 'Apoteka' });
    expect((await h.request.get(API.clinic(29))).body).toEqual({ status: 404, message: API_ERRORS.notFound });
    expect((await h.request.get(API.service(999))).status).toBe(404);
    expect((await h.request.get(API.clinic('abc'))).body).toMatchObject({ status: 400, message: API_ERRORS.invalidId });
    expect((await h.request.get(API.clinicAudio(1))).status).toBe(404); // its guide is a static file
    expect((await h.request.get('/api/Ambulanta/1/nista')).status).toBe(404);
    // Creating and moving to the bin: units-come-and-go.test.ts.
    expect((await h.request.post(API.clinics).set(bearer(h.tokens.staff)).send({})).status).toBe(400);
  });

  it('computes open now at the instant it answers, in Sarajevo time', async () => {
    // Tuesday 24 November 2026, 09:00 in Sarajevo (CET, UTC+1). Each status says the day it was computed on (a kept page's today).
    const at = (iso: string) => instance({ now: () => new Date(iso) }).request;
    const tuesdayMorning = (await at('2026-11-24T08:00:00Z').get(API.clinic(1))).body;
    // Blagaj's two shifts (07:00–15:00, 13:30–20:00) are one opening.
    expect(tuesdayMorning.status).toEqual({ open: true, label: OPEN_LABELS.openUntil('20:00'), date: '2026-11-24' });
    // Clinic 5 works Tuesdays 12:00–20:00 only.
    expect((await at('2026-11-24T08:00:00Z').get(API.clinic(5))).body.status).toEqual({ open: false, label: 'Zatvoreno, otvara se u 12:00', date: '2026-11-24' });
    // Saturday 21:00: Blagaj opens Monday (no Sunday hours).
    expect((await at('2026-11-28T20:00:00Z').get(API.clinic(1))).body.status).toEqual({ open: false, label: 'Zatvoreno, otvara se u ponedjeljak u 07:00', date: '2026-11-28' });
    // Sunday noon: the emergency service is open.
    expect((await at('2026-11-29T11:00:00Z').get(API.service(1))).body.status).toEqual({ open: true, label: OPEN_LABELS.openAllDay, date: '2026-11-29' });
  });
});

describe('editing a clinic or service', () => {
  it('needs a signed-in account; shows the edit at once in GET, in PublicData and in the phonebook', async () => {
    const input = await clinicInput(2);
    const changed: ClinicInput = {
      ...input,
      phones: ['036 999 002', '061 222 333'],
      hours: { weekly: input.hours.weekly, exceptions: [{ from: '2099-01-01', to: '2099-01-02', hours: [], note: 'Nova godina' }] },
    };
    expect((await h.request.put(API.clinic(2)).send(changed)).status).toBe(401);
    await phonebookText(); // built before the edit: it must not be served after it
    const r = await putClinic(2, changed);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 2, phones: changed.phones, hours: changed.hours });
    expect((await clinic(2)).phones).toEqual(changed.phones);

    const other = instance();
    expect((await other.request.get(API.clinic(2))).body.phones).toEqual(changed.phones);
    const data = publicDataNow();
    expect((await data.clinic(2))!.phones).toEqual(changed.phones);
    expect((await data.clinics())[1]!.phones).toEqual(changed.phones);

    const { text } = await phonebookText(other.request);
    expect(text).toContain('Telefon: 036 999 002, 061 222 333 E-mail: amb.brankovac1@dz-primjer.ba');
    expect(text).toContain('Izuzetak 1. januar 2099. – 2. januar 2099.: zatvoreno (Nova godina)');
    expect(text).not.toContain('036 580 202');
  });

  it('shows an edit in the phonebook even when the editing clock is behind the newest row\'s (another instance, the database)', async () => {
    // Clinic 3 last changed an hour ahead of the clock that stamps edits (Prisma's), as if written by a clock that runs ahead.
    await h.db.pool.query(`UPDATE "Ambulanta" SET "updatedAt" = $1::timestamptz + interval '1 hour' WHERE id = 3`, [new Date()]);
    await phonebookText(); // built before the edit: it must not be served after it
    const input = await clinicInput(8);
    expect((await putClinic(8, { ...input, phones: ['036 999 008'] })).status).toBe(200);
    const { text } = await phonebookText();
    expect(text).toContain('Telefon: 036 999 008');
    expect(text).not.toContain('036 580 208');
  });

  it('a service keeps or drops its chief nurse', async () => {
    const s = asInput((await h.request.get(API.service(6))).body as Service) as ServiceInput;
    expect(s.chiefNurse).toBeNull();
    const withNurse = await h.request.put(API.service(6)).set(bearer(h.tokens.admin)).send({ ...s, chiefNurse: { role: 'Glavna sestra', name: 'Ana Anić' } });
    expect(withNurse.body.chiefNurse).toEqual({ role: 'Glavna sestra', name: 'Ana Anić' });
    const without = await h.request.put(API.service(6)).set(bearer(h.tokens.staff)).send({ ...s, chiefNurse: null });
    expect(without.body.chiefNurse).toBeNull();
  });

  it('refuses impossible input with the field named, and unknown ids', async () => {
    const input = await clinicInput(3);
    const row = input.hours.weekly[0]!;
    const withRow = (r: object) => ({ ...input, hours: { ...input.hours, weekly: [{ ...row, ...r }] } });
    const refused = async (body: unknown, message: string, field?: string) => {
      const r = await putClinic(3, body);
      expect(r.body).toEqual({ status: 400, message, ...(field ? { field } : {}) });
    };
    await refused(withRow({ to: '25:00' }), API_ERRORS.invalidTime, 'hours.weekly.0.to');
    await refused(withRow({ from: '10:00', to: '09:00' }), API_ERRORS.timeOrder, 'hours.weekly.0.to');
    await refused(withRow({ days: [] }), API_ERRORS.daysRequired, 'hours.weekly.0.days');
    await refused(withRow({ days: [0] }), API_ERRORS.invalidDay, 'hours.weekly.0.days.0');
    const exception = { from: '2026-12-24', to: '2026-12-26', hours: [], note: '' };
    await refused({ ...input, hours: { ...input.hours, exceptions: [{ ...exception, from: '2026-02-30' }] } }, API_ERRORS.invalidDate, 'hours.exceptions.0.from');
    await refused({ ...input, hours: { ...input.hours, exceptions: [{ ...exception, to: '2026-12-01' }] } }, API_ERRORS.dateOrder, 'hours.exceptions.0.to');
    await refused({ ...input, hours: { ...input.hours, exceptions: [exception, { ...exception, from: '2026-12-26', to: '2026-12-27' }] } }, API_ERRORS.exceptionsOverlap, 'hours.exceptions.1.from');
    await refused({ ...input, phones: ['036 58O 201'] }, API_ERRORS.phoneInvalid, 'phones.0');
    await refused({ ...input, phones: [] }, API_ERRORS.required, 'phones');
    await refused({ ...input, boja: 'plava' }, expect.any(String) as unknown as string, 'boja');
    await refused({ ...input, kind: 'bolnica' }, API_ERRORS.invalidValue, 'kind');
    await refused({ ...input, title: '' }, WEB_UI.fieldRequired, 'title');
    expect((await clinic(3)).hours).toEqual(input.hours); // nothing stored

    expect((await putClinic(29, input)).status).toBe(404);
    expect((await putClinic('x', input)).status).toBe(400);
    expect((await h.request.put(API.clinic(3)).set(bearer(h.tokens.staff)).type('text/plain').send('{}')).status).toBe(415);
    expect((await h.request.put(API.clinic(3)).set(bearer(h.tokens.staff)).type('application/json').send('{"title":')).status).toBe(400);
  });
});

describe('/api/Ustanova', () => {
  it('is public to read; only admins change it (anonymous 401, staff 403); the footer and phonebook follow', async () => {
    const { updatedAt: _u, ...current } = (await h.request.get(API.institution)).body as InstitutionInput & { updatedAt: string };
    const changed: InstitutionInput = { ...current, phone: '036 123 456', street: 'Nova ulica 5' };
    expect((await h.request.put(API.institution).send(changed)).status).toBe(401);
    expect((await h.request.put(API.institution).set(bearer(h.tokens.staff)).send(changed)).status).toBe(403);
    const r = await h.request.put(API.institution).set(bearer(h.tokens.admin)).send(changed);
    expect(r.status).toBe(200);
    expect((await h.request.get(API.institution)).body).toMatchObject({ phone: '036 123 456', street: 'Nova ulica 5' });
    // The legacy answer, key for key (served from the institution's description since issue 37): no id, no createdAt.
    expect(Object.keys(r.body)).toEqual(['phone', 'email', 'street', 'postalCode', 'city', 'giroAccount', 'bank', 'socialUrl', 'socialLabel', 'dutyPhones', 'updatedAt']);
    expect((await h.request.get(`${API.institution}/1`)).status).toBe(404);
    expect((await h.request.post(API.institution).set(bearer(h.tokens.admin)).send(changed)).status).toBe(404);
    const frame = await publicDataNow().frame();
    expect(frame.institution.phone).toBe('036 123 456');
    const { text } = await phonebookText();
    expect(text).toContain('Nova ulica 5, 88000 Mostar');
    expect(text).toContain('Centrala: 036 123 456');
    const bad = await h.request.put(API.institution).set(bearer(h.tokens.admin)).send({ ...changed, socialUrl: 'javascript:alert(1)' });
    expect(bad.body).toEqual({ status: 400, message: API_ERRORS.linkInvalid, field: 'socialUrl' });
  });

  it('keeps the emergency strip\'s on-duty numbers: none at first, set by admins in order, checked, kept by a PUT without them, in the frame and the phonebook', async () => {
    const put = (body: unknown) => h.request.put(API.institution).set(bearer(h.tokens.admin)).send(body as object);
    const { updatedAt: _u, ...current } = (await h.request.get(API.institution)).body as Institution;
    expect(current.dutyPhones).toEqual([]);
    const duty = [{ label: 'Dežurna ambulanta', phone: '036 580 199' }, { label: 'Dežurni stomatolog', phone: '061 111 222' }];
    const r = await put({ ...current, dutyPhones: duty.map((d) => ({ label: ` ${d.label} `, phone: d.phone })) });
    expect([r.status, r.body.dutyPhones]).toEqual([200, duty]);
    expect((await h.request.get(API.institution)).body.dutyPhones).toEqual(duty);
    expect((await publicDataNow().frame()).institution.dutyPhones).toEqual(duty);
    expect((await phonebookText()).text).toContain('Dežurna ambulanta: 036 580 199 Dežurni stomatolog: 061 111 222');
    // A client from before them sends the record without them: they stay.
    const { dutyPhones: _d, ...withoutDuty } = current;
    expect((await put({ ...withoutDuty, bank: 'Druga banka d.d.' })).body).toMatchObject({ bank: 'Druga banka d.d.', dutyPhones: duty });
    // Refused with the field named, nothing stored.
    const refused = async (dutyPhones: unknown, message: string, field: string) =>
      expect((await put({ ...current, dutyPhones })).body).toEqual({ status: 400, message, field });
    await refused([{ label: 'Dežurna', phone: '036 58O 199' }], API_ERRORS.phoneInvalid, 'dutyPhones.0.phone');
    await refused([{ label: '', phone: '036 580 199' }], WEB_UI.fieldRequired, 'dutyPhones.0.label');
    await refused([...duty, ...duty], API_ERRORS.outOfRange, 'dutyPhones');
    await refused('036 580 199', API_ERRORS.invalidValue, 'dutyPhones');
    expect((await h.request.get(API.institution)).body.dutyPhones).toEqual(duty);
    // Emptied: the strip shows 124 alone.
    expect((await put({ ...current, dutyPhones: [] })).body.dutyPhones).toEqual([]);
  });
});

describe('/api/Obavijest', () => {
  const today = sarajevoToday(clock.now());
  const notice = (over: Partial<NoticeInput> = {}): NoticeInput => ({ text: 'Obavijest', link: '', from: today, to: today, urgent: false, ...over });
  const post = (n: NoticeInput) => h.request.post(API.notices).set(bearer(h.tokens.staff)).send(n);

  it('lists publicly only notices valid today (urgent first, then newest); staff see all, newest first', async () => {
    expect(today).toBe('2026-03-12'); // Sarajevo's day, not UTC's
    const yesterday = addDays(today, -1);
    const past = (await post(notice({ text: 'Jučer', from: yesterday, to: yesterday }))).body;
    const plain = (await post(notice({ text: 'Danas' }))).body;
    const urgent = (await post(notice({ text: 'Hitno', urgent: true, link: '/sluzbe' }))).body;
    const later = (await post(notice({ text: 'Kasnije', from: addDays(today, 1), to: addDays(today, 3) }))).body;
    const newer = (await post(notice({ text: 'Danas, novija', from: yesterday, to: addDays(today, 1) }))).body;
    expect(plain).toMatchObject({ id: expect.any(Number), active: true, endedAt: null, link: '' });
    // The legacy answer, key for key (served from the notices' description since issue 37).
    expect(Object.keys(plain)).toEqual(['id', 'text', 'link', 'from', 'to', 'urgent', 'endedAt', 'createdAt', 'updatedAt', 'active']);
    expect((await h.request.get(API.notice(plain.id))).status).toBe(401);
    expect((await h.request.get(API.notice(plain.id)).set(bearer(h.tokens.staff))).body).toEqual(plain);
    expect(past.active).toBe(false);
    expect((await h.request.get(API.notices)).body.map((n: { text: string }) => n.text)).toEqual(['Hitno', 'Danas, novija', 'Danas']);
    expect((await h.request.get(API.noticesAll)).status).toBe(401);
    const all = (await h.request.get(API.noticesAll).set(bearer(h.tokens.staff))).body;
    expect(all.map((n: { id: number }) => n.id)).toEqual([newer.id, later.id, urgent.id, plain.id, past.id]);

    // Ended early: off the site at once, still in the staff list.
    const ended = await h.request.post(API.noticeEnd(plain.id)).set(bearer(h.tokens.staff));
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ id: plain.id, active: false, endedAt: clock.now().toISOString() });
    expect((await h.request.get(API.notices)).body.map((n: { text: string }) => n.text)).toEqual(['Hitno', 'Danas, novija']);
    const frame = await publicDataNow().frame();
    expect(frame.notices.map((n) => n.text)).toEqual(['Hitno', 'Danas, novija']);

    const edited = await h.request.put(API.notice(later.id)).set(bearer(h.tokens.staff)).send(notice({ text: 'Sada' }));
    expect(edited.body).toMatchObject({ text: 'Sada', active: true, from: today });
    expect((await h.request.delete(API.notice(later.id)))).toMatchObject({ status: 401 });
    expect((await h.request.delete(API.notice(later.id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.delete(API.notice(later.id)).set(bearer(h.tokens.staff))).status).toBe(404);
    expect((await h.request.post(API.noticeEnd(later.id)).set(bearer(h.tokens.staff))).status).toBe(404);
  });

  it('refuses bad notices with the field named', async () => {
    const refused = async (body: unknown, message: string, field: string) =>
      expect((await h.request.post(API.notices).set(bearer(h.tokens.staff)).send(body as object)).body).toEqual({ status: 400, message, field });
    await refused(notice({ from: '2026-02-30' }), API_ERRORS.invalidDate, 'from');
    await refused(notice({ from: today, to: addDays(today, -1) }), API_ERRORS.dateOrder, 'to');
    await refused(notice({ link: 'ftp://x' }), API_ERRORS.linkInvalid, 'link');
    await refused(notice({ text: '\u0000' }), API_ERRORS.invalidCharacters, 'text');
  });
});

describe('the phonebook PDF', () => {
  it('is a download with an ETag that revalidates, built once per change of the data', async () => {
    const { response, text } = await phonebookText();
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename=imenik.pdf');
    expect(text).toContain('Imenik: telefoni, e-mail adrese i radno vrijeme');
    expect(text).toContain('Služba hitne medicinske pomoći: 124');
    expect(text).toContain('Svaki dan: 00:00–24:00 (Uključujući praznike)');
    expect(text).toContain('28. Zubotehnički laboratorij');
    const etag = String(response.headers.etag);
    expect((await h.request.get(API.phonebook).set('If-None-Match', etag)).status).toBe(304);
    // Another instance builds the same bytes from the same data.
    expect((await instance().request.get(API.phonebook).set('If-None-Match', etag)).status).toBe(304);
  });
});

describe('audio guides spoken again', () => {
  it('after a phone changes: stale at once, then a new MP3 at its own URL', async () => {
    const before = await clinic(4);
    expect(before.audio).toMatchObject({ stale: false, url: '/assets/audio/ambulanta-04-carina.mp3' });
    const input = asInput(before) as ClinicInput;
    const r = await putClinic(4, { ...input, phones: ['036 777 004'] });
    expect(r.status).toBe(200);
    // Spoken again in the background (the edit queued it before answering).
    await (h.app.locals.speech as SpeechQueue).idle();
    const after = await clinic(4);
    expect(after.audio).toMatchObject({ stale: false, url: expect.stringMatching(/^\/api\/Ambulanta\/4\/audio\?v=[0-9a-f]{16}$/) });
    expect(after.audio!.transcript).toContain('Telefon: 0 3 6, 7 7 7, 0 0 4.');
    const mp3 = await h.request.get(after.audio!.url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(mp3.status).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['cache-control']).toContain('immutable');
    const bytes = mp3.body as Buffer;
    expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);
    const info = mp3Info(bytes);
    expect([info.mono, info.bitrateKbps]).toEqual([true, 32]);
    expect(Math.abs(info.seconds - after.audio!.seconds)).toBeLessThanOrEqual(1);
    const ranged = await h.request.get(API.clinicAudio(4)).set('Range', 'bytes=0-9');
    expect(ranged.status).toBe(206);
  });

  it('where espeak-ng is missing, the guide stays stale (and the edit is saved)', async () => {
    const broken = instance({ speech: { espeak: '/nonexistent/espeak-ng' } });
    const input = await clinicInput(6);
    const r = await broken.request.put(API.clinic(6)).set(bearer(h.tokens.staff)).send({ ...input, phones: ['036 777 006'] });
    expect(r.status).toBe(200);
    await broken.speech.idle();
    const after = await clinic(6);
    expect(after.phones).toEqual(['036 777 006']);
    expect(after.audio).toMatchObject({ stale: true, url: '/assets/audio/ambulanta-06-dracevice.mp3' });
    // At start the sweep queues every stale guide; with the tool missing they all stay as they are.
    const sweeping = instance({ speech: { espeak: '/nonexistent/espeak-ng', sweepAtStart: true } });
    await sweeping.speech.idle(); // the sweep's lookup, then whatever it queued
    expect((await clinic(6)).audio!.stale).toBe(true);
  });

  it('switching a guide off answers audio null', async () => {
    const input = await clinicInput(7);
    const r = await putClinic(7, { ...input, audioGuide: false });
    expect(r.body.audio).toBeNull();
  });
});
