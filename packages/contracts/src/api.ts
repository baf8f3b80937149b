import type { DocumentType } from './registry.js';

/** Paths of the HTTP API (docs/product.md "API"), built once for the server and the client. */
export const API = {
  login: '/api/Account/login',
  register: '/api/Account/register',
  accounts: '/api/Account',
  deleteAccount: (idOrUserName: string | number) => `/api/Account/delete-account/${encodeURIComponent(String(idOrUserName))}`,
  newsList: '/api/Novost',
  news: (id: number) => `/api/Novost/${id}`,
  newsImage: (id: number, size: 'full' | 'card') => `/api/Novost/${id}/slika/${size === 'card' ? 'kartica' : 'puna'}`,
  documents: (t: Pick<DocumentType, 'resource'>) => `/api/${t.resource}`,
  document: (t: Pick<DocumentType, 'resource'>, id: number) => `/api/${t.resource}/${id}`,
  download: (t: Pick<DocumentType, 'resource'>, id: number) => `/api/${t.resource}/download/${id}`,
  health: '/health',
  ready: '/ready',
} as const;
