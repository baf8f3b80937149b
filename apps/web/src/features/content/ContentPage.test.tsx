import { API, CONTENT_UI, HISTORY_UI, itemTag, PUBLICATION_UI, ROUTES, WEB_UI, type ContentItem } from '@dz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp as open } from '../../test/app';

// /urednik/sadrzaj (issue 23): the content list's screen, opened through the app's routes, the API answering from a stub.
const row = (kind: string, id: number, title: string, url: string, editUrl: string): ContentItem => ({
  kind, id, title, status: 'published', publishAt: null, updatedAt: '2026-03-02T09:30:00.000Z', updatedBy: 'osoblje', url, editUrl,
});
const answer = {
  items: [
    row('Novost', 4, 'Zaštita od krpelja', ROUTES.newsDetail(4), ROUTES.newsEdit(4)),
    row('Ambulanta', 2, 'Ambulanta Drežnica', ROUTES.clinicDetail(2), ROUTES.clinicEdit(2)),
  ],
  totalItems: 60,
};
const asked: string[] = [];
const writes: { method: string; url: string; ifMatch: string | null; body?: unknown }[] = [];
/** Items saved since the list was read, by "kind/id": their version now (the stub's publication refuses a tag of another). */
const savedSince = new Map<string, string>();
const changedAt = '2026-03-02T10:15:00.000Z';

/** The stub's POST /api/content/publication, checking each item's ifMatch as the API does. */
function publication(body: { items: { kind: string; id: number; ifMatch?: string }[] }) {
  const stale = body.items.filter((i) => savedSince.has(`${i.kind}/${i.id}`) && i.ifMatch !== itemTag(savedSince.get(`${i.kind}/${i.id}`)!));
  const done = body.items.filter((i) => !stale.includes(i));
  return {
    changed: done.length,
    unchanged: stale.map(({ kind, id }) => ({ kind, id })),
    stale: stale.map(({ kind, id }) => ({ kind, id, message: 'x', changedBy: 'amela', changedAt: savedSince.get(`${kind}/${id}`)! })),
    versions: done.map(({ kind, id }) => ({ kind, id, updatedAt: changedAt })),
  };
}

