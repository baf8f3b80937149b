// @vitest-environment happy-dom
import { documentIntros } from '@dz/content';
import { API, DOCUMENT_TYPES, WEB_UI, type DocumentItem, type DocumentType } from '@dz/contracts';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp as open } from '../../test/app';


/**
 * The generic screens, opened through the app's routes for every registry entry: whatever a
 * type shows is read from its entry, so a new entry gets working screens with nothing else
 * to write (apps/api/test/tenth-type.test.ts runs this file for an added type).
 */
const item = (t: DocumentType, id: number, text: string): DocumentItem => ({
  id, [t.textField]: text, fileName: 'dokument.pdf', fileSize: 9, createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z',
});

/** The API as the screens of one type see it: one document, id 7. */
function answer(t: DocumentType) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith(`${API.documents(t)}?`)) return json({ items: [item(t, 7, `Prvi zapis: ${t.resource}`)], totalItems: 1 });
    if (url === API.document(t, 7)) return json(item(t, 7, `Stari tekst: ${t.resource}`));
    // An empty file: only the download in the page can tell (docs/product.md "Fixed strings").
    if (url === API.download(t, 7)) return new Response(null, { status: 200 });
    return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
}

beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(DOCUMENT_TYPES.map((t) => [t.resource, t] as const))('the screens of %s', (_name, t) => {
  beforeEach(() => answer(t));

  it('list: the page title, the list title, the intro, the rows with date and file, and the staff links', async () => {
    const main = open(t.listPath);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(t.pageTitle);
    expect(main.queryByRole('heading', { level: 2, name: t.title }) !== null).toBe(t.pageTitle !== t.title);
    expect(await main.findByText(`Prvi zapis: ${t.resource}`)).toBeTruthy();
    // A real link to the PDF: it downloads without JavaScript too.
    expect(main.getByRole('link', { name: `${WEB_UI.download}: Prvi zapis: ${t.resource}` }).getAttribute('href')).toBe(API.download(t, 7));
    // 03:04 UTC is 04:04 in Sarajevo: the row's date and its file.
    const date = main.getByText('2. januar 2026.');
    expect([date.tagName, date.getAttribute('datetime')]).toEqual(['TIME', '2026-01-02T03:04:05.000Z']);
    expect(main.getByText(WEB_UI.pdfSize(9))).toHaveProperty('textContent', 'PDF, 9 B');
    expect(main.getByRole('link', { name: `${WEB_UI.edit}: Prvi zapis: ${t.resource}` }).getAttribute('href')).toBe(`${t.editPath}/7`);
    expect(main.getByRole('link', { name: WEB_UI.add }).getAttribute('href')).toBe(t.createPath);
    const intro = t.intro && documentIntros[t.intro];
    const introText = intro && (intro.sections?.[0]?.title ?? intro.lead?.find((b) => b.type === 'paragraph')?.text);
    if (intro) expect(await main.findByText(introText!)).toBeTruthy();
    else expect(document.querySelector('main .content-page')).toBeNull();
    const navLink = document.querySelector(`nav a[href="${t.listPath}"]`);
    expect(navLink?.textContent ?? null).toBe(t.nav?.label ?? null);
  });

  it('create: the heading, the text field, the PDF field and the button', async () => {
    const main = open(t.createPath);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.createHeading(t.title));
    expect(main.getByLabelText(t.createLabel).tagName).toBe(t.multiline ? 'TEXTAREA' : 'INPUT');
    expect(main.getByLabelText(WEB_UI.pdfLabel)).toBeTruthy();
    expect((main.getByRole('button', { name: t.createButton }) as HTMLButtonElement).disabled).toBe(true);
    expect(main.getByRole('link', { name: WEB_UI.cancel }).getAttribute('href')).toBe(t.cancelTo);
  });

  it('edit: the stored text under the edit label, saved with Uredi', async () => {
    const main = open(`${t.editPath}/7`);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.editHeading(t.title));
    const field = (await main.findByLabelText(t.editLabel)) as HTMLInputElement;
    expect(field.value).toBe(`Stari tekst: ${t.resource}`);
    expect(main.getByRole('button', { name: WEB_UI.saveChanges })).toBeTruthy();
  });

  it('create and edit ask a visitor to log in', async () => {
    const main = open(t.createPath, false);
    expect(await main.findByText(WEB_UI.loginRequired)).toBeTruthy();
    await waitFor(() => expect(main.queryByLabelText(t.createLabel)).toBeNull());
  });
});

describe('a document\'s download with JavaScript', () => {
  const t = DOCUMENT_TYPES[0]!;
  beforeEach(() => answer(t));

  it('fetches the PDF in the page on a plain click and reports an empty file', async () => {
    const main = open(t.listPath, false);
    const link = await main.findByRole('link', { name: `${WEB_UI.download}: Prvi zapis: ${t.resource}` });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(logged).toHaveBeenCalledWith(WEB_UI.downloadEmpty));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(API.download(t, 7));
  });

  it('leaves a click that opens a new tab to the browser', async () => {
    const main = open(t.listPath, false);
    const link = await main.findByRole('link', { name: `${WEB_UI.download}: Prvi zapis: ${t.resource}` });
    // jsdom cannot open tabs: the browser's own action is held back after the app had its turn.
    let leftToBrowser = false;
    document.addEventListener('click', (e) => void ((leftToBrowser = !e.defaultPrevented), e.preventDefault()), { once: true });
    fireEvent.click(link, { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain(API.download(t, 7));
  });
});
