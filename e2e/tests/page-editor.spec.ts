import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { API, API_ERRORS, AUTH_SCHEME, PAGE_EDITOR_UI as T, ROUTES, WEB_UI, renderBlocks, type Block } from '@dz/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The staff's page editor (issue 38, apps/web features/pageEditor) in Chromium against the real API:
 * (a) Word's clipboard pasted into a page's rich-text block becomes lists, a heading, bold and a link, stored as the
 *     editor's JSON with no trace of Word's markup;
 * (b) script in every text field of every block never runs in the editor or its preview, and javascript:/data: links
 *     are refused by the API with a 400 naming the field (and by the editor's link form);
 * (c) a committee member added to a people block at 1280 and 375 px, axe clean on the editor.
 * The public page of a path is rendered from its blocks by another branch (pageseed): what the public page will show
 * is proved here on the API's answer rendered by contracts' renderBlocks, the function the public page uses.
 */

const WORD = readFileSync(new URL('../support/clipboard/word-clipboard.html', import.meta.url), 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const auth = (token: string) => ({ Authorization: `${AUTH_SCHEME} ${token}` });

type StoredPage = { id: number; path: string; title: string; summary: string; blocks: Block[]; updatedAt: string };

let n = 0;
const uniquePath = (what: string) => `/${what}-${Date.now().toString(36)}-${++n}`;

async function apiCreatePage(request: APIRequestContext, token: string, blocks: unknown[], title = 'Stranica za probu'): Promise<StoredPage> {
  const res = await request.post(API.pages, { headers: auth(token), data: { path: uniquePath('proba'), title, summary: 'Sažetak', blocks } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as StoredPage;
}

const richText = (doc: unknown = { type: 'doc', content: [{ type: 'paragraph' }] }) => ({ type: 'richText', v: 1, doc });

/** The rich-text editor of the n-th block (1-based), by its accessible name. */
const editorOf = (page: Page, number: string) => page.getByRole('textbox', { name: `${T.richText}: ${T.blockName(number, T.blockTypes.richText)}` });

/** Pastes clipboard HTML into an element as a browser does (a paste event carrying text/html). */
async function pasteHtml(target: Locator, html: string, plain = 'tekst') {
  await target.click();
  await target.evaluate((el, [h, p]) => {
    const data = new DataTransfer();
    data.setData('text/html', h!);
    data.setData('text/plain', p!);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, [html, plain]);
}

/** Saves the form and returns the API's answer to the PUT. */
async function save(page: Page, id: number) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === API.page(id) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: WEB_UI.saveChanges }).click();
  return answer;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a staff member pastes Word\'s clipboard into a page\'s text: lists, heading, bold and link are kept, no Word markup', async ({ staffPage: page, staff, request }) => {
  const created = await apiCreatePage(request, staff.token, [richText()]);
  await page.goto(ROUTES.pageEdit(created.id));
  const editor = editorOf(page, '1');
  await pasteHtml(editor, WORD, 'Usluge doma zdravlja');

  // In the editor: Word's list paragraphs are lists (nested too), its heading a heading.
  await expect(editor.locator('ul > li > ul > li')).toHaveCount(2);
  await expect(editor.locator('ol > li')).toHaveCount(2);
  await expect(editor.locator('h2')).toHaveText('Usluge doma zdravlja');
  await expect(editor).not.toContainText('·');

  const res = await save(page, created.id);
  expect(res.status(), await res.text()).toBe(200);
  const stored = (await (await request.get(API.page(created.id))).json()) as StoredPage;
  const json = JSON.stringify(stored.blocks);
  expect(json).not.toMatch(/mso-|MsoList|·|o:p|supportLists/);
  const html = renderBlocks(stored.blocks);
  expect(html).toMatch(/<ul>[\s\S]*<li>[\s\S]*Porodična medicina[\s\S]*<ul>[\s\S]*Tim 1/);
  expect(html).toMatch(/<ol>[\s\S]*Zdravstvenu knjižicu[\s\S]*Uputnicu porodičnog ljekara/);
  expect(html).toMatch(/<h2[^>]*>Usluge doma zdravlja<\/h2>/);
  expect(html).toContain('<strong>besplatan preventivni pregled</strong>');
  expect(html).toMatch(/<a href="https:\/\/www\.fzo\.ba\/propisi\/zakon-o-zdravstvenoj-zastiti"[^>]*>Zakon o zdravstvenoj\s+zaštiti<\/a>/);
  expect(html).not.toContain('mso-');
});

const XSS = ['<img src=x onerror="window.__xss=1;alert(1)">', '"><svg onload="window.__xss=2;alert(2)">', '<script>window.__xss=3</script>'];
const hostile = (i: number) => `${XSS[i % XSS.length]} tekst ${i}`;

/** A page whose every text field of every block type holds script (the API takes it as text). */
function hostileBlocks(): unknown[] {
  let i = 0;
  const t = () => hostile(i++);
  const doc = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: t() }] }, { type: 'paragraph', content: [{ type: 'text', text: t(), marks: [{ type: 'link', attrs: { href: '/o-nama' } }] }] }] };
  return [
    richText(doc),
    { type: 'callout', v: 1, tone: 'warning', title: t(), text: t() },
    { type: 'collapsible', v: 1, title: t(), blocks: [{ type: 'callout', v: 1, tone: 'info', text: t() }] },
    { type: 'people', v: 1, title: t(), people: [{ name: t(), role: t() }] },
    { type: 'references', v: 1, items: [{ title: t(), source: t(), url: 'https://fzo.ba' }] },
    { type: 'bibliography', v: 1, items: [{ authors: t(), title: t(), publisher: t(), year: 2020 }] },
    { type: 'calendar', v: 1, items: [{ date: '04-07', title: t() }] },
    { type: 'tiles', v: 1, items: [{ title: t(), text: t(), link: '/info' }] },
    { type: 'image', v: 1, picture: '/assets/slika.png', alt: t(), caption: t() },
  ];
}

