// The picture link previews show for pages without their own (issue 24): the default, an admin's replacement, and back.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, SHARE_PICTURE_SIZE, type SharePicture } from '@dz/contracts';
import { SHARE_PICTURE } from '@dz/content';
import { sharePictureService } from '../src/services/share-picture.js';
import { bearer, pdf, useTestApp } from './harness.js';

const h = useTestApp();

const DEFAULT: SharePicture = { url: SHARE_PICTURE.path, width: 1200, height: 630, custom: false };

/** A photo of some size, with EXIF that must not survive. */
const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const img = sharp({ create: { width, height, channels: 3, background: '#a04020' } }).withExif({ IFD0: { Artist: 'Tajni autor' } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
};

const upload = (file: Buffer, token = h.tokens.admin, name = 'slika.png') =>
  h.request.put(API.sharePicture).set(bearer(token)).attach('slika', file, name);

const auditRows = () => h.db.auditLog.count({ where: { resource: 'Ustanova', itemId: '1', action: 'update' } });

describe('/api/Ustanova/slika', () => {
  it('is the default (a file of the site, 1200x630) until an admin uploads one', async () => {
    const r = await h.request.get(API.sharePicture);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(DEFAULT);
    expect(SHARE_PICTURE_SIZE).toEqual({ width: 1200, height: 630 });
    expect((await h.request.get(API.sharePictureFile)).status).toBe(404);
  });

  it('takes an upload from admins only; anyone else changes nothing', async () => {
    const file = await photo(2000, 1000);
    expect((await h.request.put(API.sharePicture).attach('slika', file, 'a.png')).status).toBe(401);
    expect((await upload(file, h.tokens.staff)).status).toBe(403);
    expect((await h.request.delete(API.sharePicture).set(bearer(h.tokens.staff))).status).toBe(403);
    expect((await h.request.get(API.sharePicture)).body).toEqual(DEFAULT);
  });

  it('re-encodes an upload as a 1200x630 JPEG cropped from its middle, served at a versioned URL cached for good; audited', async () => {
    const before = await auditRows();
    for (const [width, height, format] of [[3000, 1000, 'png'], [400, 900, 'jpeg'], [120, 63, 'png']] as const) {
      const r = await upload(await photo(width, height, format), h.tokens.admin, `slika.${format}`);
      expect(r.status, `${width}x${height}`).toBe(200);
      expect(r.body).toMatchObject({ width: 1200, height: 630, custom: true });
      expect(r.body.url).toMatch(/^\/api\/Ustanova\/slika\/puna\?v=[0-9a-f]{16}$/);
      const img = await h.request.get(r.body.url).buffer(true);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(img.body as Buffer).metadata();
      // The size the answer (and every page's head) names is the stored picture's own.
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', r.body.width, r.body.height, undefined]);
      expect((await h.request.get(API.sharePicture)).body).toEqual(r.body);
    }
    expect(await auditRows()).toBe(before + 3);
    // Without its version the address revalidates; an old version's address gives the current picture, not cached for good.
    expect((await h.request.get(API.sharePictureFile)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('refuses what is no raster picture, or no file, and keeps the picture it had', async () => {
    const kept = (await upload(await photo(1300, 700))).body as SharePicture;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    // Not a raster picture: 415, as for a news picture.
    expect((await upload(pdf(), h.tokens.admin, 'dokument.pdf')).body).toEqual({ status: 415, message: API_ERRORS.imageInvalid, field: 'slika' });
    expect((await upload(svg, h.tokens.admin, 'slika.svg')).body).toEqual({ status: 415, message: API_ERRORS.imageInvalid, field: 'slika' });
    expect((await h.request.put(API.sharePicture).set(bearer(h.tokens.admin)).type('multipart/form-data; boundary=b').send('--b--\r\n')).body)
      .toEqual({ status: 400, message: API_ERRORS.imageRequired, field: 'slika' });
    expect((await h.request.get(API.sharePicture)).body).toEqual(kept);
  });

  it('goes back to the default on DELETE (admins): the upload is gone', async () => {
    await upload(await photo(1200, 630));
    const r = await h.request.delete(API.sharePicture).set(bearer(h.tokens.admin));
    expect([r.status, r.body]).toEqual([200, DEFAULT]);
    expect((await h.request.get(API.sharePicture)).body).toEqual(DEFAULT);
    expect((await h.request.get(API.sharePictureFile)).status).toBe(404);
    expect(await h.db.institutionPicture.count()).toBe(0);
    // What the server renders pages from says the same (services/public-data.ts reads this service).
    expect(await sharePictureService(h.db).get()).toEqual(DEFAULT);
  });

  it('robots.txt lets crawlers fetch an uploaded one', async () => {
    expect((await h.request.get(API.robots)).text.split('\n')).toContain(`Allow: ${API.sharePictureFile}`);
  });
});
