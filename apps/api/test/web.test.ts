// The server-rendered page's head as the API writes it (src/http/web.ts): the render's title,
// description and head elements in the built index.html, escaped; the render's request on the
// site's public origin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicData, RenderedPage } from '@dz/contracts';
import { errorHandler } from '../src/http/errors.js';
import { publicOrigin } from '../src/http/origin.js';
import { fillTemplate, serveWeb } from '../src/http/web.js';

const TEMPLATE = `<!doctype html>
<html lang="bs">
  <head>
    <meta name="description" content="Opis ustanove." />
    <title>JU Dom zdravlja</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const page = (head: Partial<RenderedPage['head']>): RenderedPage => ({
  status: 200,
  head: { title: 'Naslov', description: 'Opis.', elements: [], ...head },
  html: '<h1>Naslov</h1>',
  data: '{}',
});

describe('fillTemplate', () => {
  const hostile = `"Dani" <otvorenih> vrata & 'druženje' &amp;\n`;
  const escaped = '&quot;Dani&quot; &lt;otvorenih&gt; vrata &amp; &apos;druženje&apos; &amp;amp;';

  it("puts the page's title and description in place of the template's, once, escaped", () => {
    const html = fillTemplate(TEMPLATE, page({ title: hostile, description: hostile }), 'ssr-data');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escaped}\n</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}&#10;" />`);
    expect(html).not.toContain('Opis ustanove.');
    expect(html).toContain('<div id="root"><h1>Naslov</h1></div><script type="application/json" id="ssr-data">{}</script>');
  });

  it('writes the head elements after the title with every attribute value escaped, then the structured data', () => {
    const html = fillTemplate(TEMPLATE, page({
      elements: [
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://dz.example/novost-detalj/1' } },
        { tag: 'meta', attributes: { property: 'og:title', content: hostile } },
      ],
      structuredData: '{"name":"\\u003c/script>"}',
    }), 'ssr-data');
    expect(html).toContain('<title>Naslov</title><link rel="canonical" href="https://dz.example/novost-detalj/1" />' +
      `<meta property="og:title" content="${escaped}&#10;" /><script type="application/ld+json">{"name":"\\u003c/script>"}</script>`);
  });

  it('adds no structured data when a page has none', () => {
    expect(fillTemplate(TEMPLATE, page({}), 'ssr-data')).not.toContain('ld+json');
  });
});

describe("a render's request", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dir, 'server'));
  // A server entry that names the request it was given as the page's canonical address.
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), `
    export const SSR_DATA_ID = 'ssr-data';
    export async function render(request) {
      return { status: 200, html: '', data: '{}', head: { title: 'T', description: 'D', elements: [{ tag: 'link', attributes: { rel: 'canonical', href: request.url } }] } };
    }`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const app = (publicUrl?: string) => {
    const a = express();
    serveWeb(a, dir, {} as PublicData, publicOrigin(publicUrl), pino({ level: 'silent' }));
    a.use(errorHandler(pino({ level: 'silent' })));
    return supertest(a);
  };
  const canonical = async (r: supertest.Test) => /rel="canonical" href="([^"]*)"/.exec((await r).text)?.[1];

  it('is on PUBLIC_URL when it is set, whatever the Host header says', async () => {
    expect(await canonical(app('https://dz.example').get('/zakoni?page=2').set('Host', 'drugi.example'))).toBe('https://dz.example/zakoni?page=2');
  });

  it("is on the request's own origin otherwise, and the page varies with it", async () => {
    const r = await app().get('/zakoni').set('Host', 'dz.lan:8080');
    expect(/href="([^"]*)"/.exec(r.text)?.[1]).toBe('http://dz.lan:8080/zakoni');
    expect(r.headers.vary).toContain('Host');
    expect((await app().get('/zakoni').set('Host', 'a b')).status).toBe(400);
  });

  it('keeps a path that starts with two slashes on this site', async () => {
    expect(await canonical(app('https://dz.example').get('//drugi.example/x'))).toBe('https://dz.example//drugi.example/x');
  });
});
