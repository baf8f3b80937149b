import type { HeadElement, PublicData, RenderedPage } from '@dz/contracts';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { logUrl } from '../logger.js';
import { browserFilesOnly } from './browser-files.js';
import { pageErrors } from './error-page.js';
import { RETRY_AFTER_SECONDS, toErrorBody } from './errors.js';
import type { OriginOf } from './origin.js';
// XML's escaping is HTML's too: &apos; and character references are HTML5 as well.
import { escapeXml } from './xml.js';

/** The web app's server entry (apps/web/src/entry-server.tsx), as built to dist/server. */
interface ServerEntry {
  SSR_DATA_ID: string;
  render(request: Request, data: PublicData): Promise<RenderedPage | Response>;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

const element = ({ tag, attributes }: HeadElement) =>
  `<${tag}${Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeXml(value, true)}"`).join('')} />`;

/**
 * The built page with a render's head, markup and query cache put in: the page's title and meta
 * description in place of index.html's (the institution's), then its canonical link, Open Graph
 * and Twitter metas, feed links and structured data after the title. Every text is escaped.
 */
export function fillTemplate(template: string, page: RenderedPage, dataId: string): string {
  const { head } = page;
  const more = head.elements.map(element).join('');
  // JSON-LD is data for crawlers, not code: the CSP's script-src 'self' does not apply to it.
  const structured = head.structuredData ? `<script type="application/ld+json">${head.structuredData}</script>` : '';
  return template
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeXml(head.description, true)}" />`)
    .replace(TITLE, () => `<title>${escapeXml(head.title)}</title>${more}${structured}`)
    .replace(ROOT, () => `<div id="root">${page.html}</div><script type="application/json" id="${dataId}">${page.data}</script>`);
}

/**
 * A page's address on the site's origin. The path is put after the origin, not resolved against
 * it: a request for '//elsewhere.example/x' stays a path of this site.
 */
const pageUrl = (origin: string, originalUrl: string) => new URL(`${origin}${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`);

/**
 * Serves the built web app (apps/web/dist). Vite's hashed bundles (dist/static/) are cached for
 * good; the site's own files (dist/assets/: audio, PDFs, images) are revalidated after an hour.
 * Every other GET is a page: rendered on the server when the build has its server entry
 * (docs/architecture.md, "Server rendering"), with the page's status (404 for unknown addresses);
 * if a render fails, the page shell goes out instead and the browser renders it as before.
 * A render sees the request on the site's public origin (`origin`, http/origin.ts): the page's
 * head names its absolute address.
 */
export function serveWeb(app: express.Express, dir: string, data: PublicData, origin: OriginOf, logger: Logger) {
  const bundles = path.join(dir, 'static') + path.sep;
  // The browser's files only: the server render's bundle (dist/server/) is not the public's (browser-files.ts).
  app.use(browserFilesOnly(dir, express.static(dir, {
    index: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', file.startsWith(bundles) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  })));
  const index = path.join(dir, 'index.html');
  const template = fs.readFileSync(index, 'utf8');
  const entryFile = path.join(dir, 'server', 'entry-server.js');
  const entry: Promise<ServerEntry> | undefined = template.includes(ROOT) && fs.existsSync(entryFile)
    ? import(pathToFileURL(entryFile).href) as Promise<ServerEntry>
    : undefined;

  app.get('/{*splat}', async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    if (!entry) return res.sendFile(index);
    // Before the render: a Host header that names no host is the client's error (400).
    const url = pageUrl(origin(req, res), req.originalUrl);
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    try {
      const server = await entry;
      const request = new Request(url, { signal: abort.signal });
      const page = await server.render(request, data);
      if (page instanceof Response) {
        return res.redirect(page.status, page.headers.get('Location') ?? '/');
      }
      res.status(page.status).type('html').send(fillTemplate(template, page, server.SSR_DATA_ID));
    } catch (err) {
      if (abort.signal.aborted) return;
      logger.warn({ err, url: logUrl(req.originalUrl) }, 'server render failed; sending the page shell');
      // The database not answering is said as such (503, Retry-After), as the API says it: the shell
      // still lets the browser show the page once the database is back.
      if (toErrorBody(err).status === 503) res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS));
      res.sendFile(index);
    }
  });
  // A page address refused before its render (a malformed path, NUL in a parameter, a bad Host): the Bosnian error page.
  app.use(pageErrors(template));
}
