// Issue 38: every static page of the spec is a page seeded from today's content (migration static_pages). For each
// static path GET /api/Stranica?path= finds its page; a callout added through the API with If-Match shows on the
// public page's server HTML at once; the previous version restored takes it away again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, CONTENT_PAGE_PATHS, PAGE_ALIASES, type Block } from '@dz/contracts';
import { bearer, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

describe('the static pages are pages', () => {
  const h = useTestApp({ webDist });
  const staff = (t: ReturnType<typeof h.request.get>) => t.set(bearer(h.tokens.staff));
  const html = async (at: string) => {
    const r = await h.request.get(at);
    expect([at, r.status]).toEqual([at, 200]);
    return r.text;
  };

  for (const at of CONTENT_PAGE_PATHS) {
    it(`${at}: found by its path; a callout added with If-Match shows at once; the previous version takes it away`, async () => {
      const found = await h.request.get(API.pages).query({ path: at });
      expect(found.status).toBe(200);
      const { id, title, summary, blocks } = found.body as { id: number; title: string; summary: string; blocks: Block[] };
      // The seeded page's own text is on the server's page (an alias shows its page; a list page its intro).
      expect(await html(at)).toContain('class="content-page"');
      const text = `Obavijest ${id}: stranica se uređuje`;
      const callout: Block = { type: 'callout', v: 1, tone: 'warning', text };
      const changed = await staff(h.request.put(API.page(id)))
        .set('If-Match', String(found.headers.etag))
        .send({ path: found.body.path, title, summary, blocks: [callout, ...blocks] });
      expect(changed.status).toBe(200);
      expect(await html(at)).toContain(text);
      const versions = await staff(h.request.get(`${API.page(id)}/versions`));
      const previous = (versions.body as { version: number }[]).map((v) => v.version).sort((a, b) => b - a)[1]!;
      expect((await staff(h.request.post(API.versionRestore(`${API.page(id)}/versions`, previous)))).status).toBe(204);
      expect((await h.request.get(API.pages).query({ path: at })).body.blocks).toEqual(blocks);
      expect(await html(at)).not.toContain(text);
      if (at in PAGE_ALIASES) expect(found.body.path).toBe(PAGE_ALIASES[at]);
    });
  }
});
