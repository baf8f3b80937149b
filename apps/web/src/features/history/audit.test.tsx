// @vitest-environment happy-dom
import { API, AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE as PAGE_SIZE, AUTH_SCHEME, HISTORY_UI, ROUTES, TOKEN_STORAGE_KEY, WEB_UI, sarajevoToday, type AuditEntry, type Paged } from '@dz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, openApp } from '../../test/app';
import { FIXTURE_NOW } from '../../test/fixtures';

const entry = (id: number): AuditEntry => ({
  id, at: '2026-11-23T10:00:00.000Z', actorId: 1, actorName: 'ana', action: 'update', resource: 'Novost', itemId: String(id), ip: '127.0.0.1',
  title: `Novost ${id}`, editUrl: ROUTES.newsEdit(id),
});
const page = (ids: number[], totalItems: number): Paged<AuditEntry> => ({ items: ids.map(entry), totalItems });
const auditUrl = (q: Record<string, string | number>) => `${API.audit}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

const asked = mockApi({
  [auditUrl({ actor: 'ana', page: 2, pageSize: PAGE_SIZE })]: page([6, 7, 8, 9, 10], 120),
  [auditUrl({ actor: 'ana', resource: 'Novost', page: 1, pageSize: PAGE_SIZE })]: page([1], 1),
  [auditUrl({ page: 1, pageSize: PAGE_SIZE })]: page([], 0),
  [`${API.auditCsv}?actor=ana&resource=Novost`]: 'CSV',
  [auditUrl({ resource: 'Account', page: 1, pageSize: PAGE_SIZE })]: {
    items: [{ ...entry(11), action: 'login', resource: 'Account', itemId: '7', actorId: 7, actorName: 'ana', title: 'ana', editUrl: null }], totalItems: 1,
  },
});

describe('/dnevnik, the audit log', () => {
  it('keeps its filter and page in the URL, and pages with the site\'s pager, whose links keep the filter', async () => {
    const main = openApp(`${ROUTES.audit}?actor=ana&page=2`, admin);
    await main.findByRole('link', { name: 'Novost 6' });
    expect(asked).toContain(auditUrl({ actor: 'ana', page: 2, pageSize: PAGE_SIZE }));
    expect((main.getByLabelText(HISTORY_UI.actor) as HTMLInputElement).value).toBe('ana');
    const pager = within(screen.getByRole('navigation', { name: WEB_UI.pagination }));
    expect(pager.getByRole('link', { name: WEB_UI.page(1) }).getAttribute('href')).toBe(`${ROUTES.audit}?actor=ana`);
    expect(pager.getByRole('link', { name: WEB_UI.page(3) }).getAttribute('href')).toBe(`${ROUTES.audit}?actor=ana&page=3`);
    expect(pager.getByRole('link', { name: WEB_UI.page(2) }).getAttribute('aria-current')).toBe('page');
    // 120 rows at 50 a page: three pages. Each row names its item by its title, linked to its edit screen.
    expect(pager.queryByRole('link', { name: WEB_UI.page(4) })).toBeNull();
    expect(main.getByRole('link', { name: 'Novost 6' }).getAttribute('href')).toBe(ROUTES.newsEdit(6));

    // A new filter starts on the first page.
    fireEvent.change(main.getByLabelText(HISTORY_UI.resource), { target: { value: 'Novost' } });
    fireEvent.click(main.getByRole('button', { name: HISTORY_UI.filter }));
    await waitFor(() => expect(asked).toContain(auditUrl({ actor: 'ana', resource: 'Novost', page: 1, pageSize: PAGE_SIZE })));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: WEB_UI.pagination })).toBeNull());

    // Cleared: everything, first page, fields empty.
    fireEvent.click(main.getByRole('button', { name: HISTORY_UI.clearFilter }));
    expect(await main.findByText(HISTORY_UI.auditEmpty)).toBeTruthy();
    expect(asked.at(-1)).toBe(auditUrl({ page: 1, pageSize: PAGE_SIZE }));
    expect((main.getByLabelText(HISTORY_UI.actor) as HTMLInputElement).value).toBe('');
  });

  it("names an account by its name, not its number (issue 41: a login's row)", async () => {
    const main = openApp(`${ROUTES.audit}?resource=Account`, admin);
    const row = (await main.findAllByRole('row')).find((r) => within(r).queryByText(AUDIT_ACTION_LABELS.login))!;
    expect(within(row).getAllByText('ana')).toHaveLength(2); // the actor and the item
    expect(within(row).queryByText('7')).toBeNull();
  });

  it('filters by a range of days (the date fields go into the address and the request)', async () => {
    const main = openApp(ROUTES.audit, admin);
    await main.findByText(HISTORY_UI.auditEmpty);
    fireEvent.change(main.getByLabelText(HISTORY_UI.fromDay), { target: { value: '2026-11-01' } });
    fireEvent.change(main.getByLabelText(HISTORY_UI.toDay), { target: { value: '2026-11-30' } });
    fireEvent.click(main.getByRole('button', { name: HISTORY_UI.filter }));
    await waitFor(() => expect(asked).toContain(auditUrl({ from: '2026-11-01', to: '2026-11-30', page: 1, pageSize: PAGE_SIZE })));
  });

  it('is for admins: staff are told so and nothing is asked', async () => {
    const main = openApp(ROUTES.audit);
    expect(await main.findByText(HISTORY_UI.auditDenied)).toBeTruthy();
    expect(asked.filter((u) => u.startsWith(API.audit))).toEqual([]);
  });

  it('"Izvezi CSV" asks for the CSV of the filter the table shows, with the token, and saves it', async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const token = `${b64({ alg: 'HS256' })}.${b64(admin.claims)}.potpis`;
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(`${this.download} ${this.href}`); });
    const main = openApp(`${ROUTES.audit}?actor=ana&resource=Novost`, admin);
    await main.findByRole('link', { name: 'Novost 1' });
    // A field changed but not applied: the export follows the table, not the form.
    fireEvent.change(main.getByLabelText(HISTORY_UI.fromDay), { target: { value: '2026-11-01' } });
    fireEvent.click(main.getByRole('button', { name: HISTORY_UI.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCalls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith(API.auditCsv));
    expect(csvCalls.map(([url]) => String(url))).toEqual([`${API.auditCsv}?actor=ana&resource=Novost`]);
    expect((csvCalls[0]![1]?.headers as Record<string, string>).Authorization).toBe(`${AUTH_SCHEME} ${token}`);
    // Without a name from the server: the log's name for today in Sarajevo (the tests' fixed clock).
    expect(saved).toEqual([`${HISTORY_UI.csvFileName(sarajevoToday(FIXTURE_NOW))} blob:csv`]);
  });
});
