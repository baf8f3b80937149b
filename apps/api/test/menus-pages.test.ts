// Issue 39: the menus staff publish are what every server-rendered page draws, at once (a kept page is not drawn with
// the menu it had), without JavaScript: plain HTTP GETs of the server's HTML. On the real web build (`build` first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, ROUTES } from '@dz/contracts';
import { bearer, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const h = useTestApp({ webDist, publicUrl: 'https://dz.example' });
const nav = (html: string) => /<nav[^>]*class="main-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';

describe('published menus on the server\'s pages', () => {
  it('draw the published navbar and footer on the next page load, not a draft', async () => {
    const before = await h.request.get(ROUTES.mission);
    expect(before.status).toBe(200);
    expect(nav(before.text)).toContain('>Dokumenti<');
    expect(footer(before.text)).toContain(`href="${ROUTES.accessibility}"`);

    const items = [
      { label: 'Naslovna', link: { type: 'route', path: ROUTES.home } },
      { label: 'Za pacijente', items: [{ label: 'Ambulanta Centar', link: { type: 'clinic', id: 1 } }, { label: 'e-Uputnica', link: { type: 'url', url: 'https://zzo.ba/uputnica' } }] },
    ];
    const draft = await h.request.put(API.menu('glavni')).set(bearer(h.tokens.staff)).set('If-Match', '"m1"').send({ items });
    expect(draft.status).toBe(200);
    expect(nav((await h.request.get(ROUTES.mission)).text)).not.toContain('Za pacijente');

    expect((await h.request.post(`${API.menu('glavni')}/objavi`).set(bearer(h.tokens.staff)).set('If-Match', '"m2"')).status).toBe(200);
    const footerItems = [{ label: 'Prigovori pacijenata', link: { type: 'route', path: ROUTES.patientInfo } }];
    expect((await h.request.put(API.menu('podnozje')).set(bearer(h.tokens.staff)).set('If-Match', '"m1"').send({ items: footerItems, publish: true })).status).toBe(200);

    const after = await h.request.get(ROUTES.mission);
    const drawn = nav(after.text);
    expect(drawn).toContain('Za pacijente');
    expect(drawn).toContain(`href="${ROUTES.clinicDetail(1)}"`);
    expect(drawn).toMatch(/<a href="https:\/\/zzo.ba\/uputnica" rel="noopener">e-Uputnica<\/a>/);
    expect(drawn).not.toContain('>Dokumenti<');
    expect(footer(after.text)).toMatch(new RegExp(`<a [^>]*href="${ROUTES.patientInfo}"[^>]*>Prigovori pacijenata</a>`));
    expect(footer(after.text)).not.toContain(`href="${ROUTES.accessibility}"`);
  });
});
