import { API, AUDIT_ACTION_LABELS, DESK_UI, PUBLICATION_UI, ROUTES, WEB_UI, type ContentItem, type Desk } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';

// /urednik, the staff desk (issue 23): its sections from GET /api/desk (the API answering from a stub), "Provjereno".
const item = (over: Partial<ContentItem>): ContentItem => ({
  kind: 'Novost', id: 1, title: 'T', status: 'draft', publishAt: null, updatedAt: '2026-06-01T08:00:00.000Z', updatedBy: 'osoblje',
  url: ROUTES.newsDetail(1), editUrl: ROUTES.newsEdit(1), ...over,
});
const desk: Desk = {
  recentEdits: [{ id: 5, at: '2026-06-10T08:00:00.000Z', actorId: 1, actorName: 'osoblje', action: 'update', resource: 'Zakon', itemId: '3', ip: '', title: 'Zakon o lijekovima', editUrl: '/zakon-update/3' }],
  drafts: [item({ kind: 'Zakon', id: 7, title: 'Nacrt pravilnika', url: API.download({ resource: 'Zakon' }, 7), editUrl: '/zakon-update/7' })],
  scheduled: [item({ id: 8, title: 'Dani otvorenih vrata', status: 'scheduled', publishAt: '2026-12-01T07:00:00.000Z', url: ROUTES.newsDetail(8), editUrl: ROUTES.newsEdit(8) })],
  notices: [],
  staleFacts: [{ kind: 'clinic', id: 3, title: 'Ambulanta Drežnica', editUrl: ROUTES.clinicEdit(3), lastChecked: '2025-11-01T00:00:00.000Z' }],
  missedSearches: [{ query: 'kvantni laser', count: 3 }],
};
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }
    return url === API.desk ? json(desk) : new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the staff desk (/urednik)', () => {
  it('shows each section, or says it is empty', async () => {
    const main = openApp(ROUTES.desk);
    const section = async (name: string) => within((await main.findByRole('heading', { name })).closest('section')!);
    const edits = await section(DESK_UI.recentEdits);
    expect(edits.getByRole('link', { name: 'Zakon o lijekovima' }).getAttribute('href')).toBe('/zakon-update/3');
    expect(edits.getByText(new RegExp(AUDIT_ACTION_LABELS.update))).toBeTruthy();
    const drafts = await section(DESK_UI.drafts);
    expect(drafts.getByRole('link', { name: WEB_UI.forItem(PUBLICATION_UI.preview, 'Nacrt pravilnika') }).getAttribute('href')).toBe(ROUTES.documentPreview('Zakon', 7));
    const scheduled = await section(DESK_UI.scheduled);
    expect(scheduled.getByText(new RegExp(PUBLICATION_UI.scheduledFor('2026-12-01T07:00:00.000Z')))).toBeTruthy();
    expect(scheduled.getByText(DESK_UI.neverLate)).toBeTruthy();
    expect((await section(DESK_UI.notices)).getByText(DESK_UI.noNotices)).toBeTruthy();
    const searches = await section(DESK_UI.missedSearches);
    expect(searches.getByRole('link', { name: 'kvantni laser' }).getAttribute('href')).toBe(`${ROUTES.search}?q=kvantni%20laser`);
    expect(searches.getByText('3')).toBeTruthy();
  });

  it('"Provjereno" confirms a clinic\'s facts', async () => {
    const main = openApp(ROUTES.desk);
    fireEvent.click(await main.findByRole('button', { name: DESK_UI.checkedFor('Ambulanta Drežnica') }));
    await waitFor(() => expect(posts).toEqual([{ url: API.factReview, body: { kind: 'clinic', id: 3 } }]));
  });

  it('is in the staff menu as "Radni stol"', async () => {
    openApp(ROUTES.desk);
    const nav = within(document.querySelector('nav')!);
    expect((await nav.findAllByRole('link', { name: DESK_UI.heading }))[0]!.getAttribute('href')).toBe(ROUTES.desk);
  });
});
