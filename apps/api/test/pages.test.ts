// The page kind (issue 38): /api/Stranica served from its description, its body a list of typed blocks kept as JSON.
// Every block type is stored and answered unchanged; each invalid shape is a 400 naming the block and its field, with
// nothing stored; a page's path is folded, bounded to two segments and kept off the app's own addresses; a page is found
// by its path; a version restored brings its old blocks back; under REQUIRE_IF_MATCH a PUT without If-Match is a 428.
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, type Block } from '@dz/contracts';
import { SAMPLE_BLOCKS } from '@dz/contracts/testing';
import type { Test } from 'supertest';
import { bearer, testClock, useTestApp, type Harness } from './harness.js';

const page = (path: string, blocks: unknown = [], more: Record<string, unknown> = {}) => ({ path, title: 'Naslov', blocks, ...more });
const staff = (h: Harness, req: Test) => req.set(bearer(h.tokens.staff));
const count = (h: Harness) => h.db.page.count();

describe('pages: /api/Stranica', () => {
  const h = useTestApp({ now: testClock('2026-03-11T09:30:00Z').now });

  it('stores a page with one block of every type and answers it unchanged', async () => {
    expect(new Set(SAMPLE_BLOCKS.map((b) => b.type)).size).toBe(11);
    const created = await staff(h, h.request.post(API.pages)).send(page('/o-nama/uzorak', SAMPLE_BLOCKS, { summary: 'Ko smo' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ path: '/o-nama/uzorak', title: 'Naslov', summary: 'Ko smo', blocks: SAMPLE_BLOCKS });
    const read = await h.request.get(API.page(created.body.id as number));
    expect(read.status).toBe(200);
    expect(read.body.blocks).toEqual(SAMPLE_BLOCKS);
    expect(read.headers.etag).toBeTruthy();
    const row = await h.db.page.findUniqueOrThrow({ where: { id: created.body.id as number } });
    expect(row.blocks).toEqual(SAMPLE_BLOCKS);
  });

  const collapsibleWith = (inner: unknown) => ({ type: 'collapsible', v: 1, title: 'Kutija', blocks: [inner] });
  const invalid: [string, unknown[], string, string?][] = [
    ['an unknown block type', [SAMPLE_BLOCKS[0], { type: 'video', v: 1, url: 'https://x.ba' }], 'blocks[1].type', API_ERRORS.blockTypeUnknown('video')],
    ['an unknown field', [{ type: 'callout', v: 1, tone: 'info', text: 'T', colour: 'red' }], 'blocks[0].colour'],
    ['a javascript: link in references', [{ type: 'references', v: 1, items: [{ title: 'Z', source: 'S', url: 'javascript:alert(1)' }] }], 'blocks[0].items[0].url'],
    ['a missing required field deep inside a collapsible', [collapsibleWith(collapsibleWith({ type: 'people', v: 1, people: [{ name: 'Ana' }] }))], 'blocks[0].blocks[0].blocks[0].people[0].role'],
    ['blocks that are no list', 'tekst' as unknown as unknown[], 'blocks'],
  ];
  for (const [what, blocks, field, message] of invalid) {
    it(`refuses ${what} with a 400 naming ${field}, storing nothing`, async () => {
      const before = await count(h);
      const r = await staff(h, h.request.post(API.pages)).send(page('/neispravna', blocks));
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
      expect(typeof r.body.message).toBe('string');
      if (message) expect(r.body.message).toBe(message);
      expect(await count(h)).toBe(before);
    });
  }

  it('folds a path (lower case, Bosnian letters) and finds a page by it', async () => {
    const r = await staff(h, h.request.post(API.pages)).send(page('/Zdravstvena-Zaštita/Ćuprija-Đurđevdan-Žuč', [], { title: 'Č' }));
    expect(r.status).toBe(201);
    expect(r.body.path).toBe('/zdravstvena-zastita/cuprija-djurdjevdan-zuc');
    const found = await h.request.get(API.pages).query({ path: '/Zdravstvena-Zaštita/Ćuprija-Đurđevdan-Žuč' });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(r.body.id);
    expect(found.headers.etag).toBeTruthy();
    expect((await h.request.get(API.pages).query({ path: '/nema-je' })).status).toBe(404);
    // Without ?path= the list answers.
    const list = await h.request.get(API.pages);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
  });

  const refusedPaths: [string, string][] = [
    ['/a/b/c', API_ERRORS.pagePathInvalid], ['o-nama', API_ERRORS.pagePathInvalid], ['/o nama', API_ERRORS.pagePathInvalid], ['/', API_ERRORS.pagePathInvalid],
    ['/a--b', API_ERRORS.pagePathInvalid],
    ['/api/x', API_ERRORS.pagePathReserved('/api/x')], ['/urednik', API_ERRORS.pagePathReserved('/urednik')], ['/novosti', API_ERRORS.pagePathReserved('/novosti')],
    ['/ambulante/nova', API_ERRORS.pagePathReserved('/ambulante/nova')], ['/login', API_ERRORS.pagePathReserved('/login')], ['/rss', API_ERRORS.pagePathReserved('/rss')],
    ['/static/x', API_ERRORS.pagePathReserved('/static/x')], ['/assets', API_ERRORS.pagePathReserved('/assets')], ['/Kanta', API_ERRORS.pagePathReserved('/kanta')],
  ];
  it('refuses malformed and reserved paths with a 400 naming path', async () => {
    const before = await count(h);
    for (const [path, message] of refusedPaths) {
      const r = await staff(h, h.request.post(API.pages)).send(page(path));
      expect([path, r.status, r.body.field, r.body.message]).toEqual([path, 400, 'path', message]);
    }
    expect(await count(h)).toBe(before);
    // The spec's static pages are pages (issue 38): not reserved, but taken by the seeded ones (migration static_pages).
    expect((await staff(h, h.request.post(API.pages)).send(page('/misija-vizija'))).status).toBe(409);
    expect((await staff(h, h.request.post(API.pages)).send(page('/zakonEdu'))).body.message).toBe(API_ERRORS.pagePathTaken('/zakonedu'));
  });

  it('refuses a duplicate path with a 409 naming path', async () => {
    expect((await staff(h, h.request.post(API.pages)).send(page('/kutak'))).status).toBe(201);
    const before = await count(h);
    const r = await staff(h, h.request.post(API.pages)).send(page('/Kutak/'));
    expect([r.status, r.body.field, r.body.message]).toEqual([409, 'path', API_ERRORS.pagePathTaken('/kutak')]);
    expect(await count(h)).toBe(before);
  });

  it('adds a callout with If-Match; the previous version restored brings the old blocks back', async () => {
    const before: Block[] = [SAMPLE_BLOCKS[0]!];
    const created = await staff(h, h.request.post(API.pages)).send(page('/vodic', before));
    const id = created.body.id as number;
    const etag = String((await h.request.get(API.page(id))).headers.etag);
    const callout = { type: 'callout', v: 1, tone: 'urgent', text: 'Ambulanta je zatvorena' };
    const changed = await staff(h, h.request.put(API.page(id))).set('If-Match', etag).send(page('/vodic', [...before, callout]));
    expect(changed.status).toBe(200);
    expect(changed.body.blocks).toEqual([...before, callout]);
    // A stale If-Match: 412, nothing changed.
    expect((await staff(h, h.request.put(API.page(id))).set('If-Match', etag).send(page('/vodic', []))).status).toBe(412);
    const versions = await staff(h, h.request.get(`${API.page(id)}/versions`));
    expect(versions.status).toBe(200);
    expect((versions.body as { version: number }[]).map((v) => v.version)).toEqual([2, 1]);
    expect((await staff(h, h.request.post(API.versionRestore(`${API.page(id)}/versions`, 1)))).status).toBe(204);
    expect((await h.request.get(API.page(id))).body.blocks).toEqual(before);
  });
});

describe('pages under REQUIRE_IF_MATCH', () => {
  const h = useTestApp({ now: testClock('2026-03-11T09:30:00Z').now, requireIfMatch: true });

  it('refuses a PUT without If-Match with 428 and changes nothing', async () => {
    const created = await staff(h, h.request.post(API.pages)).send(page('/vodic-2', [SAMPLE_BLOCKS[0]]));
    expect(created.status).toBe(201);
    const r = await staff(h, h.request.put(API.page(created.body.id as number))).send(page('/vodic-2', []));
    expect(r.status).toBe(428);
    expect((await h.request.get(API.page(created.body.id as number))).body.blocks).toEqual([SAMPLE_BLOCKS[0]]);
  });
});
