// Issue 36: a draft's or a scheduled news item's pages on a full load (src/http/staff-pages.ts, src/http/web.ts). The
// public gets the real 404 (status, page) for them as for an id that does not exist; a signed-in staff member, whose
// browser sends the session cookie beside the token it keeps, gets a private page that loads the item (never the 404
// page, never the item's text in the HTML); a cookie the API would not take (forged, signed out) is the public's.
// On the real web build (`build` first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, ROUTES, SESSION_COOKIE, SIGN_OUT_API, WEB_UI } from '@dz/contracts';
import { signToken } from '../src/auth/tokens.js';
import { JWT_SECRET, bearer, testClock, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const clock = testClock('2026-11-23T09:00:00.000Z');
const h = useTestApp({ webDist, now: clock.now, publicUrl: 'https://dz.example' });

async function news(naslov: string, fields: Record<string, string>): Promise<number> {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  let r = h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', naslov).field('opis', `Tekst nacrta: ${naslov}`)
    .field('imageAlt', 'Slika').attach('slika', picture, 's.jpg');
  for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
  const res = await r;
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}
const cookie = (token: string) => ({ Cookie: `jezik=bs; ${SESSION_COOKIE}=${token}` });
const page = (url: string, headers: Record<string, string> = {}) => h.request.get(url).set(headers);
/** The address the page answered 404, as the browser reads it from the page. */
const notFoundPath = (html: string) =>
  (JSON.parse(/<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)![1]!) as { notFoundPath: string | null }).notFoundPath;

describe('a draft\'s and a scheduled item\'s pages on a full load', () => {
  it('are the public\'s 404, and a signed-in staff member\'s private page that loads the item', async () => {
    const draft = await news('Nacrt o cijepljenju', { status: 'draft' });
    const scheduled = await news('Zakazani dan otvorenih vrata', { status: 'scheduled', publishAt: '2026-12-01T08:00:00.000Z' });
    const missing = scheduled + 1000;
    for (const id of [draft, scheduled]) {
      for (const url of [ROUTES.newsDetail(id), ROUTES.newsEdit(id)]) {
        const publicAnswer = await page(url);
        expect(publicAnswer.status, url).toBe(404);
        expect(publicAnswer.text).toContain(WEB_UI.notFoundHeading);
        expect(publicAnswer.headers.vary, url).toMatch(/\bCookie\b/);

        const staffAnswer = await page(url, cookie(h.tokens.staff));
        expect(staffAnswer.status, url).toBe(200);
        expect(staffAnswer.headers['cache-control'], url).toBe('private, no-store');
        expect(staffAnswer.text).not.toContain(WEB_UI.notFoundHeading);
        expect(notFoundPath(staffAnswer.text)).toBeNull();
        // The page says no more than that the item is there: its text is the browser's to read with the token.
        expect(staffAnswer.text).not.toContain('Nacrt o cijepljenju');
        expect(staffAnswer.text).not.toContain('Zakazani dan otvorenih vrata');
      }
    }
    // The preview says it is loading the item (the edit screen is the signed-out frame until the browser reads the session).
    expect((await page(ROUTES.newsDetail(draft), cookie(h.tokens.staff))).text).toContain(WEB_UI.loading);

    // An id that does not exist is a 404 for staff too, and no one else's to keep.
    for (const url of [ROUTES.newsDetail(missing), ROUTES.newsEdit(missing)]) {
      const res = await page(url, cookie(h.tokens.staff));
      expect(res.status, url).toBe(404);
      expect(res.text).toContain(WEB_UI.notFoundHeading);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('is the public\'s 404 for a cookie the API would not take: forged, malformed, signed out', async () => {
    const draft = await news('Nacrt za provjeru kolačića', { status: 'draft' });
    const forged = signToken('not-the-server-secret-0123456789abcdef', 3600, { id: h.ids.admin, userName: 'admin', role: 'Admin' });
    const signedOut = signToken(JWT_SECRET, 3600, { id: h.ids.staff, userName: 'osoblje', role: 'User' });
    expect((await h.request.post(SIGN_OUT_API.logout).set(bearer(signedOut))).status).toBe(204);
    for (const token of [forged, signedOut, 'nije-token', `${h.tokens.staff}x.y`]) {
      const res = await page(ROUTES.newsDetail(draft), cookie(token));
      expect(res.status, token).toBe(404);
      expect(res.text).toContain(WEB_UI.notFoundHeading);
      expect(res.text).not.toContain('Nacrt za provjeru kolačića');
    }
  });

  it('leaves a published item\'s page as the public\'s, kept and shared, whoever asks', async () => {
    const published = await news('Objavljena novost o vakcinama', {});
    const plain = await page(ROUTES.newsDetail(published));
    const withCookie = await page(ROUTES.newsDetail(published), cookie(h.tokens.staff));
    expect([plain.status, withCookie.status]).toEqual([200, 200]);
    expect(withCookie.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(withCookie.headers['cache-control']).toMatch(/^public, /);
    expect(withCookie.headers.etag).toBe(plain.headers.etag);
    expect(withCookie.text).toContain('Objavljena novost o vakcinama');
  });
});
