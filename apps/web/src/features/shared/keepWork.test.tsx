// @vitest-environment happy-dom
import { API, API_ERRORS, EDIT_UI, formatTime, itemTag, ROUTES, WEB_UI, type Clinic, type Notice } from '@dz/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp } from '../../test/app';
import { FIXTURE_DAY, FIXTURE_NOW, frameFixture } from '../../test/fixtures';
import { draftKey } from '../../ui/drafts';

/**
 * Issue 21, editing that never loses a staff member's work: the question before leaving a changed
 * form, the local draft, and two editors at once, through the app's routes against a mocked API
 * that sends ETags and checks If-Match as the real one does.
 */

const notice: Notice = {
  id: 2, text: 'Zatvoreno zbog dezinfekcije', link: '', from: '2999-01-01', to: '2999-01-02', urgent: false,
  endedAt: null, active: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
};
const theirs: Notice = { ...notice, text: 'Zatvoreno zbog radova na krovu', updatedAt: '2026-11-23T19:20:00.000Z' };
const institution = { ...frameFixture.institution, updatedAt: '2026-11-01T10:00:00.000Z' };
const clinic: Clinic = {
  id: 3, title: 'Ambulanta Centar', name: 'Ambulanta porodične medicine Centar', kind: 'porodicna', address: 'Ulica primjera 1, Mostar',
  phones: ['036 580 201'], email: 'centar@example.ba', team: [{ role: 'Doktor porodične medicine', name: 'Ana Anić' }],
  hours: { weekly: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '19:00', note: '' }], exceptions: [] },
  audioGuide: true, updatedAt: '2026-11-01T10:00:00.000Z', status: { open: true, label: 'Otvoreno sada', date: FIXTURE_DAY }, audio: null, picture: null,
};

/** The server's state: the notice's version and what a stale If-Match gets. Tags are the API's (the item's `updatedAt`). */
let current: { item: Notice; tag: string };
const v1 = itemTag(notice.updatedAt);
const v2 = itemTag(theirs.updatedAt);
const savedAt = '2026-11-23T19:40:00.000Z';
const tagged = (body: unknown, tag: string) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ETag: tag } });
const conflict = () =>
  new Response(JSON.stringify({ status: 412, message: API_ERRORS.editConflict('amela', theirs.updatedAt), changedBy: 'amela', changedAt: theirs.updatedAt }), {
    status: 412,
    headers: { 'Content-Type': 'application/json' },
  });

/** The writes the screens sent: method, path, If-Match and JSON body. */
const writes = () =>
  vi.mocked(fetch).mock.calls.flatMap(([url, init]) =>
    init?.method && init.method !== 'GET'
      ? [{ call: `${init.method} ${String(url)}`, ifMatch: (init.headers as Record<string, string>)['If-Match'], body: JSON.parse(String(init.body)) as unknown }]
      : [],
  );

beforeEach(() => {
  current = { item: notice, tag: v1 };
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url === API.notice(2) && method === 'GET') return tagged(current.item, current.tag);
    if (url === API.notice(2) && method === 'PUT') {
      const ifMatch = (init.headers as Record<string, string>)['If-Match'];
      if (ifMatch && ifMatch !== current.tag) return conflict();
      current = { item: { ...current.item, ...(JSON.parse(String(init.body)) as object), updatedAt: savedAt }, tag: itemTag(savedAt) };
      return tagged(current.item, current.tag);
    }
    if (url === API.institution && method === 'GET') return tagged(institution, itemTag(institution.updatedAt));
    if (url === API.institution && method === 'PUT') return tagged({ ...institution, updatedAt: savedAt }, itemTag(savedAt));
    if (url === API.noticesAll) return json([current.item]);
    if (url === API.clinic(3)) return tagged(clinic, itemTag(clinic.updatedAt));
    return new Response(JSON.stringify({ status: 404, message: API_ERRORS.notFound }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const textField = async () => (await screen.findByLabelText(WEB_UI.noticeText)) as HTMLTextAreaElement;
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const menuLink = (name: string) => screen.getAllByRole('link', { name })[0]!;
const editHeading = () => screen.queryByRole('heading', { level: 1, name: WEB_UI.noticeEditHeading });

describe('unsaved changes (issue 21)', () => {
  it('asks before a changed form is left by an in-app link: "Ostani" keeps it, "Napusti" leaves', async () => {
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Zatvoreno do daljnjeg');
    fireEvent.click(menuLink('Naslovna'));
    const dialog = await screen.findByRole('alertdialog', { name: EDIT_UI.leaveQuestion });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: EDIT_UI.stay }));
    fireEvent.click(screen.getByRole('button', { name: EDIT_UI.stay }));
    expect(dialog.isConnected).toBe(false);
    expect((await textField()).value).toBe('Zatvoreno do daljnjeg');

    fireEvent.click(menuLink('Naslovna'));
    fireEvent.click(await screen.findByRole('button', { name: EDIT_UI.leave }));
    await waitFor(() => expect(editHeading()).toBeNull());
  });

  it("asks too when only a list of the form changed (a clinic's team member added, then removed again: no question)", async () => {
    openApp(ROUTES.clinicEdit(3));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(WEB_UI.addTeamMember) }));
    fireEvent.click(menuLink('Naslovna'));
    fireEvent.click(await screen.findByRole('button', { name: EDIT_UI.stay }));
    fireEvent.click(screen.getByRole('button', { name: `${WEB_UI.remove}: ${WEB_UI.teamMember(2)}` }));
    fireEvent.click(menuLink('Naslovna'));
    await waitFor(() => expect(screen.queryByLabelText(WEB_UI.unitTitle)).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask for an unchanged form, nor after a save, nor on "Otkaži"', async () => {
    openApp(ROUTES.institutionEdit, admin);
    const phone = await screen.findByLabelText(WEB_UI.phone);
    type(phone, '036 999 999');
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.ifMatch).toBe(itemTag(institution.updatedAt));
    // The institution's form stays after saving: what it holds is now saved.
    await waitFor(() => expect(screen.getByRole('button', { name: WEB_UI.saveChanges })).toHaveProperty('disabled', false));
    fireEvent.click(menuLink('Naslovna'));
    await waitFor(() => expect(screen.queryByLabelText(WEB_UI.phone)).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"Otkaži" leaves a changed form without asking, and its draft goes', async () => {
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Nešto napola napisano');
    fireEvent.click(screen.getByRole('link', { name: WEB_UI.cancel }));
    await waitFor(() => expect(editHeading()).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(draftKey({ owner: 'osoblje', kind: 'notice', item: 2 }))).toBeNull();
  });
});

