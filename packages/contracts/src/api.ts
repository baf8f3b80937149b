import type { DocumentType } from './registry.js';

/** Paths of the HTTP API (docs/product.md "API"), built once for the server and the client. */
export const API = {
  login: '/api/Account/login',
  register: '/api/Account/register',
  accounts: '/api/Account',
  deleteAccount: (idOrUserName: string | number) => `/api/Account/delete-account/${encodeURIComponent(String(idOrUserName))}`,
  newsList: '/api/Novost',
  news: (id: number) => `/api/Novost/${id}`,
  newsImage: (id: number | string, size: 'full' | 'card') => `/api/Novost/${id}/slika/${size === 'card' ? 'kartica' : 'puna'}`,
  documents: (t: Pick<DocumentType, 'resource'>) => `/api/${t.resource}`,
  document: (t: Pick<DocumentType, 'resource'>, id: number) => `/api/${t.resource}/${id}`,
  download: (t: Pick<DocumentType, 'resource'>, id: number | string) => `/api/${t.resource}/download/${id}`,
  health: '/health',
  ready: '/ready',
  /** For crawlers and feed readers, at the site's root (a crawler reads robots.txt only there). */
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  /** RSS 2.0: the newest news, and per document type its newest documents. */
  newsFeed: '/rss.xml',
  documentFeed: (t: Pick<DocumentType, 'resource'>) => `/rss/${t.resource}.xml`,
} as const;
