import type { PublicData } from '@dz/contracts';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

/** The web app's server entry (apps/web/src/entry-server.tsx), as built to dist/server. */
interface ServerEntry {
  SSR_DATA_ID: string;
  render(request: Request, data: PublicData): Promise<Rendered | Response>;
}
interface Rendered {
  status: number;
  title: string;
  html: string;
  data: string;
}

const ROOT = '<div id="root"></div>';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built page with a render's title, markup and query cache put in. */
export function fillTemplate(template: string, page: Rendered, dataId: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div><script type="application/json" id="${dataId}">${page.data}</script>`);
}

/**
 * Serves the built web app (apps/web/dist). Vite's hashed bundles (dist/static/) are cached for
 * good; the site's own files (dist/assets/: audio, PDFs, images) are revalidated after an hour.
 * Every other GET is a page: rendered on the server when the build has its server entry
 * (docs/architecture.md, "Server rendering"), with the page's status (404 for unknown addresses);
 * if a render fails, the page shell goes out instead and the browser renders it as before.
 */
export function serveWeb(app: express.Express, dir: string, data: PublicData, logger: Logger) {
  const bundles = path.join(dir, 'static') + path.sep;
  app.use(express.static(dir, {
    index: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', file.startsWith(bundles) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  }));
  const index = path.join(dir, 'index.html');
  const template = fs.readFileSync(index, 'utf8');
  const entryFile = path.join(dir, 'server', 'entry-server.js');
  const entry: Promise<ServerEntry> | undefined = template.includes(ROOT) && fs.existsSync(entryFile)
    ? import(pathToFileURL(entryFile).href) as Promise<ServerEntry>
    : undefined;

  app.get('/{*splat}', async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    if (!entry) return res.sendFile(index);
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    try {
      const server = await entry;
      const request = new Request(new URL(req.originalUrl, 'http://localhost'), { signal: abort.signal });
      const page = await server.render(request, data);
      if (page instanceof Response) {
        return res.redirect(page.status, page.headers.get('Location') ?? '/');
      }
      res.status(page.status).type('html').send(fillTemplate(template, page, server.SSR_DATA_ID));
    } catch (err) {
      if (abort.signal.aborted) return;
      logger.warn({ err, url: req.originalUrl }, 'server render failed; sending the page shell');
      res.sendFile(index);
    }
  });
}