test('script in every text field of every block never runs in the editor or its preview; javascript: and data: links are refused', async ({ staffPage: page, staff, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const ran = () => page.evaluate(() => (window as { __xss?: number }).__xss ?? null);

  // The API refuses javascript: and data: links wherever a link goes, naming the field; nothing is stored.
  const bad: [unknown, string][] = [
    [{ type: 'references', v: 1, items: [{ title: 'Z', source: 'S', url: 'javascript:alert(1)' }] }, 'blocks[0].items[0].url'],
    [{ type: 'tiles', v: 1, items: [{ title: 'P', link: 'data:text/html,<script>alert(1)</script>' }] }, 'blocks[0].items[0].link'],
    [{ type: 'people', v: 1, people: [{ name: 'A', role: 'B', photo: 'data:image/svg+xml,<svg onload=alert(1)>' }] }, 'blocks[0].people[0].photo'],
    [{ type: 'image', v: 1, picture: 'javascript:alert(1)', alt: 'x' }, 'blocks[0].picture'],
    [richText({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'klik', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] }), 'blocks[0].doc.content[0].content[0].marks[0].attrs.href'],
    [richText({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'klik', marks: [{ type: 'link', attrs: { href: ' data:text/html,x' } }] }] }] }), 'blocks[0].doc.content[0].content[0].marks[0].attrs.href'],
  ];
  for (const [block, field] of bad) {
    const res = await request.post(API.pages, { headers: auth(staff.token), data: { path: uniquePath('los'), title: 'Loša', blocks: [block] } });
    expect(res.status(), JSON.stringify(block)).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe(field);
  }

  const created = await apiCreatePage(request, staff.token, hostileBlocks(), hostile(99));
  await page.goto(ROUTES.pageEdit(created.id));
  // Every text is shown as text in its field.
  await expect(page.getByLabel(T.name, { exact: true })).toHaveValue(hostile(7));
  const editor = editorOf(page, '1');
  await expect(editor).toContainText(XSS[0]!);
  // Pasted HTML with script, handlers and hostile links: its text stays, nothing runs, no such link is kept.
  await pasteHtml(editor, `<p>Zalijepljeno <img src=x onerror="window.__xss=4;alert(4)"><a href="javascript:window.__xss=5">opasna</a> <a href="data:text/html,x">podaci</a></p><svg onload="window.__xss=6"></svg><script>window.__xss=7</script>`);
  await expect(editor).toContainText('Zalijepljeno opasna podaci');
  await expect(editor.locator('img, svg, script, a[href^="javascript"], a[href^="data"]')).toHaveCount(0);

  // The link form refuses both.
  await page.getByRole('button', { name: T.linkButton, exact: true }).click();
  await page.getByLabel(T.linkKind, { exact: true }).selectOption('external');
  for (const href of ['javascript:alert(1)', 'data:text/html,x']) {
    await page.getByLabel(T.linkValue.external, { exact: true }).fill(href);
    await page.getByRole('button', { name: T.applyLink }).click();
    await expect(page.getByText(T.linkInvalid)).toBeVisible();
  }
  await page.getByRole('button', { name: T.cancel }).click();

  // The preview renders the draft: text, never markup.
  await page.getByRole('button', { name: T.preview }).click();
  const preview = page.getByRole('region', { name: T.previewHeading });
  await expect(preview).toContainText(hostile(7));
  // The image block's one picture, its alt the hostile text as text; no other element came from the texts.
  await expect(preview.locator('img')).toHaveCount(1);
  await expect(preview.locator('img')).toHaveAttribute('alt', hostile(17));
  await expect(preview.locator('svg, script, [onerror], [onload]')).toHaveCount(0);

  // A javascript: link typed into a tile is refused by the API, under that field.
  const tiles = page.locator('[data-block-type="tiles"]');
  await tiles.getByLabel(T.link, { exact: true }).fill('javascript:window.__xss=8');
  const res = await save(page, created.id);
  expect(res.status()).toBe(400);
  await expect(tiles.getByText(API_ERRORS.linkInvalid)).toBeVisible();
  await expect(tiles.getByLabel(T.link, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  expect(await ran()).toBeNull();
  expect(dialogs).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`a committee member added to a people block at ${width} px, axe clean on the editor`, async ({ staffPage: page, staff, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const created = await apiCreatePage(request, staff.token, [
      richText({ type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Stručna tijela' }] }] }),
      { type: 'people', v: 1, title: 'Komisija za kvalitet', people: [{ name: 'Amra Hodžić', role: 'Predsjednica' }] },
    ], 'O nama');
    await page.goto(ROUTES.pageEdit(created.id));
    const people = page.locator('[data-block-type="people"]');
    await expect(people.getByLabel(T.name, { exact: true })).toHaveValue('Amra Hodžić');

    await people.getByRole('button', { name: T.addPerson }).click();
    // The new row's first field has the focus: typed as a keyboard user would.
    await expect(people.getByLabel(T.name, { exact: true }).nth(1)).toBeFocused();
    await page.keyboard.type('Emir Begić');
    await people.getByLabel(T.role, { exact: true }).nth(1).fill('Član');

    const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
    // Usable at this width: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: T.preview }).click();
    await expect(page.getByRole('region', { name: T.previewHeading })).toContainText('Emir Begić');

    const res = await save(page, created.id);
    expect(res.status(), await res.text()).toBe(200);
    const stored = (await (await request.get(API.page(created.id))).json()) as StoredPage;
    expect(stored.blocks[1]).toEqual({
      type: 'people', v: 1, title: 'Komisija za kvalitet',
      people: [{ name: 'Amra Hodžić', role: 'Predsjednica' }, { name: 'Emir Begić', role: 'Član' }],
    });
    expect(renderBlocks(stored.blocks)).toContain('Emir Begić');
  });
}
