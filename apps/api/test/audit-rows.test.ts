import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, HISTORY_UI, documentTypeByResource, type AuditEntry } from '@dz/contracts';
import { bearer, pdf, useTestApp } from './harness.js';

// Issue 41, item 7: what the audit log says after a bulk publication and after logins, as the audit screen's API
// (GET /api/audit) and the CSV (GET /api/audit.csv) answer it.
const h = useTestApp();
const zakon = documentTypeByResource('Zakon')!;
const admin = () => bearer(h.tokens.admin);
const audit = async (query: string) => (await h.request.get(`${API.audit}?pageSize=100&${query}`).set(admin())).body.items as AuditEntry[];
const csv = async (query: string) => {
  const rows = parse((await h.request.get(`${API.auditCsv}?${query}`).set(admin()).buffer(true)).text, { bom: true }) as string[][];
  const C = HISTORY_UI.csvColumns;
  const at = (name: string) => rows[0]!.indexOf(name);
  return rows.slice(1).map((r) => ({ actor: r[at(C.actor)], itemId: r[at(C.itemId)], title: r[at(C.title)], resource: r[at(C.resource)] }));
};

describe('a bulk publication in the audit log', () => {
  it('writes one publish row per item under the account that published, each naming its item', async () => {
    // Drafts saved by staff, published together by the admin.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const n = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Skupna novost').field('opis', 'Tekst').field('status', 'draft').attach('slika', photo, 's.jpg');
    const d = await h.request.post(API.documents(zakon)).set(bearer(h.tokens.staff)).field(zakon.textField, 'Skupni zakon').field('status', 'draft').attach('pdfFile', pdf(), 'z.pdf');
    expect([n.status, d.status]).toEqual([201, 201]);
    const items = [{ kind: 'Novost', id: n.body.id as number }, { kind: 'Zakon', id: d.body.id as number }];
    const done = await h.request.post(API.contentPublication).set(admin()).send({ status: 'published', items });
    expect([done.status, done.body.changed]).toEqual([200, 2]);

    const rows = (await audit('actor=admin')).filter((r) => r.action === 'publish');
    expect(rows.map((r) => [r.resource, r.itemId, r.actorName, r.actorId, r.title]).sort()).toEqual([
      ['Novost', String(n.body.id), 'admin', h.ids.admin, 'Skupna novost'],
      ['Zakon', String(d.body.id), 'admin', h.ids.admin, 'Skupni zakon'],
    ]);
    // Nothing of it under the staff member who saved the drafts.
    expect((await audit('actor=osoblje')).filter((r) => r.action === 'publish')).toEqual([]);
    // A second publication of the same items changes nothing and writes nothing.
    expect((await h.request.post(API.contentPublication).set(admin()).send({ status: 'published', items })).body.changed).toBe(0);
    expect((await audit('actor=admin')).filter((r) => r.action === 'publish')).toHaveLength(2);
  });
});

describe('logins in the audit log', () => {
  it("name the account by its name, not its number, on the screen's API and in the CSV", async () => {
    expect((await h.request.post(API.login).send({ username: 'osoblje', password: 'osoblje-lozinka' })).status).toBe(200);
    expect((await h.request.post(API.login).send({ username: 'osoblje', password: 'kriva-lozinka-1' })).status).toBe(401);
    const rows = (await audit('resource=Account&actor=osoblje')).filter((r) => r.action === 'login' || r.action === 'login-failed');
    expect(rows.map((r) => [r.action, r.itemId, r.title])).toEqual([
      // A failed login names no item (no account signed in); the name tried is its actor.
      ['login-failed', null, ''],
      ['login', String(h.ids.staff), 'osoblje'],
    ]);
    const lines = (await csv('resource=Account&actor=osoblje')).filter((r) => r.itemId === String(h.ids.staff));
    expect(lines).toHaveLength(1);
    for (const line of lines) expect(line.title).toBe('osoblje');
  });
});
