// @vitest-environment happy-dom
import { API, AUDIT_ACTION_LABELS, DESK_UI, PUBLICATION_UI, ROUTES, WEB_UI, type ContentItem, type Desk } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp } from '../../test/app';

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

/** What GET /api/desk answers: the staff's desk unless a test gives an admin's. */
let answer: Desk = desk;

beforeEach(() => {
  answer = desk;
  posts.length = 0;
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }
    return url === API.desk ? json(answer) : new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
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

  it('has no "Sigurnosne kopije" for staff: the API sends the backups to admins only', async () => {
    const main = openApp(ROUTES.desk);
    await main.findByRole('heading', { name: DESK_UI.recentEdits });
    expect(main.queryByRole('heading', { name: DESK_UI.backups })).toBeNull();
  });

  it('shows admins the newest backup, its size, the next one and a failure since (issue 26)', async () => {
    answer = {
      ...desk,
      backup: {
        enabled: true, everyHours: 24, keep: 14, count: 3, nextDue: '2026-06-11T02:00:00.000Z', overdue: false,
        last: { at: '2026-06-10T02:00:00.000Z', file: 'dom-zdravlja-2026-06-10T02-00-00-000Z.backup.gz', bytes: 1_258_291 },
        failure: { at: '2026-06-10T03:00:00.000Z', message: 'cannot write to /backups (owner uid 0, mode 755)' },
      },
    };
    const main = openApp(ROUTES.desk, admin);
    const backups = within((await main.findByRole('heading', { name: DESK_UI.backups })).closest('section')!);
    expect(backups.getByText('dom-zdravlja-2026-06-10T02-00-00-000Z.backup.gz')).toBeTruthy();
    expect(backups.getByText('1,2 MB')).toBeTruthy();
    expect(backups.getByText(DESK_UI.backupSchedule(24, 14))).toBeTruthy();
    expect(backups.getByText(/cannot write to \/backups/).textContent).toContain(DESK_UI.backupFailed);
    expect(backups.queryByText(DESK_UI.backupOverdue)).toBeNull();
  });

  it('tells admins when scheduled backups are off (no BACKUP_DIR)', async () => {
    answer = { ...desk, backup: { enabled: false } };
    const main = openApp(ROUTES.desk, admin);
    expect(await main.findByText(DESK_UI.backupsOff)).toBeTruthy();
  });

  it('tells admins when the newest backup is late', async () => {
    answer = { ...desk, backup: { enabled: true, everyHours: 24, keep: 14, count: 0, overdue: true } };
    const late = openApp(ROUTES.desk, admin);
    const backups = within((await late.findByRole('heading', { name: DESK_UI.backups })).closest('section')!);
    expect(backups.getByText(DESK_UI.backupNone)).toBeTruthy();
    expect(backups.getByText(DESK_UI.backupOverdue)).toBeTruthy();
  });

  it('is in the staff menu as "Radni stol"', async () => {
    openApp(ROUTES.desk);
    const nav = within(document.querySelector('nav')!);
    expect((await nav.findAllByRole('link', { name: DESK_UI.heading }))[0]!.getAttribute('href')).toBe(ROUTES.desk);
  });
});
