import type { ErrorRequestHandler } from 'express';
import { WEB_UI } from '@dz/contracts';
import { caching } from '../files/caching.js';
import { toErrorBody } from './errors.js';
import { isApiPath } from './request-url.js';
import { escapeXml } from './xml.js';

const TITLE = /<title>([^<]*)<\/title>/;
const ROOT = '<div id="root"></div>';
// The app's scripts would start the router on an address it cannot read: the page goes without them.
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const PRELOADS = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;

/**
 * The site's Bosnian page for a page address answered with a 4xx before any render (a path
 * whose escapes are not UTF-8, NUL in a parameter, a Host that names no host): the built
 * index.html with its styles, the heading, the reason and the way home; no script.
 */
export function errorPage(template: string, status: number): string {
  const [heading, text] = status === 404 ? [WEB_UI.notFoundHeading, WEB_UI.notFoundText] : [WEB_UI.badAddressHeading, WEB_UI.badAddressText];
  const site = TITLE.exec(template)?.[1];
  return template
    .replace(SCRIPTS, '')
    .replace(PRELOADS, '')
    .replace(TITLE, () => `<title>${escapeXml(heading)}${site ? ` | ${site}` : ''}</title><meta name="robots" content="noindex" />`)
    .replace(ROOT, () => `<div id="root"><main class="container not-found"><h1>${escapeXml(heading)}</h1><p>${escapeXml(text)}</p>`
      + `<p><a class="btn" href="/">${escapeXml(WEB_UI.backHome)}</a></p></main></div>`);
}

/**
 * Errors of page addresses (everything outside /api) answered as the error page, with their
 * status; the API's keep the JSON body, and a 5xx goes on to the error handler as before.
 */
export const pageErrors = (template: string): ErrorRequestHandler => (err, req, res, next) => {
  if (isApiPath(req.path) || res.headersSent || req.socket?.destroyed) return next(err);
  const { status } = toErrorBody(err);
  if (status >= 500) return next(err);
  caching(res, 'public', 'asked');
  res.status(status).type('html').send(errorPage(template, status));
};