beforeEach(() => {
  asked.length = 0;
  writes.length = 0;
  savedSince.clear();
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    asked.push(url);
    if (init?.method && init.method !== 'GET') {
      if (url === API.contentPublication) {
        const body = JSON.parse(String(init.body)) as Parameters<typeof publication>[0];
        writes.push({ method: init.method, url, ifMatch: null, body });
        return json(publication(body));
      }
      writes.push({ method: init.method, url, ifMatch: new Headers(init.headers).get('If-Match') });
      return new Response(null, { status: 204 });
    }
    return url.startsWith(`${API.content}?`) ? json(answer) : new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the content list (/urednik/sadrzaj)', () => {
  it('asks for what its address says, and shows each row with its kind, author and links', async () => {
    const main = open(`${ROUTES.content}?q=zastita&kind=Novost&pageSize=50&page=2`);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(CONTENT_UI.heading);
    const table = await main.findByRole('table');
    const request = new URL(asked.find((u) => u.startsWith(API.content))!, 'http://x');
    expect(Object.fromEntries(request.searchParams)).toEqual({ q: 'zastita', kind: 'Novost', pageSize: '50', page: '2' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual([CONTENT_UI.select, CONTENT_UI.title, CONTENT_UI.kind, PUBLICATION_UI.status, CONTENT_UI.updatedAt, CONTENT_UI.updatedBy, WEB_UI.edit]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Zaštita od krpelja' }).getAttribute('href')).toBe(ROUTES.newsEdit(4));
    expect(within(first).getByText('Novost')).toBeTruthy();
    expect(within(first).getByText('osoblje')).toBeTruthy();
    expect(within(first).getByRole('link', { name: WEB_UI.forItem(CONTENT_UI.view, 'Zaštita od krpelja') }).getAttribute('href')).toBe(ROUTES.newsDetail(4));
    expect(within(first).getByRole('link', { name: WEB_UI.forItem(HISTORY_UI.versions, 'Zaštita od krpelja') }).getAttribute('href')).toBe(ROUTES.versions('Novost', 4));
    // Clinics keep no versions: no link to them.
    const clinic = within(table).getAllByRole('row')[2]!;
    expect(within(clinic).queryByRole('link', { name: WEB_UI.forItem(HISTORY_UI.versions, 'Ambulanta Drežnica') })).toBeNull();
    expect(main.getByText(CONTENT_UI.count(60))).toBeTruthy();
    // 60 at 50 a page: two pages, the pager's links keep the filter.
    const pager = main.getByRole('navigation', { name: WEB_UI.pagination });
    expect(within(pager).getByRole('link', { name: WEB_UI.page(1) }).getAttribute('href')).toContain('q=zastita');
    expect((main.getByLabelText(CONTENT_UI.search) as HTMLInputElement).value).toBe('zastita');
    expect((main.getByLabelText(CONTENT_UI.kind) as HTMLSelectElement).value).toBe('Novost');
    expect((main.getByLabelText(CONTENT_UI.pageSize) as HTMLSelectElement).value).toBe('50');
  });

  it('a new filter is the address: its fields become the request, from the first page', async () => {
    const main = open(ROUTES.content);
    await main.findByRole('table');
    fireEvent.change(main.getByLabelText(CONTENT_UI.search), { target: { value: 'drežnica' } });
    fireEvent.change(main.getByLabelText(CONTENT_UI.sort), { target: { value: 'title' } });
    fireEvent.click(main.getByRole('button', { name: CONTENT_UI.show }));
    await waitFor(() => expect(asked.some((u) => new URL(u, 'http://x').searchParams.get('q') === 'drežnica')).toBe(true));
    const last = new URL(asked.at(-1)!, 'http://x').searchParams;
    expect([last.get('q'), last.get('sort'), last.get('page')]).toEqual(['drežnica', 'title', '1']);
  });

  it('moves the chosen items with a bin to it after one question, each as the list showed it; a cancelled question sends nothing', async () => {
    answer.items.push(row('Novost', 9, 'Druga novost', ROUTES.newsDetail(9), ROUTES.newsEdit(9)), row('Obavijest', 5, 'Nestanak vode', ROUTES.home, ROUTES.noticeEdit(5)));
    try {
      const main = open(ROUTES.content);
      await main.findByRole('table');
      // Notices have no bin: no box to choose them by. Clinics and services have one (issue 23).
      expect(main.queryByRole('checkbox', { name: CONTENT_UI.selectItem('Nestanak vode') })).toBeNull();
      const button = () => main.getByRole('button', { name: /Premjesti u kantu/ }) as HTMLButtonElement;
      expect(button().disabled).toBe(true);
      fireEvent.click(main.getByRole('checkbox', { name: CONTENT_UI.selectAll }));
      expect(button().textContent).toBe(CONTENT_UI.toBin(3));
      fireEvent.click(main.getByRole('checkbox', { name: CONTENT_UI.selectItem('Druga novost') }));
      expect(button().textContent).toBe(CONTENT_UI.toBin(2));

      const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
      fireEvent.click(button());
      expect(confirm).toHaveBeenCalledWith(CONTENT_UI.toBinConfirm(2));
      expect(writes).toEqual([]);

      confirm.mockReturnValueOnce(true);
      fireEvent.click(button());
      await waitFor(() => expect(writes).toHaveLength(2));
      expect(writes).toEqual([
        { method: 'DELETE', url: API.news(4), ifMatch: itemTag('2026-03-02T09:30:00.000Z') },
        { method: 'DELETE', url: API.clinic(2), ifMatch: itemTag('2026-03-02T09:30:00.000Z') },
      ]);
    } finally {
      answer.items.splice(2);
    }
  });

  it('says each row\'s state, previews what is not public, filters by state, and publishes or unpublishes the chosen after one question', async () => {
    answer.items.push({ ...row('Zakon', 7, 'Nacrt zakona', API.download({ resource: 'Zakon' }, 7), '/zakon-update/7'), status: 'draft' });
    answer.items.push({ ...row('Novost', 8, 'Zakazana novost', ROUTES.newsDetail(8), ROUTES.newsEdit(8)), status: 'scheduled', publishAt: '2026-12-01T07:00:00.000Z' });
    try {
      const main = open(`${ROUTES.content}?status=draft`);
      const table = await main.findByRole('table');
      expect(new URL(asked.find((u) => u.startsWith(API.content))!, 'http://x').searchParams.get('status')).toBe('draft');
      expect((main.getByLabelText(PUBLICATION_UI.status) as HTMLSelectElement).value).toBe('draft');
      const [, news, , draft, scheduled] = within(table).getAllByRole('row');
      expect(within(news!).getByText(PUBLICATION_UI.statuses.published)).toBeTruthy();
      expect(within(draft!).getByText(PUBLICATION_UI.statuses.draft)).toBeTruthy();
      // 1 December 2026, 08:00 in Sarajevo.
      expect(within(scheduled!).getByText(PUBLICATION_UI.scheduledFor('2026-12-01T07:00:00.000Z'))).toBeTruthy();
      expect(within(draft!).getByRole('link', { name: WEB_UI.forItem(PUBLICATION_UI.preview, 'Nacrt zakona') }).getAttribute('href'))
        .toBe(ROUTES.documentPreview('Zakon', 7));
      expect(within(scheduled!).getByRole('link', { name: WEB_UI.forItem(PUBLICATION_UI.preview, 'Zakazana novost') }).getAttribute('href'))
        .toBe(ROUTES.newsDetail(8));

      fireEvent.click(main.getByRole('checkbox', { name: CONTENT_UI.selectItem('Nacrt zakona') }));
      fireEvent.click(main.getByRole('checkbox', { name: CONTENT_UI.selectItem('Zakazana novost') }));
      const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
      fireEvent.click(main.getByRole('button', { name: PUBLICATION_UI.publish(2) }));
      expect(confirm).toHaveBeenCalledWith(PUBLICATION_UI.publishConfirm(2));
      expect(writes).toEqual([]);
      confirm.mockReturnValueOnce(true);
      fireEvent.click(main.getByRole('button', { name: PUBLICATION_UI.publish(2) }));
      await waitFor(() => expect(writes).toHaveLength(1));
      // Each as the list showed it (issue 36).
      const listed = itemTag('2026-03-02T09:30:00.000Z');
      expect(writes[0]!.body).toEqual({ status: 'published', items: [{ kind: 'Zakon', id: 7, ifMatch: listed }, { kind: 'Novost', id: 8, ifMatch: listed }] });
      // The buttons wait while the publication is under way (bulk.busy): a click then does nothing.
      const unpublish = () => main.getByRole('button', { name: PUBLICATION_UI.unpublish(2) }) as HTMLButtonElement;
      await waitFor(() => expect(unpublish().disabled).toBe(false));
      confirm.mockReturnValueOnce(true);
      fireEvent.click(unpublish());
      await waitFor(() => expect(writes).toHaveLength(2));
      expect(writes[1]!.body).toEqual({ status: 'draft', items: [{ kind: 'Zakon', id: 7, ifMatch: listed }, { kind: 'Novost', id: 8, ifMatch: listed }] });
    } finally {
      answer.items.splice(2);
    }
  });

  it('publishes each chosen item as the list showed it: one saved since is left and counted, and the undo takes back only the others, as published (issue 36)', async () => {
    answer.items.push({ ...row('Zakon', 7, 'Nacrt zakona', API.download({ resource: 'Zakon' }, 7), '/zakon-update/7'), status: 'draft' });
    answer.items.push({ ...row('Novost', 8, 'Novost u izmjeni', ROUTES.newsDetail(8), ROUTES.newsEdit(8)), status: 'draft' });
    savedSince.set('Novost/8', '2026-03-02T10:00:00.000Z');
    try {
      const main = open(ROUTES.content);
      await main.findByRole('table');
      fireEvent.click(main.getByRole('checkbox', { name: CONTENT_UI.selectItem('Nacrt zakona') }));
      fireEvent.click(main.getByRole('checkbox', { name: CONTENT_UI.selectItem('Novost u izmjeni') }));
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      fireEvent.click(main.getByRole('button', { name: PUBLICATION_UI.publish(2) }));
      await waitFor(() => expect(writes).toHaveLength(1));
      expect(await screen.findByText(PUBLICATION_UI.notChangedStale(1))).toBeTruthy();
      const toast = (await screen.findByText(PUBLICATION_UI.published(1))).closest('[data-sonner-toast]') as HTMLElement;

      fireEvent.click(within(toast).getByRole('button', { name: CONTENT_UI.undo }));
      await waitFor(() => expect(writes).toHaveLength(2));
      expect(writes[1]!.body).toEqual({ status: 'draft', items: [{ kind: 'Zakon', id: 7, ifMatch: itemTag(changedAt) }] });
    } finally {
      answer.items.splice(2);
    }
  });

  it('asks a visitor to log in', async () => {
    const main = open(ROUTES.content, false);
    expect(await main.findByText(WEB_UI.loginRequired)).toBeTruthy();
    expect(asked.filter((u) => u.startsWith(API.content))).toEqual([]);
  });
});
