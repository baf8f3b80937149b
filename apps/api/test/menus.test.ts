// The site's menus as content (issue 39): /api/Izbornik/{glavni,podnozje}. A fresh database answers the menus the code
// had (the spec's navbar and footer); staff save a draft (If-Match), visitors see it only once published; an item links
// to a page (following its path), an app route, a document list, a clinic, a service or an https: address, anything
// else is a 400 naming the item with nothing changed; the tree is at most two levels deep; every save is a version
// (restorable) and an audit row.
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_MENUS, DOCUMENT_TYPES, MENU_TEXT, NAV, ROUTES, resolveMenu, type MenuItem } from '@dz/contracts';
import { bearer, testClock, useTestApp, type Harness } from './harness.js';

const staffPut = (h: Harness, name: string, body: unknown, tag?: string) => {
  const req = h.request.put(API.menu(name)).set(bearer(h.tokens.staff));
  return (tag ? req.set('If-Match', tag) : req).send(body as object);
};
const forStaff = (h: Harness, name = 'glavni') => h.request.get(`${API.menu(name)}/uredi`).set(bearer(h.tokens.staff));
const visitors = async (h: Harness, name = 'glavni') => {
  const r = await h.request.get(API.menu(name));
  expect(r.status).toBe(200);
  return r.body.items as unknown[];
};
const noTargets = { pagePath: () => undefined, clinic: () => false, service: () => false };

