// @vitest-environment happy-dom
import { API, API_ERRORS, PAGE_EDITOR_UI as T, ROUTES, WEB_UI, itemTag } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';

/**
 * The block editor (issue 38) through the app's routes: a page's blocks as cards, added, moved (buttons and Alt+arrow),
 * removed, collapsed; the save sends the blocks as the API takes them with If-Match, and a 400 naming a field inside
 * the blocks shows under that input; a field no input holds is named above the buttons.
 */
const UPDATED = '2026-03-04T05:06:07.000Z';
const page = {
  id: 7, createdAt: '2026-01-02T03:04:05.000Z', updatedAt: UPDATED, path: '/o-nama', title: 'O nama', summary: 'Ko smo',
  blocks: [
    { type: 'callout', v: 1, tone: 'info', text: 'Radno vrijeme je od 7 do 19.' },
    { type: 'people', v: 1, title: 'Uprava', people: [{ name: 'Amra Hodžić', role: 'Direktorica' }] },
  ],
};

type Sent = { method: string; url: string; body: { blocks: unknown[] } & Record<string, unknown>; ifMatch: string | null };
let sent: Sent[] = [];
let answer: () => Response;

// The editor's chunk (Tiptap, ProseMirror) loaded once before the tests, within the hook's own time: a screen's
// first lazy load of it on a loaded machine can take longer than a waitFor.
beforeAll(() => import('./PageScreens'), 90_000);

beforeEach(() => {
  sent = [];
  answer = () => json(page);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, url, body: JSON.parse(String(init?.body)) as Sent['body'], ifMatch: new Headers(init?.headers).get('If-Match') });
      return answer();
    }
    if (url === API.page(7)) return json(page);
    if (url === API.pages) return json([page]);
    return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const cardTitles = (main: ReturnType<typeof openApp>) =>
  main.getAllByRole('region').filter((r) => r.classList.contains('block-card')).map((r) => r.querySelector('h3')?.textContent);

