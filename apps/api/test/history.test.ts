import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, BIN_DAYS, DOCUMENT_TYPES, MAX_VERSIONS, UNKNOWN_USER_NAME, type AuditEntry, type BinItem, type ItemVersion } from '@dz/contracts';
import { encodeImage } from '../src/files/images.js';
import { purgeBin } from '../src/services/history.js';
import { bearer, pdf, testClock, useTestApp } from './harness.js';

// Versions, the bin and the audit log (docs/product.md "Versions", "Bin", "Audit log").
// The app's clock moves only when a test moves it: the bin's days are counted by it.
const clock = testClock('2026-04-01T10:00:00Z');
const h = useTestApp({ now: clock.now });
const type = DOCUMENT_TYPES[0];
const other = DOCUMENT_TYPES[1];
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const photo = (background: string, width = 300, height = 200) => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();

const createDoc = (text: string, file: Buffer) =>
  h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, text).attach('pdfFile', file, 'prvi.pdf');
const updateDoc = (id: number, text: string, file?: Buffer) => {
  const r = h.request.put(API.document(type, id)).set(bearer(h.tokens.staff)).field(type.textField, text);
  return file ? r.attach('pdfFile', file, 'drugi.pdf') : r;
};
const download = async (id: number) => h.request.get(API.download(type, id)).buffer(true).parse((res, cb) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
});
const versions = async (base: string, token = h.tokens.staff) => (await h.request.get(base).set(bearer(token))).body as ItemVersion[];

