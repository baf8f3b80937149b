import AxeBuilder from '@axe-core/playwright';
import { API, DOCUMENT_TYPES, HISTORY_UI, PDF_FIELD, ROUTES, TOKEN_STORAGE_KEY, collectionByResource, type DocumentType } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews, apiDeleteAccount, apiLogin, apiRegister } from '../support/api';
import { makePdf } from '../support/files';
import { test, expect } from '../support/fixtures';

// docs/product.md "Versions", "Bin", "Audit log": a document edited twice (the second time with a new PDF), its first
// version's PDF opened and the version restored; a news item's picture seen as a thumbnail, then the item deleted (gone
// from the public site) and brought back from the bin; the audit log shows it all.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const type = DOCUMENT_TYPES[0] as DocumentType;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('versions, the bin and the audit log', async ({ browser, server, adminToken: firstAdmin, request }) => {
  const tag = Date.now();
  // An admin of this test's own: the audit log filtered by its name shows this story only, however
  // many rows the specs before it in its worker added (the log pages newest first).
  const historian = `kroničar-${tag}`.replace('č', 'c');
  await apiRegister(request, firstAdmin, { username: historian, email: `${historian}@dz.ba`, password: 'kronicar-lozinka-1', role: 'Admin' });
  const adminToken = await apiLogin(request, historian, 'kronicar-lozinka-1');
  const context = await browser.newContext({
    baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: adminToken }] }] },
  });
  const page = await context.newPage();
  // As the fixtures' pages do: click only once the app has taken over the server's HTML.
  const go = async (path: string) => {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  try {
    // A document saved three times (created, then edited twice: the first edit replaces its PDF).
    const firstPdf = makePdf(`prvi ${tag}`);
    const doc = await apiCreateDocument(request, adminToken, type, `Prva verzija ${tag}`, { name: 'prvi.pdf', buffer: firstPdf });
    for (const [text, file] of [[`Druga verzija ${tag}`, makePdf(`drugi ${tag}`)], [`Treća verzija ${tag}`, undefined]] as const) {
      const multipart = { [type.textField]: text, ...(file ? { [PDF_FIELD]: { name: 'drugi.pdf', mimeType: 'application/pdf', buffer: file } } : {}) };
      const r = await request.put(API.document(type, doc.id), { headers: auth(adminToken), multipart });
      expect(r.status()).toBe(200);
    }

    await go(`${type.editPath}/${doc.id}`);
    await page.getByRole('link', { name: HISTORY_UI.versions }).click();
    await expect(page).toHaveURL(ROUTES.versions(type.resource, doc.id));
    await expect(page.getByRole('row')).toHaveCount(4);
    await expect(page.locator('del').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    // The first version's PDF, as it was: fetched with the token (the answer read as it passes) and shown in a new tab.
    const versionsBase = API.documentVersions(type, doc.id);
    const served: { auth?: string; status?: number; type?: string; body?: Buffer } = {};
    await page.route((url) => url.pathname === API.versionFile(versionsBase, 1), async (route) => {
      const answer = await route.fetch();
      Object.assign(served, { auth: route.request().headers().authorization, status: answer.status(), type: answer.headers()['content-type'], body: await answer.body() });
      await route.fulfill({ response: answer });
    });
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: HISTORY_UI.openFileOf(1) }).click();
    const opened = await tab;
    await expect.poll(() => opened.url()).toMatch(/^blob:/);
    expect(served).toEqual({ auth: `Bearer ${adminToken}`, status: 200, type: 'application/pdf', body: firstPdf });
    await opened.close();
    // The comparison names the file change between the first and the second version.
    await page.getByLabel(HISTORY_UI.compareFrom).selectOption('1');
    await page.getByLabel(HISTORY_UI.compareTo).selectOption('2');
    await expect(page.getByText(/^Datoteka: prvi\.pdf \(.+\) → drugi\.pdf \(.+\)$/)).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `${HISTORY_UI.restoreVersion} 1` }).click();
    await expect(page.getByText(HISTORY_UI.versionRestored(1))).toBeVisible();
    const now = await (await request.get(API.document(type, doc.id))).json();
    expect(now[type.textField]).toBe(`Prva verzija ${tag}`);
    // After the restore the comparison is on the newest two again; the link at the top leads back to the document.
    await expect(page.getByRole('heading', { name: HISTORY_UI.compareHeading(3, 4) })).toBeVisible();
    await page.getByRole('link', { name: HISTORY_UI.backToItem(collectionByResource(type.resource)!.labels.singular) }).click();
    await expect(page).toHaveURL(`${type.editPath}/${doc.id}`);

    // A news item's versions show its picture as a thumbnail, loaded with the token.
    const news = await apiCreateNews(request, adminToken, `Novost kanta ${tag}`, 'Opis.');
    await go(ROUTES.versions('Novost', news.id));
    const thumbnail = page.getByRole('img', { name: HISTORY_UI.thumbnailOf(1) });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);

    // The news item deleted: gone from its public page; back from the bin.
    expect((await request.delete(API.news(news.id), { headers: auth(adminToken) })).status()).toBe(204);
    expect((await request.get(ROUTES.newsDetail(news.id))).status()).toBe(404);
    expect((await request.get(API.news(news.id))).status()).toBe(404);
    await go(ROUTES.bin);
    await expect(page.getByRole('heading', { name: HISTORY_UI.bin })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: `${HISTORY_UI.restore}: Novost kanta ${tag}` }).click();
    await expect(page.getByText(HISTORY_UI.restored)).toBeVisible();
    expect((await request.get(ROUTES.newsDetail(news.id))).status()).toBe(200);

    // The audit log: the restore of the version, the delete and the restore of the news item.
    await go(ROUTES.audit);
    await page.getByLabel(HISTORY_UI.actor).selectOption(historian);
    await page.getByLabel(HISTORY_UI.resource).selectOption('Novost');
    await page.getByRole('button', { name: HISTORY_UI.filter, exact: true }).click();
    const rows = page.getByRole('row');
    // Each row names its item by its title now, linked to its edit screen.
    await expect(rows.filter({ hasText: 'Vraćeno iz kante' }).filter({ hasText: `Novost kanta ${tag}` }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Premješteno u kantu' }).filter({ hasText: `Novost kanta ${tag}` }).first()).toBeVisible();
    await expect(rows.getByRole('link', { name: `Novost kanta ${tag}` }).first()).toHaveAttribute('href', ROUTES.newsEdit(news.id));
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    await page.getByLabel(HISTORY_UI.resource).selectOption(type.resource);
    await page.getByRole('button', { name: HISTORY_UI.filter, exact: true }).click();
    await expect(rows.filter({ hasText: 'Vraćena verzija' }).filter({ hasText: `Prva verzija ${tag}` }).first()).toBeVisible();
  } finally {
    await context.close();
    await apiDeleteAccount(request, firstAdmin, historian);
  }
});