describe('menus: /api/Izbornik', () => {
  const h = useTestApp({ now: testClock('2026-03-11T09:30:00Z').now });

  it('answers the code\'s navbar and footer links on a fresh database (the spec\'s menus)', async () => {
    expect(await visitors(h)).toEqual(NAV.map((e) => ('items' in e ? { label: e.label, items: e.items.map((l) => ({ ...l })) } : { ...e })));
    expect(await visitors(h, 'podnozje')).toEqual([{ label: 'Izjava o pristupačnosti', to: ROUTES.accessibility }]);
    const r = await forStaff(h);
    expect(r.status).toBe(200);
    expect(r.headers.etag).toBe('"m1"');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body).toMatchObject({ name: 'glavni', changed: false, version: 1, publishedAt: null, items: DEFAULT_MENUS.glavni });
    expect((await h.request.get(API.menu('bocni'))).status).toBe(404);
    expect((await h.request.get(`${API.menu('glavni')}/uredi`)).status).toBe(401);
  });

  it('keeps a saved draft from visitors until it is published; links to a page follow its path', async () => {
    const page = await h.request.post(API.pages).set(bearer(h.tokens.staff)).send({ path: '/cjenovnik', title: 'Cjenovnik usluga', blocks: [] });
    expect(page.status).toBe(201);
    const items: MenuItem[] = [
      ...DEFAULT_MENUS.glavni,
      { label: 'Za pacijente', items: [
        { label: 'Cjenovnik', link: { type: 'page', page: page.body.id } },
        { label: 'Ambulanta 1', link: { type: 'clinic', id: 1 } },
        { label: 'e-Uputnica', link: { type: 'url', url: 'https://zzo.ba/uputnica' } },
      ] },
    ];
    const saved = await staffPut(h, 'glavni', { items }, '"m1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"m2"');
    expect(saved.body).toMatchObject({ changed: true, version: 2, publishedAt: null });
    // The draft's preview resolves as visitors will see it.
    expect(saved.body.preview.at(-1)).toEqual({ label: 'Za pacijente', items: [
      { label: 'Cjenovnik', to: '/cjenovnik' }, { label: 'Ambulanta 1', to: ROUTES.clinicDetail(1) },
      { label: 'e-Uputnica', to: 'https://zzo.ba/uputnica', external: true },
    ] });
    expect((await visitors(h)).length).toBe(NAV.length);

    const published = await h.request.post(`${API.menu('glavni')}/objavi`).set(bearer(h.tokens.staff)).set('If-Match', '"m2"');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ changed: false, version: 3, publishedAt: '2026-03-11T09:30:00.000Z' });
    expect((await visitors(h)).at(-1)).toMatchObject({ items: [{ to: '/cjenovnik' }, {}, {}] });

    // The page moves: the link follows it. In the bin: the item is not shown, the rest of the menu is.
    const moved = await h.request.put(API.page(page.body.id)).set(bearer(h.tokens.staff)).send({ path: '/cijene', title: 'Cjenovnik usluga', blocks: [] });
    expect(moved.status).toBe(200);
    expect((await visitors(h)).at(-1)).toMatchObject({ items: [{ label: 'Cjenovnik', to: '/cijene' }, {}, {}] });
    expect((await h.request.delete(API.page(page.body.id)).set(bearer(h.tokens.staff))).status).toBe(204);
    expect((await visitors(h)).at(-1)).toEqual({ label: 'Za pacijente', items: [
      { label: 'Ambulanta 1', to: ROUTES.clinicDetail(1) }, { label: 'e-Uputnica', to: 'https://zzo.ba/uputnica', external: true },
    ] });
    // Publishing a draft that names a page no longer there is refused, naming the item.
    const again = await h.request.post(`${API.menu('glavni')}/objavi`).set(bearer(h.tokens.staff)).set('If-Match', '"m3"');
    expect(again.status).toBe(400);
    expect(again.body.field).toBe(`items.${NAV.length}.items.0.link`);
  });

  const bad: [string, unknown, string, string?][] = [
    ['a third level', [{ label: 'A', items: [{ label: 'B', link: { type: 'route', path: '/' }, items: [] }] }], 'items.0.items.0.items'],
    ['an http: address', [{ label: 'A', link: { type: 'url', url: 'http://x.ba' } }], 'items.0.link.url', MENU_TEXT.httpsOnly],
    ['a javascript: address', [{ label: 'A', link: { type: 'url', url: 'javascript:alert(1)' } }], 'items.0.link.url', MENU_TEXT.httpsOnly],
    ['a data: address under a heading', [{ label: 'A', items: [{ label: 'B', link: { type: 'url', url: 'data:text/html,<b>x' } }] }], 'items.0.items.0.link.url', MENU_TEXT.httpsOnly],
    ['an address that is no page of the app', [{ label: 'A', link: { type: 'route', path: '/urednik' } }], 'items.0.link.path', MENU_TEXT.unknownRoute],
    ['an unknown link kind', [{ label: 'A', link: { type: 'script', src: 'x' } }], 'items.0.link.type'],
    ['an unknown document type', [{ label: 'A', link: { type: 'documents', resource: 'Tajna' } }], 'items.0.link.resource', MENU_TEXT.unknownDocuments],
    ['a page that does not exist', [{ label: 'A', link: { type: 'page', page: 999_999 } }], 'items.0.link', MENU_TEXT.missingTarget('items.0.link')],
    ['a service that does not exist', [{ label: 'A', items: [{ label: 'B', link: { type: 'service', id: 99_999 } }] }], 'items.0.items.0.link'],
    ['an item with neither link nor items', [{ label: 'A' }], 'items.0.link', MENU_TEXT.linkOrItems],
    ['an item with both', [{ label: 'A', link: { type: 'route', path: '/' }, items: [{ label: 'B', link: { type: 'route', path: '/' } }] }], 'items.0.items', MENU_TEXT.notBoth],
    ['an empty label', [{ label: '  ', link: { type: 'route', path: '/' } }], 'items.0.label'],
    ['a NUL byte in a label', [{ label: 'A\u0000', link: { type: 'route', path: '/' } }], 'items.0.label'],
    ['an id that is no id', [{ label: 'A', link: { type: 'clinic', id: 1.5 } }], 'items.0.link.id'],
    ['too many items', Array.from({ length: 13 }, () => ({ label: 'A', link: { type: 'route', path: '/' } })), 'items'],
  ];
  for (const [what, items, field, message] of bad) {
    it(`refuses ${what} with a 400 naming ${field}, changing nothing`, async () => {
      const before = await forStaff(h);
      const r = await staffPut(h, 'glavni', { items }, before.headers.etag);
      expect([r.status, r.body.field]).toEqual([400, field]);
      if (message) expect(r.body.message).toBe(message);
      const after = await forStaff(h);
      expect(after.headers.etag).toBe(before.headers.etag);
      expect(after.body.items).toEqual(before.body.items);
    });
  }

  it('refuses a stale version with 412, a body that is not a menu with 400, a stranger with 401', async () => {
    const { etag } = (await forStaff(h)).headers;
    const items = [{ label: 'Naslovna', link: { type: 'route', path: '/' } }];
    expect((await staffPut(h, 'podnozje', { items }, '"m77"')).status).toBe(412);
    expect((await staffPut(h, 'glavni', { items, extra: 1 }, etag)).body.field).toBe('extra');
    expect((await staffPut(h, 'glavni', [items], etag)).status).toBe(400);
    expect((await h.request.put(API.menu('glavni')).set(bearer(h.tokens.staff)).set('Content-Type', 'application/json').send('{"items": [')).status).toBe(400);
    expect((await h.request.put(API.menu('glavni')).send({ items })).status).toBe(401);
    expect((await forStaff(h)).headers.etag).toBe(etag);
  });

  it('keeps every save as a version: restoring one makes it the draft again, audited', async () => {
    const start = await forStaff(h, 'podnozje');
    const first = [{ label: 'Cjenovnik', link: { type: 'route', path: ROUTES.news } }];
    const one = await staffPut(h, 'podnozje', { items: first, publish: true }, start.headers.etag);
    expect(one.status).toBe(200);
    expect(await visitors(h, 'podnozje')).toEqual([{ label: 'Cjenovnik', to: ROUTES.news }]);
    const two = await staffPut(h, 'podnozje', { items: [{ label: 'Zakoni', link: { type: 'documents', resource: DOCUMENT_TYPES[0]!.resource } }] }, one.headers.etag);
    expect(two.status).toBe(200);
    const versions = await h.request.get(`${API.menu('podnozje')}/verzije`).set(bearer(h.tokens.staff));
    expect(versions.body.map((v: { version: number; published: boolean }) => [v.version, v.published])).toEqual([[two.body.version, false], [one.body.version, true]]);
    const restored = await h.request.post(`${API.menu('podnozje')}/verzije/${one.body.version}/vrati`).set(bearer(h.tokens.staff)).set('If-Match', String(two.headers.etag));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ items: first, changed: false });
    expect((await h.request.post(`${API.menu('podnozje')}/verzije/99/vrati`).set(bearer(h.tokens.staff)).set('If-Match', String(restored.headers.etag))).status).toBe(404);
    const audit = await h.db.auditLog.findMany({ where: { resource: 'Izbornik', itemId: 'podnozje' }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['update', 'publish', 'update', 'restore-version']);
    expect(audit.every((a) => a.actorName === 'osoblje')).toBe(true);
  });

  it('resolves links without the database for the screens (contracts resolveMenu)', () => {
    expect(resolveMenu([{ label: 'X', items: [{ label: 'Y', link: { type: 'page', page: 3 } }] }], noTargets)).toEqual([]);
    expect(resolveMenu(DEFAULT_MENUS.glavni, noTargets)).toEqual(NAV.map((e) => ('items' in e ? { label: e.label, items: [...e.items] } : e)));
  });
});