describe('versions', () => {
  it('keeps every save of a document; a restore brings back the text and the byte-identical PDF as a new version', async () => {
    const first = pdf('prva');
    const second = pdf('druga');
    const id = (await createDoc('Prva verzija', first)).body.id as number;
    expect((await updateDoc(id, 'Druga verzija', second)).status).toBe(200);
    expect((await updateDoc(id, 'Treća verzija')).status).toBe(200);
    const base = API.documentVersions(type, id);

    expect((await h.request.get(base)).status).toBe(401);
    const list = await versions(base);
    expect(list.map((v) => [v.version, v.text, v.savedBy, v.fileHash])).toEqual([
      [3, 'Treća verzija', 'osoblje', sha(second)],
      [2, 'Druga verzija', 'osoblje', sha(second)],
      [1, 'Prva verzija', 'osoblje', sha(first)],
    ]);
    // Each version names its file: the PDF's name and size as uploaded (what the versions screen's comparison reads).
    expect(list.map((v) => [v.fileName, v.fileSize])).toEqual([['drugi.pdf', second.length], ['drugi.pdf', second.length], ['prvi.pdf', first.length]]);
    // The same file in two versions is stored once.
    expect((await h.db.fileBlob.count({ where: { hash: sha(second) } }))).toBe(1);
    // An old version's file, as it was.
    const old = await h.request.get(API.versionFile(base, 1)).set(bearer(h.tokens.staff)).buffer(true);
    expect(old.status).toBe(200);
    expect(Buffer.compare(old.body as Buffer, first)).toBe(0);
    expect((await h.request.get(API.versionFile(base, 1))).status).toBe(401);

    expect((await h.request.post(API.versionRestore(base, 1))).status).toBe(401);
    expect((await h.request.post(API.versionRestore(base, 9)).set(bearer(h.tokens.staff))).status).toBe(404);
    // Another type's resource does not reach this document.
    expect((await h.request.get(API.documentVersions(other, id)).set(bearer(h.tokens.staff))).status).toBe(404);
    expect((await h.request.post(API.versionRestore(base, 1)).set(bearer(h.tokens.staff))).status).toBe(204);
    const now = (await h.request.get(API.document(type, id))).body;
    expect(now[type.textField]).toBe('Prva verzija');
    expect(Buffer.compare((await download(id)).body as Buffer, first)).toBe(0);
    expect((await versions(base)).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('keeps news versions with their images; a restore brings back the title, body and image', async () => {
    const created = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Stari naslov').field('opis', 'Stari opis')
      .attach('slika', await photo('#123456'), 'a.jpg');
    const id = created.body.id as number;
    const firstImage = (await h.request.get(API.newsImage(id, 'full')).buffer(true)).body as Buffer;
    const edited = await h.request.put(API.news(id)).set(bearer(h.tokens.admin)).field('naslov', 'Novi naslov').field('opis', 'Novi opis')
      .attach('slika', await photo('#aa0000', 240, 320), 'b.jpg');
    expect([edited.body.imageWidth, edited.body.imageHeight]).toEqual([240, 320]);
    const base = API.newsVersions(id);
    expect((await h.request.get(base)).status).toBe(401);
    const list = await versions(base);
    expect(list.map((v) => [v.version, v.title, v.savedBy])).toEqual([[2, 'Novi naslov', 'admin'], [1, 'Stari naslov', 'osoblje']]);
    expect(list[1]!.text).toBe('Stari naslov\n\nStari opis');
    // A picture has no name; its size and hash are the full JPEG's, whose bytes the version's file answers.
    const secondImage = (await h.request.get(API.newsImage(id, 'full')).buffer(true)).body as Buffer;
    expect(list.map((v) => [v.fileName, v.fileSize, v.fileHash])).toEqual([
      ['', secondImage.length, sha(secondImage)], ['', firstImage.length, sha(firstImage)],
    ]);
    const oldImage = await h.request.get(API.versionFile(base, 1)).set(bearer(h.tokens.staff)).buffer(true);
    expect([oldImage.status, oldImage.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(Buffer.compare(oldImage.body as Buffer, firstImage)).toBe(0);
    expect((await h.request.post(API.versionRestore(base, 1)).set(bearer(h.tokens.staff))).status).toBe(204);
    const now = (await h.request.get(API.news(id))).body;
    expect([now.naslov, now.opis]).toEqual(['Stari naslov', 'Stari opis']);
    const image = (await h.request.get(API.newsImage(id, 'full')).buffer(true)).body as Buffer;
    expect(Buffer.compare(image, firstImage)).toBe(0);
    // The restored picture's size is its own (read from its bytes by the database), not the replaced one's.
    expect([now.imageWidth, now.imageHeight]).toEqual([300, 200]);
  });

  it('an item saved before versions were kept gets its old state as version 1; at most 50 versions are kept', async () => {
    const doc = await h.db.document.create({ data: { kind: type.kind, text: 'Stari', fileName: 's.pdf', fileSize: 3, fileHash: sha(Buffer.from('abc')), file: { create: { data: Buffer.from('abc') } } } });
    const base = API.documentVersions(type, doc.id);
    expect((await versions(base)).map((v) => [v.version, v.text, v.savedBy])).toEqual([[1, 'Stari', '']]);
    for (let i = 1; i <= MAX_VERSIONS + 1; i++) expect((await updateDoc(doc.id, `Izmjena ${i}`)).status).toBe(200);
    const list = await versions(base);
    expect(list).toHaveLength(MAX_VERSIONS);
    expect(list[0]!.version).toBe(MAX_VERSIONS + 2);
    expect(list.at(-1)!.version).toBe(3);
  });
});

describe('version 1 of an item never saved since versions were kept (seeded, or older than versions)', () => {
  const zakon = DOCUMENT_TYPES.find((t) => t.resource === 'Zakon')!;
  /** The version's file as the versions screen's "Otvori" asks for it. */
  const opened = (base: string, version: number) => h.request.get(API.versionFile(base, version)).set(bearer(h.tokens.staff)).buffer(true)
    .parse((res, cb) => { const parts: Buffer[] = []; res.on('data', (c: Buffer) => parts.push(c)); res.on('end', () => cb(null, Buffer.concat(parts))); });

  it('a document\'s: the list names its PDF and the file opens, the bytes its hash names', async () => {
    const file = pdf('nikad mijenjan');
    const doc = await h.db.document.create({
      data: { kind: zakon.kind, text: 'Nikad mijenjan zakon', fileName: 'z.pdf', fileSize: file.length, fileHash: sha(file), file: { create: { data: file } } },
    });
    const base = API.documentVersions(zakon, doc.id);
    const [v1, ...rest] = await versions(base);
    expect(rest).toEqual([]);
    expect([v1!.version, v1!.fileHash, v1!.fileName, v1!.fileSize]).toEqual([1, sha(file), 'z.pdf', file.length]);
    const r = await opened(base, 1);
    expect([r.status, r.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(sha(r.body as Buffer)).toBe(v1!.fileHash);
    // Only version 1 is there, and only for staff; another kind's path does not reach it.
    expect((await opened(base, 2)).status).toBe(404);
    expect((await h.request.get(API.versionFile(base, 1))).status).toBe(401);
    expect((await opened(API.documentVersions(DOCUMENT_TYPES.find((t) => t !== zakon)!, doc.id), 1)).status).toBe(404);
    // Still listed and opened the same after its first edit made version 1 a stored version.
    expect((await h.request.put(API.document(zakon, doc.id)).set(bearer(h.tokens.staff)).field(zakon.textField, 'Izmijenjen')).status).toBe(200);
    expect(sha((await opened(base, 1)).body as Buffer)).toBe(sha(file));
  });

  it('a news item\'s: the list names its picture and the file opens, the full JPEG its hash names', async () => {
    const img = await encodeImage(await photo('#345678'));
    const news = await h.db.news.create({ data: { naslov: 'Nikad mijenjana novost', opis: 'Opis', image: { create: img } } });
    const base = API.newsVersions(news.id);
    const [v1, ...rest] = await versions(base);
    expect(rest).toEqual([]);
    expect([v1!.version, v1!.fileHash, v1!.fileSize]).toEqual([1, sha(img.full), img.full.length]);
    const r = await opened(base, 1);
    expect([r.status, r.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(Buffer.compare(r.body as Buffer, img.full)).toBe(0);
    // An item in the bin has no versions to open.
    expect((await h.request.delete(API.news(news.id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await opened(base, 1)).status).toBe(404);
    expect((await h.request.post(API.restoreItem('Novost', news.id)).set(bearer(h.tokens.staff))).status).toBe(204);
  });
});

describe('the bin', () => {
  it('a deleted document leaves the public site at once and comes back whole, its PDF byte-identical', async () => {
    const file = pdf('kanta');
    const id = (await createDoc('Za kantu', file)).body.id as number;
    const before = (await h.request.get(API.documents(type))).body.totalItems as number;
    expect((await h.request.delete(API.document(type, id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.get(API.document(type, id))).status).toBe(404);
    expect((await download(id)).status).toBe(404);
    const list = (await h.request.get(API.documents(type))).body;
    expect(list.totalItems).toBe(before - 1);
    expect(list.items.some((d: { id: number }) => d.id === id)).toBe(false);
    expect((await h.request.get(API.documentFeed(type))).text).not.toContain('Za kantu');
    // Edits, versions and a second delete see no such item.
    expect((await updateDoc(id, 'Ne')).status).toBe(404);
    expect((await h.request.delete(API.document(type, id)).set(bearer(h.tokens.staff))).status).toBe(404);

    expect((await h.request.get(API.bin)).status).toBe(401);
    const bin = (await h.request.get(API.bin).set(bearer(h.tokens.staff))).body as BinItem[];
    expect(bin.find((b) => b.id === id && b.resource === type.resource)).toMatchObject({ title: 'Za kantu', deletedBy: 'osoblje' });

    expect((await h.request.post(API.restoreItem(type.resource, id))).status).toBe(401);
    expect((await h.request.post(API.restoreItem(other.resource, id)).set(bearer(h.tokens.staff))).status).toBe(404);
    expect((await h.request.post(API.restoreItem(type.resource, id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.post(API.restoreItem(type.resource, id)).set(bearer(h.tokens.staff))).status).toBe(404);
    expect((await h.request.get(API.document(type, id))).body[type.textField]).toBe('Za kantu');
    expect(Buffer.compare((await download(id)).body as Buffer, file)).toBe(0);
    expect((await h.request.get(API.documents(type))).body.totalItems).toBe(before);
  });

  it('a deleted news item: 404 on its page, image and API, gone from lists and the feed; restored whole', async () => {
    const id = (await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Novost za kantu').field('opis', 'Opis')
      .attach('slika', await photo('#00aa00'), 'c.jpg')).body.id as number;
    const image = (await h.request.get(API.newsImage(id, 'full')).buffer(true)).body as Buffer;
    expect((await h.request.delete(API.news(id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.get(API.news(id))).status).toBe(404);
    expect((await h.request.get(API.newsImage(id, 'card'))).status).toBe(404);
    expect(((await h.request.get(`${API.newsList}?lean=true`)).body as { id: number }[]).some((n) => n.id === id)).toBe(false);
    expect(((await h.request.get(`${API.newsList}?page=1&pageSize=50`)).body.items as { id: number }[]).some((n) => n.id === id)).toBe(false);
    expect((await h.request.get(API.newsFeed)).text).not.toContain('Novost za kantu');
    expect((await h.request.get(API.sitemap)).text).not.toContain(`novost-detalj/${id}<`);
    expect((await h.request.get(API.newsVersions(id)).set(bearer(h.tokens.staff))).status).toBe(404);

    const bin = (await h.request.get(API.bin).set(bearer(h.tokens.admin))).body as BinItem[];
    expect(bin.find((b) => b.resource === 'Novost' && b.id === id)?.title).toBe('Novost za kantu');
    expect((await h.request.post(API.restoreItem('Novost', id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await h.request.get(API.news(id))).body.naslov).toBe('Novost za kantu');
    expect(Buffer.compare((await h.request.get(API.newsImage(id, 'full')).buffer(true)).body as Buffer, image)).toBe(0);
  });

  it('purges what has been in the bin 30 days, and the stored files no version uses any more', async () => {
    const DAY = 86_400_000;
    const file = pdf('stara');
    const id = (await createDoc('Stara', file)).body.id as number;
    const deletedAt = clock.now();
    await h.request.delete(API.document(type, id)).set(bearer(h.tokens.staff));
    clock.advance(2 * DAY);
    const recent = (await createDoc('Nedavna', pdf('nedavna'))).body.id as number;
    await h.request.delete(API.document(type, recent)).set(bearer(h.tokens.staff));
    const bin = (await h.request.get(API.bin).set(bearer(h.tokens.staff))).body as BinItem[];
    expect(bin.find((b) => b.id === id)).toMatchObject({
      deletedAt: deletedAt.toISOString(), purgeAt: new Date(deletedAt.getTime() + BIN_DAYS * DAY).toISOString(),
    });
    expect(await h.db.fileBlob.count({ where: { hash: sha(file) } })).toBe(1);
    // Exactly 30 days in the bin: not yet.
    clock.set(new Date(deletedAt.getTime() + BIN_DAYS * DAY));
    // The purge counts by kind (its resource), as it reads the collections (issue 22); it said { news, documents } before.
    expect((await purgeBin(h.db, clock.now())).items).toEqual({});
    clock.advance(1);
    const r = await purgeBin(h.db, clock.now());
    expect(r.items).toEqual({ [type.resource]: 1 });
    expect(r.files).toBeGreaterThanOrEqual(1);
    expect(await h.db.document.count({ where: { id } })).toBe(0);
    expect(await h.db.fileBlob.count({ where: { hash: sha(file) } })).toBe(0);
    // Still in the bin: not yet.
    expect(await h.db.document.count({ where: { id: recent } })).toBe(1);
  });
});

describe('GET /api/audit', () => {
  it('admins only (401 anonymous, 403 staff); newest first, filtered by actor and resource', async () => {
    expect((await h.request.get(API.audit)).status).toBe(401);
    expect((await h.request.get(API.audit).set(bearer(h.tokens.staff))).status).toBe(403);
    const id = (await createDoc('Za dnevnik', pdf())).body.id as number;
    await updateDoc(id, 'Za dnevnik 2');
    await h.request.delete(API.document(type, id)).set(bearer(h.tokens.admin));
    const r = await h.request.get(`${API.audit}?resource=${type.resource}&pageSize=3`).set(bearer(h.tokens.admin));
    expect(r.status).toBe(200);
    expect(r.body.totalItems).toBeGreaterThanOrEqual(3);
    expect((r.body.items as AuditEntry[]).map((e) => [e.action, e.actorName, e.itemId, e.resource])).toEqual([
      ['delete', 'admin', String(id), type.resource],
      ['update', 'osoblje', String(id), type.resource],
      ['create', 'osoblje', String(id), type.resource],
    ]);
    expect((r.body.items as AuditEntry[])[0]!.ip).toMatch(/127\.0\.0\.1/);
    const mine = (await h.request.get(`${API.audit}?actor=osoblje&pageSize=100`).set(bearer(h.tokens.admin))).body.items as AuditEntry[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actorName === 'osoblje')).toBe(true);
    expect((await h.request.get(`${API.audit}?pageSize=0`).set(bearer(h.tokens.admin))).status).toBe(400);
  });

  it('matches the actor in any case, names each item by its title now with its edit screen, and keeps to a range of days', async () => {
    const id = (await createDoc('Naslov za dnevnik', pdf())).body.id as number;
    const rows = async (query: string) => (await h.request.get(`${API.audit}?${query}`).set(bearer(h.tokens.admin))).body.items as AuditEntry[];
    const mine = await rows('actor=OSOBLJE&pageSize=100');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actorName === 'osoblje')).toBe(true);
    const created = mine.find((e) => e.itemId === String(id) && e.resource === type.resource)!;
    expect([created.title, created.editUrl]).toEqual(['Naslov za dnevnik', `${type.editPath}/${id}`]);
    // An account's row (a login) is named by the account's name (issue 41), with no edit screen.
    await h.request.post(API.login).send({ username: 'admin', password: 'admin-lozinka' });
    expect((await rows('resource=Account&pageSize=1'))[0]).toMatchObject({ title: 'admin', editUrl: null });
    // Days in Sarajevo, both ends included: far enough from any clock to need none.
    expect((await rows('from=2000-01-01&to=2999-12-31&pageSize=100')).length).toBeGreaterThan(0);
    expect(await rows('from=2999-01-01')).toEqual([]);
    expect(await rows('to=2000-01-01')).toEqual([]);
    const bad = await h.request.get(`${API.audit}?from=2026-02-30`).set(bearer(h.tokens.admin));
    expect([bad.status, bad.body.field]).toEqual([400, 'from']);
  });

  it('records logins (good and failed: the name tried when an account has it), password changes, accounts, clinics and notices; never a password, hash or token', async () => {
    const ok = await h.request.post(API.login).send({ username: 'admin', password: 'admin-lozinka' });
    const token = ok.body.token as string;
    await h.request.post(API.login).send({ username: 'nepostojeci', password: 'tajna-pogresna-lozinka' });
    const reg = await h.request.post(API.register).set(bearer(token)).send({ username: 'novi', email: 'novi@dz.ba', password: 'registracija-lozinka', role: 'User' });
    expect(reg.status).toBe(201);
    await h.request.put(API.accountPassword(reg.body.id)).set(bearer(token)).send({ newPassword: 'resetirana-lozinka' });
    const login2 = await h.request.post(API.login).send({ username: 'novi', password: 'resetirana-lozinka' });
    const changed = await h.request.put(API.ownPassword).set(bearer(login2.body.token)).send({ currentPassword: 'resetirana-lozinka', newPassword: 'vlastita-nova-lozinka' });
    expect(changed.status).toBe(200);
    const clinic = (await h.request.get(API.clinic(1))).body;
    const { id: _id, updatedAt: _u, status: _s, audio: _a, picture: _p, ...input } = clinic;
    expect((await h.request.put(API.clinic(1)).set(bearer(h.tokens.staff)).send(input)).status).toBe(200);
    const notice = await h.request.post(API.notices).set(bearer(h.tokens.staff)).send({ text: 'Obavijest', link: '', from: '2026-01-01', to: '2026-01-02', urgent: false });
    expect(notice.status).toBe(201);
    await h.request.delete(API.notice(notice.body.id)).set(bearer(h.tokens.staff));
    await h.request.delete(API.deleteAccount(reg.body.id)).set(bearer(token));

    const items = (await h.request.get(`${API.audit}?pageSize=100`).set(bearer(h.tokens.admin))).body.items as AuditEntry[];
    const seen = items.map((e) => `${e.action} ${e.actorName} ${e.resource} ${e.itemId ?? ''}`);
    expect(seen).toEqual(expect.arrayContaining([
      'login admin Account ' + h.ids.admin,
      // A name no account has is not stored: it may be a password typed into the wrong field.
      `login-failed ${UNKNOWN_USER_NAME} Account `,
      `account-create admin Account ${reg.body.id}`,
      `password-reset admin Account ${reg.body.id}`,
      `password-change novi Account ${reg.body.id}`,
      'update osoblje Ambulanta 1',
      `create osoblje Obavijest ${notice.body.id}`,
      `delete osoblje Obavijest ${notice.body.id}`,
      `account-delete admin Account ${reg.body.id}`,
    ]));
    expect(items.findIndex((e) => e.action === 'account-delete')).toBeLessThan(items.findIndex((e) => e.action === 'account-create'));

    const stored = JSON.stringify((await h.db.pool.query('SELECT * FROM "AuditLog"')).rows);
    const hashes = (await h.db.pool.query('SELECT "passwordHash" FROM "Account"')).rows.map((r) => r.passwordHash as string);
    for (const secret of ['admin-lozinka', 'tajna-pogresna-lozinka', 'registracija-lozinka', 'resetirana-lozinka', 'vlastita-nova-lozinka', token, login2.body.token, changed.body.token, h.tokens.staff, ...hashes]) {
      expect(stored).not.toContain(secret);
    }
  });
});
