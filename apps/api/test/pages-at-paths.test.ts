// Issue 39: staff make pages at new addresses (/{slug}, /{parent}/{slug}): the server renders each at its address, with
// JavaScript or without; a page whose path changed answers its old address with a 301 to the new one, and no more once
// staff removed that redirect; an address no page has, or had, is the 404 page. Plain HTTP GETs of the server's HTML,
// on the real web build (`build` first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, WEB_UI } from '@dz/contracts';
import { bearer, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const h = useTestApp({ webDist, publicUrl: 'https://dz.example' });
const callout = (text: string) => [{ type: 'callout', v: 1, tone: 'info', text }];

describe('pages at addresses staff choose', () => {
  it('render at their address; after a move the old one is a 301 until the redirect is removed', async () => {
    expect((await h.request.get('/cjenovnik')).status).toBe(404);
    const made = await h.request.post(API.pages).set(bearer(h.tokens.staff))
      .send({ path: '/za-pacijente/cjenovnik', title: 'Cjenovnik usluga', summary: 'Cijene usluga', blocks: callout('Pregled 10 KM') });
    expect(made.status).toBe(201);
    const page = await h.request.get('/za-pacijente/cjenovnik');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Cjenovnik usluga</h1>');
    expect(page.text).toContain('Pregled 10 KM');
    expect(page.text).not.toContain(WEB_UI.notFoundHeading);

    const moved = await h.request.put(API.page(made.body.id)).set(bearer(h.tokens.staff)).set('If-Match', made.headers.etag ?? '*')
      .send({ path: '/cjenovnik', title: 'Cjenovnik usluga', summary: 'Cijene usluga', blocks: callout('Pregled 10 KM') });
    expect(moved.status).toBe(200);
    const old = await h.request.get('/za-pacijente/cjenovnik');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/cjenovnik');
    expect((await h.request.get('/cjenovnik')).text).toContain('Pregled 10 KM');

    expect((await h.request.delete(API.pageRedirects(made.body.id)).query({ from: '/za-pacijente/cjenovnik' }).set(bearer(h.tokens.staff))).status).toBe(204);
    const gone = await h.request.get('/za-pacijente/cjenovnik');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(WEB_UI.notFoundHeading);
    // Addresses no page can have stay the 404 page.
    for (const url of ['/a/b/c', '/nema-je', '/Cjenovnik%00']) expect((await h.request.get(url)).status, url).toBeGreaterThanOrEqual(400);
  });

  it('a draft page is the public\'s only once published: not at its address, not in a menu, not found by its path', async () => {
    const draft = await h.request.post(API.pages).set(bearer(h.tokens.staff))
      .send({ path: '/prigovori', title: 'Prigovori pacijenata', blocks: callout('Knjiga prigovora'), status: 'draft' });
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe('draft');
    expect((await h.request.get('/prigovori')).status).toBe(404);
    expect((await h.request.get(API.pages).query({ path: '/prigovori' })).status).toBe(404);
    // Staff read it by its id.
    expect((await h.request.get(API.page(draft.body.id)).set(bearer(h.tokens.staff))).body.title).toBe('Prigovori pacijenata');
    // A menu may not link to it yet (visitors would follow it to a 404).
    const menu = await h.request.put(API.menu('podnozje')).set(bearer(h.tokens.staff)).set('If-Match', '"m1"')
      .send({ items: [{ label: 'Prigovori', link: { type: 'page', page: draft.body.id } }] });
    expect([menu.status, menu.body.field]).toEqual([400, 'items.0.link']);

    const published = await h.request.put(API.page(draft.body.id)).set(bearer(h.tokens.staff)).set('If-Match', draft.headers.etag ?? '*')
      .send({ path: '/prigovori', title: 'Prigovori pacijenata', blocks: callout('Knjiga prigovora'), status: 'published' });
    expect(published.status).toBe(200);
    const page = await h.request.get('/prigovori');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Knjiga prigovora');
  });
});
