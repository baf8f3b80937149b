import AxeBuilder from '@axe-core/playwright';
import { API, DOCUMENT_TYPES, HISTORY_UI, ROUTES, TOKEN_STORAGE_KEY, type DocumentType } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews, apiDeleteAccount, apiLogin, apiRegister } from '../support/api';
import { test, expect } from '../support/fixtures';

// docs/product.md "Versions", "Bin", "Audit log": a document edited twice and its first version restored;
// a news item deleted (gone from the public site) and brought back from the bin; the audit log shows it all.

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
    // A document saved three times (created, then edited twice).
    const doc = await apiCreateDocument(request, adminToken, type, `Prva verzija ${tag}`);
    for (const text of [`Druga verzija ${tag}`, `Treća verzija ${tag}`]) {
      const r = await request.put(API.document(type, doc.id), { headers: auth(adminToken), multipart: { [type.textField]: text } });
      expect(r.status()).toBe(200);
    }

    await go(`${type.editPath}/${doc.id}`);
    await page.getByRole('link', { name: HISTORY_UI.versions }).click();
    await expect(page).toHaveURL(ROUTES.versions(type.resource, doc.id));
    await expect(page.getByRole('row')).toHaveCount(4);
    await expect(page.locator('del').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `${HISTORY_UI.restoreVersion} 1` }).click();
    await expect(page.getByText(HISTORY_UI.versionRestored(1))).toBeVisible();
    const now = await (await request.get(API.document(type, doc.id))).json();
    expect(now[type.textField]).toBe(`Prva verzija ${tag}`);

    // A news item deleted: gone from its public page; back from the bin.
    const news = await apiCreateNews(request, adminToken, `Novost kanta ${tag}`, 'Opis.');
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
