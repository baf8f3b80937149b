// The site's own public pages are page modules (issue 37, src/page-modules): the one loader (app/loaders.ts `page`)
// keeps each page's data under the key its screen's hook reads (both built from api/pageQueries.ts through findKey),
// answers 404 past a list's last page and for an item that is none, and every page module without a parameter is in
// PUBLIC_PATHS (the hand-kept list the smoke tests and the sitemap read).
import { DOCUMENT_TYPES, PUBLIC_PATHS, ROUTES, type PublicData } from '@dz/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { documentKeys } from '../features/documents/queries';
import { newsKeys } from '../features/news/queries';
import { unitKeys } from '../features/pages/queries';
import { searchKeys } from '../features/search/queries';
import { clinicFixture, frameFixture, searchResultsFixture, serviceFixture } from '../test/fixtures';
import { serverLoaders, type ServerRender } from './loaders';
import { PAGES } from './pages';
import { createRoutes } from './routes';

/** Page 2 of every list has an item (its shape is the screens' business, not the loader's), page 3 none. */
const paged = (page: number) => Promise.resolve({ items: page <= 2 ? [{ id: 1 }] : [], totalItems: 11 }) as never;
const data: Partial<PublicData> = {
  frame: async () => frameFixture,
  newsSummaries: async () => [],
  newsPage: paged,
  news: async () => null,
  documentPage: (_type, page) => paged(page),
  clinics: async () => [clinicFixture],
  clinic: async (id) => (id === clinicFixture.id ? clinicFixture : null),
  services: async () => [serviceFixture],
  service: async (id) => (id === serviceFixture.id ? serviceFixture : null),
  search: async (_q, page) => (page <= 2 ? searchResultsFixture : { ...searchResultsFixture, items: [] }),
};

const handler = createStaticHandler(createRoutes(serverLoaders));

async function load(path: string) {
  const queryClient = new QueryClient();
  let status = 200;
  const server: ServerRender = { data: data as PublicData, queryClient, notFound: () => void (status = 404) };
  await handler.query(new Request(`http://localhost${path}`), { requestContext: server });
  const keys = queryClient.getQueryCache().getAll().map((q) => q.queryKey).filter((k) => k[0] !== unitKeys.frame[0]);
  return { status, keys };
}

const zakon = DOCUMENT_TYPES[0]!;

describe("the site's public pages as page modules", () => {
  it.each([
    [ROUTES.home, newsKeys.list],
    [`${ROUTES.news}?page=2`, newsKeys.page(2)],
    [`${zakon.listPath}?page=2`, documentKeys.page(zakon, 2)],
    [ROUTES.clinics, unitKeys.clinics],
    [ROUTES.clinicAudio, unitKeys.clinics],
    [ROUTES.clinicDetail(clinicFixture.id), unitKeys.clinic(clinicFixture.id)],
    [ROUTES.services, unitKeys.services],
    [ROUTES.serviceAudio, unitKeys.services],
    [ROUTES.serviceDetail(serviceFixture.id), unitKeys.service(serviceFixture.id)],
    [`${ROUTES.search}?q=vakcinacija&page=2`, searchKeys.page('vakcinacija', 2)],
  ])('%s: its data under the key its screen reads', async (path, key) => {
    expect(await load(path)).toEqual({ status: 200, keys: [key] });
  });

  it.each([
    `${ROUTES.news}?page=3`, `${zakon.listPath}?page=3`, `${ROUTES.search}?q=vakcinacija&page=3`, ROUTES.newsDetail(5),
    ROUTES.clinicDetail(99), ROUTES.serviceDetail('x'),
  ])('%s: 404, nothing kept', async (path) => {
    expect(await load(path)).toEqual({ status: 404, keys: [] });
  });

  it('reads nothing for a search too short: its hint, 200', async () => {
    expect(await load(`${ROUTES.search}?q=a`)).toEqual({ status: 200, keys: [] });
  });

  it('lists every page module without a parameter in PUBLIC_PATHS', () => {
    const fixed = PAGES.map((p) => p.path).filter((p) => !p.includes(':'));
    expect(fixed.length).toBeGreaterThan(DOCUMENT_TYPES.length + 5);
    expect(fixed.filter((p) => !PUBLIC_PATHS.includes(p))).toEqual([]);
  });
});