describe('the block editor', () => {
  it('lists the pages with their path and an edit link, and a new page', async () => {
    const main = openApp(ROUTES.pages);
    const table = await main.findByRole('table');
    expect(within(table).getByText('/o-nama')).toBeTruthy();
    expect(main.getByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, 'O nama') }).getAttribute('href')).toBe(ROUTES.pageEdit(7));
    expect(main.getByRole('link', { name: WEB_UI.add }).getAttribute('href')).toBe(ROUTES.pageCreate);
    // The staff menu's link (it comes with the staff frame's chunk).
    await waitFor(() => expect(document.querySelector(`nav a[href="${ROUTES.pages}"]`)?.textContent).toBe(T.pagesHeading));
  });

  it('adds, moves with buttons and with Alt+arrows, collapses and removes blocks; saves them with If-Match', async () => {
    const main = openApp(ROUTES.pageEdit(7));
    expect(((await main.findByLabelText(T.name)) as HTMLInputElement).value).toBe('Amra Hodžić');
    expect(cardTitles(main)).toEqual([T.blockName('1', T.blockTypes.callout), T.blockName('2', T.blockTypes.people)]);

    // Add a calendar at the end.
    fireEvent.change(main.getAllByLabelText(T.blockType).at(-1)!, { target: { value: 'calendar' } });
    fireEvent.click(main.getAllByRole('button', { name: T.addBlock }).at(-1)!);
    await waitFor(() => expect(cardTitles(main)).toHaveLength(3));
    fireEvent.input(main.getByLabelText(T.date), { target: { value: '04-07' } });
    fireEvent.input(main.getAllByLabelText(T.title).at(-1)!, { target: { value: 'Svjetski dan zdravlja' } });

    // Up by its button: the people first; down by Alt+↓ on the card: the people second again.
    fireEvent.click(main.getByRole('button', { name: `${T.up}: ${T.blockName('2', T.blockTypes.people)}` }));
    expect(cardTitles(main)).toEqual([T.blockName('1', T.blockTypes.people), T.blockName('2', T.blockTypes.callout), T.blockName('3', T.blockTypes.calendar)]);
    expect(main.getByText(T.moved(T.blockName('2', T.blockTypes.people), 1))).toBeTruthy();
    const people = main.getAllByRole('region').find((r) => r.querySelector('h3')?.textContent === T.blockName('1', T.blockTypes.people))!;
    await waitFor(() => expect(document.activeElement).toBe(people));
    fireEvent.keyDown(people, { key: 'ArrowDown', altKey: true });
    expect(cardTitles(main)).toEqual([T.blockName('1', T.blockTypes.callout), T.blockName('2', T.blockTypes.people), T.blockName('3', T.blockTypes.calendar)]);
    expect(main.getByText(T.moved(T.blockName('1', T.blockTypes.people), 2))).toBeTruthy();

    // Collapse the callout: its form is hidden, its button says so.
    const collapse = main.getByRole('button', { name: `${T.collapse}: ${T.blockName('1', T.blockTypes.callout)}` });
    fireEvent.click(collapse);
    expect(collapse.getAttribute('aria-expanded')).toBe('false');
    expect((main.getByLabelText(T.tone).closest('.block-body') as HTMLElement).hidden).toBe(true);

    // Add a second person, then remove the calendar.
    fireEvent.click(main.getByRole('button', { name: T.addPerson }));
    await waitFor(() => expect(main.getAllByLabelText(T.name)).toHaveLength(2));
    fireEvent.input(main.getAllByLabelText(T.name)[1]!, { target: { value: 'Emir Begić' } });
    fireEvent.input(main.getAllByLabelText(T.role)[1]!, { target: { value: 'Član komisije' } });
    fireEvent.click(main.getByRole('button', { name: `${T.remove}: ${T.blockName('3', T.blockTypes.calendar)}` }));
    expect(cardTitles(main)).toHaveLength(2);

    fireEvent.click(main.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: API.page(7), ifMatch: itemTag(UPDATED) });
    expect(sent[0]!.body).toEqual({
      path: '/o-nama', title: 'O nama', summary: 'Ko smo',
      blocks: [
        page.blocks[0],
        { type: 'people', v: 1, title: 'Uprava', people: [{ name: 'Amra Hodžić', role: 'Direktorica' }, { name: 'Emir Begić', role: 'Član komisije' }] },
      ],
    });
  });

  it('shows the API\'s 400 under the field it names inside the blocks, and names a field no input holds', async () => {
    answer = () => new Response(JSON.stringify({ status: 400, message: API_ERRORS.required, field: 'blocks[1].people[0].role' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    const main = openApp(ROUTES.pageEdit(7));
    const role = (await main.findByLabelText(T.role)) as HTMLInputElement;
    fireEvent.input(role, { target: { value: '' } });
    fireEvent.click(main.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(role.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(role.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(API_ERRORS.required);
    expect(sent[0]!.body.blocks[1]).toEqual({ type: 'people', v: 1, title: 'Uprava', people: [{ name: 'Amra Hodžić' }] });

    answer = () => new Response(JSON.stringify({ status: 400, message: API_ERRORS.richTextLinkInvalid, field: 'blocks[0].doc.content[0]' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    fireEvent.input(role, { target: { value: 'Direktorica' } });
    const save = main.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await main.findByText(`${API_ERRORS.richTextLinkInvalid} (blocks[0].doc.content[0])`)).toBeTruthy();
  });

  it('creates a page: title, path, a callout chosen from the block types; sent as the API takes it, then the list', async () => {
    answer = () => new Response(JSON.stringify({ ...page, id: 8 }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    const main = openApp(ROUTES.pageCreate);
    fireEvent.input(await main.findByLabelText('Naslov'), { target: { value: 'Pristupačnost' } });
    fireEvent.input(main.getByLabelText('Putanja'), { target: { value: '/Pristupačnost' } });
    expect(main.getByText(T.noBlocks)).toBeTruthy();
    fireEvent.change(main.getByLabelText(T.blockType), { target: { value: 'callout' } });
    fireEvent.click(main.getByRole('button', { name: T.addBlock }));
    fireEvent.change(await main.findByLabelText(T.tone), { target: { value: 'urgent' } });
    fireEvent.input(main.getByLabelText(T.text), { target: { value: 'Lift ne radi.' } });
    const add = main.getByRole('button', { name: WEB_UI.add }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: API.pages, ifMatch: null });
    expect(sent[0]!.body).toEqual({ path: '/pristupacnost', title: 'Pristupačnost', summary: '', blocks: [{ type: 'callout', v: 1, tone: 'urgent', text: 'Lift ne radi.' }] });
    expect(await main.findByRole('heading', { level: 1, name: T.pagesHeading })).toBeTruthy();
  });

  it('lists the flags before saving: a first heading below 2, a link saying "kliknite ovdje"', async () => {
    const heading = (level: number, text: string) => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
    const doc = {
      type: 'doc',
      content: [heading(3, 'Uvod'), heading(3, 'Cilj'), { type: 'paragraph', content: [{ type: 'text', text: 'kliknite ovdje', marks: [{ type: 'link', attrs: { href: '/o-nama' } }] }] }],
    };
    const withText = { ...page, blocks: [{ type: 'richText', v: 1, doc }] };
    vi.mocked(fetch).mockImplementation(async () => json(withText));
    const main = openApp(ROUTES.pageEdit(7));
    const flags = await main.findByRole('status', { name: T.flagsHeading });
    expect(within(flags).getAllByRole('listitem').map((li) => li.textContent)).toEqual([T.headingFirst('Uvod', 3), T.linkVague('kliknite ovdje')]);
    // The editor holds the stored document.
    const editor = await main.findByRole('textbox', { name: `${T.richText}: ${T.blockName('1', T.blockTypes.richText)}` });
    await waitFor(() => expect(editor.querySelector('h3')?.textContent).toBe('Uvod'));
    expect(within(main.getByRole('toolbar', { name: T.toolbar })).getAllByRole('button').length).toBeGreaterThan(10);
  });

  it('shows the draft\'s preview, its texts never markup', async () => {
    const main = openApp(ROUTES.pageEdit(7));
    await main.findByLabelText(T.name);
    fireEvent.click(main.getByRole('button', { name: T.preview }));
    const preview = main.getByRole('region', { name: T.previewHeading });
    expect(within(preview).getByText('Amra Hodžić')).toBeTruthy();
    fireEvent.input(main.getByLabelText(T.name), { target: { value: '<img src=x onerror="window.hacked=1">' } });
    await waitFor(() => expect(within(preview).getByText('<img src=x onerror="window.hacked=1">')).toBeTruthy());
    expect(preview.querySelector('img')).toBeNull();
  });
});
