// Issue 39: a page whose path changes keeps its old address as a redirect to the new one (kept by the database, so a
// restored version's path change keeps one too); staff list and remove them; an address a page takes again is no
// redirect; a page in the bin sends no one anywhere.
import { describe, expect, it } from 'vitest';
import { API } from '@dz/contracts';
import { bearer, testClock, useTestApp, type Harness } from './harness.js';
import { redirectService } from '../src/services/redirects.js';

const staff = (h: Harness) => bearer(h.tokens.staff);
const put = (h: Harness, id: number, path: string) => h.request.put(API.page(id)).set(staff(h)).send({ path, title: 'Cjenovnik', blocks: [] });

describe('a page\'s old addresses', () => {
  const h = useTestApp({ now: testClock('2026-03-11T09:30:00Z').now });

  it('are kept when its path changes, listed, followed to where it is now, and removable', async () => {
    const redirects = redirectService(h.db);
    const made = await h.request.post(API.pages).set(staff(h)).send({ path: '/cjenovnik', title: 'Cjenovnik', blocks: [] });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    expect(await redirects.target('/cjenovnik')).toBeUndefined();

    expect((await put(h, id, '/cijene')).status).toBe(200);
    expect((await put(h, id, '/usluge/cijene')).status).toBe(200);
    // Both old addresses lead to where it is now (folded as paths are: /Cjenovnik/ is /cjenovnik).
    expect(await redirects.target('/cjenovnik')).toBe('/usluge/cijene');
    expect(await redirects.target('/Cijene')).toBe('/usluge/cijene');
    const list = await h.request.get(API.pageRedirects(id)).set(staff(h));
    expect(list.status).toBe(200);
    expect(list.body.map((r: { fromPath: string }) => r.fromPath).sort()).toEqual(['/cijene', '/cjenovnik']);
    expect((await h.request.get(API.pageRedirects(id))).status).toBe(401);

    // Back to an old address: that one is the page again, not a redirect.
    expect((await put(h, id, '/cijene')).status).toBe(200);
    expect(await redirects.target('/cijene')).toBeUndefined();
    expect(await redirects.target('/usluge/cijene')).toBe('/cijene');

    const removed = await h.request.delete(API.pageRedirects(id)).query({ from: '/cjenovnik' }).set(staff(h));
    expect(removed.status).toBe(204);
    expect(await redirects.target('/cjenovnik')).toBeUndefined();
    expect((await h.request.delete(API.pageRedirects(id)).query({ from: '/cjenovnik' }).set(staff(h))).status).toBe(404);
    expect((await h.request.delete(API.pageRedirects(id)).set(staff(h))).body.field).toBe('from');
    expect((await h.request.get(API.pageRedirects(999_999)).set(staff(h))).status).toBe(404);
    const audit = await h.db.auditLog.findMany({ where: { resource: 'Stranica', itemId: String(id), action: 'update' } });
    expect(audit.length).toBe(4);
  });

  it('a new page at an old address takes it over; a page in the bin sends no one on', async () => {
    const redirects = redirectService(h.db);
    const a = (await h.request.post(API.pages).set(staff(h)).send({ path: '/prigovori', title: 'Prigovori', blocks: [] })).body.id as number;
    expect((await put(h, a, '/prigovori-pacijenata')).status).toBe(200);
    expect(await redirects.target('/prigovori')).toBe('/prigovori-pacijenata');
    const b = await h.request.post(API.pages).set(staff(h)).send({ path: '/prigovori', title: 'Novi prigovori', blocks: [] });
    expect(b.status).toBe(201);
    expect(await redirects.target('/prigovori')).toBeUndefined();

    expect((await put(h, b.body.id as number, '/prigovori-2')).status).toBe(200);
    expect(await redirects.target('/prigovori')).toBe('/prigovori-2');
    expect((await h.request.delete(API.page(b.body.id as number)).set(staff(h))).status).toBe(204);
    expect(await redirects.target('/prigovori')).toBeUndefined();
  });
});