describe('local drafts (issue 21)', () => {
  it('offers the typed text back when the form opens again, with the time; "Odbaci" restores the server\'s', async () => {
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Zatvoreno do ponedjeljka');
    // The tab goes (a reload, a crash after the pause): the form is unmounted with its draft written.
    cleanup();
    expect(localStorage.getItem(draftKey({ owner: 'osoblje', kind: 'notice', item: 2 }))).toContain('Zatvoreno do ponedjeljka');

    openApp(ROUTES.noticeEdit(2));
    const restored = await screen.findByText(`Vraćen je nesačuvani nacrt od ${formatTime(FIXTURE_NOW.toISOString())}.`);
    expect(restored.closest('[role="status"]')).toBeTruthy();
    await waitFor(async () => expect((await textField()).value).toBe('Zatvoreno do ponedjeljka'));
    // A restored draft is a change: leaving asks.
    fireEvent.click(menuLink('Naslovna'));
    fireEvent.click(await screen.findByRole('button', { name: EDIT_UI.stay }));

    fireEvent.click(screen.getByRole('button', { name: EDIT_UI.discardDraft }));
    expect((await textField()).value).toBe(notice.text);
    expect(screen.queryByText(/Vraćen je nesačuvani nacrt/)).toBeNull();
    expect(localStorage.getItem(draftKey({ owner: 'osoblje', kind: 'notice', item: 2 }))).toBeNull();
    cleanup();
    openApp(ROUTES.noticeEdit(2));
    expect((await textField()).value).toBe(notice.text);
    expect(screen.queryByText(/Vraćen je nesačuvani nacrt/)).toBeNull();
  });

  it("is the signed-in user's only: another staff member on the same computer gets the server's text", async () => {
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Moj nacrt');
    cleanup();
    openApp(ROUTES.noticeEdit(2), admin);
    expect((await textField()).value).toBe(notice.text);
    expect(screen.queryByText(/Vraćen je nesačuvani nacrt/)).toBeNull();
    // And it is still there for its author.
    cleanup();
    openApp(ROUTES.noticeEdit(2));
    await waitFor(async () => expect((await textField()).value).toBe('Moj nacrt'));
  });

  it("is not offered when it holds what the server has, and a save clears it", async () => {
    localStorage.setItem(
      draftKey({ owner: 'osoblje', kind: 'notice', item: 2 }),
      JSON.stringify({ savedAt: FIXTURE_NOW.toISOString(), values: { text: notice.text, link: '', from: notice.from, to: notice.to, urgent: false }, fileChosen: false }),
    );
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Sačuvani tekst');
    expect(screen.queryByText(/Vraćen je nesačuvani nacrt/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(editHeading()).toBeNull());
    expect(localStorage.getItem(draftKey({ owner: 'osoblje', kind: 'notice', item: 2 }))).toBeNull();
  });
});

describe('two editors at once (issue 21)', () => {
  /** Opens the notice, types, and saves after someone else saved: the conflict view. */
  async function meetConflict(mine: string) {
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), mine);
    current = { item: theirs, tag: v2 };
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    const heading = await screen.findByRole('heading', { name: EDIT_UI.conflictHeading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('alert').textContent).toBe(API_ERRORS.editConflict('amela', theirs.updatedAt));
    expect(writes()).toEqual([expect.objectContaining({ call: `PUT ${API.notice(2)}`, ifMatch: v1 })]);
  }

  it('shows their text beside the typed one; "Sačuvaj svoju verziju" overwrites with the new version', async () => {
    await meetConflict('Zatvoreno zbog nestanka struje');
    expect(screen.getByText(theirs.text)).toBeTruthy();
    expect(screen.getAllByText('Zatvoreno zbog nestanka struje').length).toBeGreaterThan(0);
    // The word diff: their words struck, the typed ones marked.
    expect(await screen.findByText(/radova na krovu/, { selector: 'del' })).toBeTruthy();
    expect(screen.getByText(/nestanka struje/, { selector: 'ins' })).toBeTruthy();
    expect((await textField()).value).toBe('Zatvoreno zbog nestanka struje');

    fireEvent.click(screen.getByRole('button', { name: EDIT_UI.keepMine }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ ifMatch: v2, body: { text: 'Zatvoreno zbog nestanka struje' } });
    await waitFor(() => expect(editHeading()).toBeNull());
    expect(current.item.text).toBe('Zatvoreno zbog nestanka struje');
  });

  it('"Preuzmi njihovu verziju" loads theirs into the form; the next save is made from their version', async () => {
    await meetConflict('Moja izmjena');
    fireEvent.click(screen.getByRole('button', { name: EDIT_UI.takeTheirs }));
    expect((await textField()).value).toBe(theirs.text);
    expect(screen.queryByRole('heading', { name: EDIT_UI.conflictHeading })).toBeNull();
    expect(writes()).toHaveLength(1);
    // Theirs is what the server has: leaving no longer asks…
    type(await textField(), `${theirs.text}, i sutra`);
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ ifMatch: v2, body: { text: `${theirs.text}, i sutra` } });
  });

  it('a draft restored after the conflict view keeps the version it was typed over: its save meets the conflict again, never overwrites (issue 36)', async () => {
    const key = draftKey({ owner: 'osoblje', kind: 'notice', item: 2 });
    await meetConflict('Zatvoreno zbog nestanka struje');
    // The tab is closed with the conflict on screen: the draft says which version its text was typed over.
    cleanup();
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ values: { text: 'Zatvoreno zbog nestanka struje' }, base: v1 });

    // Opened again later: the form is filled from their version, the draft is restored over it…
    openApp(ROUTES.noticeEdit(2));
    await screen.findByText(/Vraćen je nesačuvani nacrt/);
    await waitFor(async () => expect((await textField()).value).toBe('Zatvoreno zbog nestanka struje'));
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    // …and its save is sent as made from the version it was typed over: the conflict view, their text kept.
    const heading = await screen.findByRole('heading', { name: EDIT_UI.conflictHeading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(writes()[1]).toMatchObject({ call: `PUT ${API.notice(2)}`, ifMatch: v1 });
    expect(current.item.text).toBe(theirs.text);
    expect(screen.getByText(theirs.text)).toBeTruthy();
    expect(await screen.findByText(/nestanka struje/, { selector: 'ins' })).toBeTruthy();

    // Overwriting on purpose: the draft now says the user saw their version, and the save is made from it.
    fireEvent.click(screen.getByRole('button', { name: EDIT_UI.keepMine }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toMatchObject({ ifMatch: v2, body: { text: 'Zatvoreno zbog nestanka struje' } });
    await waitFor(() => expect(editHeading()).toBeNull());
    expect(current.item.text).toBe('Zatvoreno zbog nestanka struje');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('"Odbaci" on a draft restored over a newer version goes back to that version: the next save is made from it (issue 36)', async () => {
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Stari nacrt');
    cleanup();
    current = { item: theirs, tag: v2 };
    openApp(ROUTES.noticeEdit(2));
    fireEvent.click(await screen.findByRole('button', { name: EDIT_UI.discardDraft }));
    expect((await textField()).value).toBe(theirs.text);
    type(await textField(), `${theirs.text}, do daljnjeg`);
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(editHeading()).toBeNull());
    expect(writes()).toEqual([expect.objectContaining({ call: `PUT ${API.notice(2)}`, ifMatch: v2 })]);
    expect(current.item.text).toBe(`${theirs.text}, do daljnjeg`);
  });

  it('an edit form never sends its PUT without If-Match, also when the item came without an ETag', async () => {
    // A version no other test read: the tag is the item's own, not one remembered from an earlier answer.
    const unseen = { ...notice, updatedAt: '2026-11-02T08:00:00.000Z' };
    vi.mocked(fetch).mockImplementation(async (input, init = {}) => {
      const url = String(input);
      if (url === API.notice(2) && (init.method ?? 'GET') === 'GET') return json(unseen);
      if (url === API.notice(2)) return json({ ...unseen, updatedAt: savedAt });
      if (url === API.noticesAll) return json([unseen]);
      return new Response(JSON.stringify({ status: 404, message: API_ERRORS.notFound }), { status: 404 });
    });
    openApp(ROUTES.noticeEdit(2));
    type(await textField(), 'Zatvoreno do petka');
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ call: `PUT ${API.notice(2)}`, ifMatch: itemTag(unseen.updatedAt) });
  });
});
