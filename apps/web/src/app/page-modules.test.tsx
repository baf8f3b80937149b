// A page module (issue 37, ui/page.tsx): its server loader asks the query API (PublicData find/findById) and keeps the
// answer under the key its screen reads in the browser (api/find.ts findKey), so a hydrated page shows the server's
// data without asking the API; an item that is not there is a 404. new-collection.test.ts proves a page module whole.
import { idFromParam, type DescribedItem, type PublicData } from '@dz/contracts';
import { QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findKey } from '../api/find';
import { mockApi } from '../test/app';
import { frameFixture } from '../test/fixtures';
import { PageScreen, definePage, type PageModule } from '../ui/page';
import { serverLoaders, type ServerRender } from './loaders';
import { createRoutes } from './routes';

const items: DescribedItem[] = [
  { id: 1, naziv: 'Pregled kardiologa', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
  { id: 2, naziv: 'Krvna slika', createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' },
];

function Names({ data }: { data: DescribedItem[] | DescribedItem }) {
  return <ul>{(Array.isArray(data) ? data : [data]).map((d) => <li key={d.id}>{String(d.naziv)}</li>)}</ul>;
}
const list = definePage({ path: '/probna-lista', query: () => ({ kind: 'probe' }), Component: Names });
const one = definePage({ path: '/probna/:id', query: ({ params }) => ({ kind: 'probe', id: idFromParam(params.id) }), Component: Names });

/** The API's in-process data: the frame, and the kind 'probe' through the query API. */
const data = {
  frame: async () => frameFixture,
  find: async (kind: string) => (kind === 'probe' ? items : []),
  findById: async (kind: string, id: number) => (kind === 'probe' ? items.find((i) => i.id === id) ?? null : null),
} as Partial<PublicData> as PublicData;

async function serverLoad(path: string) {
  const queryClient = new QueryClient();
  let status = 200;
  const server: ServerRender = { data, queryClient, notFound: () => void (status = 404) };
  await createStaticHandler(createRoutes(serverLoaders, [list, one])).query(new Request(`http://localhost${path}`), { requestContext: server });
  return { queryClient, status };
}

const asked = mockApi({});

function hydrated(page: PageModule, path: string, from: QueryClient) {
  const client = new QueryClient();
  hydrate(client, dehydrate(from));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes><Route path={page.path} element={<PageScreen page={page} />} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('page modules', () => {
  it("the server's loader fills the key the browser's screen reads: a list and an item, shown without asking the API", async () => {
    const all = await serverLoad('/probna-lista');
    expect(all.status).toBe(200);
    expect(all.queryClient.getQueryData(findKey({ kind: 'probe' }))).toEqual(items);
    hydrated(list, '/probna-lista', all.queryClient);
    expect(screen.getByText('Pregled kardiologa')).toBeTruthy();
    expect(screen.getByText('Krvna slika')).toBeTruthy();

    const second = await serverLoad('/probna/2');
    expect(second.queryClient.getQueryData(findKey({ kind: 'probe', id: 2 }))).toEqual(items[1]);
    hydrated(one, '/probna/2', second.queryClient);
    expect(screen.getAllByText('Krvna slika')).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('answers 404 for an item that is not there and for an id that is not one', async () => {
    expect((await serverLoad('/probna/9')).status).toBe(404);
    expect((await serverLoad('/probna/abc')).status).toBe(404);
  });
});
