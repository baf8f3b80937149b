import { isStaffPath, type HeadElement, type PublicData, type RenderedPage, type StaffData } from '@dz/contracts';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { caching, isPublicRequest } from '../files/caching.js';
import { logUrl } from '../logger.js';
import { browserFilesOnly } from './browser-files.js';
import { pageErrors } from './error-page.js';
import { RETRY_AFTER_SECONDS, toErrorBody } from './errors.js';
import type { OriginOf } from './origin.js';
// XML's escaping is HTML's too: &apos; and character references are HTML5 as well.
import { escapeXml } from './xml.js';
import { isKeptPage, keepable, keptPages, type KeptPage } from './kept-pages.js';
import type { DataVersions } from '../services/data-version.js';
import type { StaffPages } from './staff-pages.js';

/** Pages kept and reused (http/kept-pages.ts): the data's version, the bytes kept, and the metrics' count. */
export interface KeepPages {
  versions: DataVersions;
  bytes: number;
  onKept?: (hit: boolean) => void;
}

interface Redirect { redirect: number; location: string }

/** The web app's server entry (apps/web/src/entry-server.tsx), as built to dist/server. */
interface ServerEntry {
  SSR_DATA_ID: string;
  render(request: Request, data: PublicData, staff?: StaffData): Promise<RenderedPage | Response>;
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
 * head names its absolute address. A page the public is answered 404 is asked again for a signed-in staff member
 * (`staff`, http/staff-pages.ts): a draft's address is theirs to load, privately.
 */
export function serveWeb(app: express.Express, dir: string, data: PublicData, origin: OriginOf, logger: Logger, keep?: KeepPages, staff?: StaffPages) {
  const bundles = path.join(dir, 'static') + path.sep;
  // The browser's files only: the server render's bundle (dist/server/) is not the public's (browser-files.ts).
  app.use(browserFilesOnly(dir, express.static(dir, {
    index: false,
    setHeaders: (res, file) => caching(res as express.Response, 'public', file.startsWith(bundles) ? 'immutable' : 'hour'),
  })));
  const index = path.join(dir, 'index.html');
  const template = fs.readFileSync(index, 'utf8');
  const entryFile = path.join(dir, 'server', 'entry-server.js');
  const entry: Promise<ServerEntry> | undefined = template.includes(ROOT) && fs.existsSync(entryFile)
    ? import(pathToFileURL(entryFile).href) as Promise<ServerEntry>
    : undefined;
  const kept = keptPages<Redirect>(keep?.bytes ?? 0, { onKept: keep?.onKept });

  /** The page at `url` as the public sees it: its status and HTML, or the redirect a loader answered. */
  async function render(server: ServerEntry, url: URL, signal?: AbortSignal, asStaff?: StaffData): Promise<{ status: number; html: string } | Redirect> {
    const page = await server.render(new Request(url, { signal }), data, asStaff);
    if (page instanceof Response) return { redirect: page.status, location: page.headers.get('Location') ?? '/' };
    return { status: page.status, html: fillTemplate(template, page, server.SSR_DATA_ID) };
  }
  /** The same, ready to keep (compressed once for every client). */
  async function renderKept(server: ServerEntry, url: URL): Promise<KeptPage | Redirect> {
    const page = await render(server, url);
    return 'redirect' in page ? page : keepable(page.status, page.html);
  }
  /**
   * The public's 404 may be an item a staff member sees (a draft, a scheduled news item): a request with a valid
   * session cookie is rendered again as theirs, never kept nor stored by anyone (`private, no-store`). True when it
   * answered.
   */
  async function answerStaff(server: ServerEntry, url: URL, req: express.Request, res: express.Response, signal: AbortSignal): Promise<boolean> {
    if (!staff) return false;
    // The public's 404 is the answer to a request without the cookie only: a cache in front keys it by the cookie too.
    res.vary('Cookie');
    if (!(await staff.asks(req))) return false;
    const page = await render(server, url, signal, staff.data);
    caching(res, 'private');
    if ('redirect' in page) res.redirect(page.redirect, page.location);
    else res.status(page.status).type('html').send(page.html);
    return true;
  }

  app.get('/{*splat}', async (req, res) => {
    if (!entry) {
      caching(res, 'public', 'asked');
      return res.sendFile(index);
    }
    // Before the render: a Host header that names no host is the client's error (400).
    const url = pageUrl(origin(req, res), req.originalUrl);
    // Every page renders as the public sees it (a signed-in staff member's screens are the browser's work), but a
    // cache in front keeps only what is the public's (files/caching.ts): briefly, so that an urgent notice is out
    // within a minute; never a staff page, nor an answer to a request with credentials.
    const isPublic = !isStaffPath(url.pathname) && isPublicRequest(req);
    if (isPublic) caching(res, 'public', 'page');
    else caching(res, 'private');
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    try {
      const server = await entry;
      // A public page is kept per data version and minute; made once however many ask for it at once (so its
      // render is not stopped by the one client that leaves).
      const version = isPublic && keep ? await keep.versions.current() : undefined;
      if (version) {
        const page = await kept.get(url.href, `${version.version} ${Math.floor(version.at.getTime() / 60_000)}`, () => renderKept(server, url));
        if (!isKeptPage(page)) return res.redirect(page.redirect, page.location);
        if (page.status === 404 && await answerStaff(server, url, req, res, abort.signal)) return;
        return send(req, res, page);
      }
      // Not kept (a staff page, a request with credentials, keeping off): compressed as it goes, if the client asks.
      const page = await render(server, url, abort.signal);
      if ('redirect' in page) return res.redirect(page.redirect, page.location);
      if (page.status === 404 && await answerStaff(server, url, req, res, abort.signal)) return;
      res.status(page.status).type('html').send(page.html);
    } catch (err) {
      if (abort.signal.aborted) return;
      logger.warn({ err, url: logUrl(req.originalUrl) }, 'server render failed; sending the page shell');
      // Not for a cache in front to keep: the page is back with the database.
      caching(res, 'public', 'never');
      // The database not answering is said as such (503, Retry-After), as the API says it: the shell
      // still lets the browser show the page once the database is back.
      if (toErrorBody(err).status === 503) res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS));
      res.sendFile(index);
    }
  });
  // A page address refused before its render (a malformed path, NUL in a parameter, a bad Host): the Bosnian error page.
  app.use(pageErrors(template));
}

/**
 * A rendered page in the encoding the client prefers, compressed already (the compression middleware leaves an
 * encoded body alone), with its weak validator: an If-None-Match that names it is answered 304 (res.send).
 */
function send(req: express.Request, res: express.Response, page: KeptPage) {
  res.status(page.status).type('html').set('ETag', page.etag).append('Vary', 'Accept-Encoding');
  // Brotli when accepted, whatever the order of the client's list (it is the smaller); none asked, none sent.
  const encoding = req.headers['accept-encoding'] === undefined ? undefined : (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
  if (encoding) res.set('Content-Encoding', encoding);
  res.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}
