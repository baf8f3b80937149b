import AxeBuilder from '@axe-core/playwright';
import { API, CONTENT_UI, DESK_UI, DOCUMENT_TYPES, PUBLICATION_UI, ROUTES, type BinItem } from '@dz/contracts';
import { apiCreateDocument } from '../support/api';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The staff's content list (issue 23): found by folded text, filtered by kind, read on a desktop and on a phone. */
test.describe('the content list (/urednik/sadrzaj)', () => {
  const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  /** No axe violations and no sideways scroll, on a desktop and on a phone. */
  const accessible = async (page: Page) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(result.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  };

  test('finds "dreznica" among the clinics; no axe violations and no sideways scroll at 1280 and 375 px', async ({ staffPage: page }) => {
    await page.goto(ROUTES.content);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTENT_UI.heading);
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByLabel(CONTENT_UI.search).fill('DREZNICA');
    await page.getByLabel(CONTENT_UI.kind).selectOption('Ambulanta');
    await page.getByRole('button', { name: CONTENT_UI.show }).click();
    await expect(page).toHaveURL(/[?&]q=DREZNICA/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Donja Drežnica' })).toHaveCount(1);
    // Every row is a clinic whose name holds the word, diacritics and all.
    for (const text of (await rows.allTextContents()).slice(1)) expect(text).toMatch(/Drežnica/);
    await accessible(page);
  });

  test('moves three documents to the bin in one go from the keyboard, and the undo brings them back', async ({ staffPage: page, request, staff }) => {
    const type = DOCUMENT_TYPES[0]!;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await apiCreateDocument(request, staff.token, type, `Skupno premještanje ${n}`)).id);
    await page.goto(`${ROUTES.content}?q=skupno`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await accessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('checkbox', { name: CONTENT_UI.selectAll }).press('Space');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: CONTENT_UI.toBin(3) }).press('Enter');
    await expect(page.getByText(CONTENT_UI.empty)).toBeVisible();
    const binned = async () => ((await (await request.get(API.bin, { headers: { Authorization: `Bearer ${staff.token}` } })).json()) as BinItem[])
      .filter((b) => b.resource === type.resource && ids.includes(b.id)).length;
    expect(await binned()).toBe(3);
    await page.getByRole('button', { name: CONTENT_UI.undo }).click();
    await expect(page.getByText(CONTENT_UI.restored(3))).toBeVisible();
    await expect(rows).toHaveCount(4);
    expect(await binned()).toBe(0);
  });

  test('the desk lists my drafts; the list publishes two at once and the undo takes them back; both axe clean at 1280 and 375 px', async ({ staffPage: page, request, staff }) => {
    const type = DOCUMENT_TYPES[1]!;
    const titles = ['Nacrt pravilnika o radu', 'Nacrt plana vakcinacije'];
    for (const t of titles) await apiCreateDocument(request, staff.token, type, t, undefined, { status: 'draft' });
    await page.goto(ROUTES.desk);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DESK_UI.heading);
    const drafts = page.getByRole('region', { name: DESK_UI.drafts });
    for (const t of titles) await expect(drafts.getByRole('link', { name: t, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: DESK_UI.recentEdits }).getByRole('link', { name: titles[1]!, exact: true })).toBeVisible();
    await accessible(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${ROUTES.content}?q=nacrt%20p&status=draft`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: PUBLICATION_UI.statuses.draft })).toHaveCount(2);
    await accessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('checkbox', { name: CONTENT_UI.selectAll }).check();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: PUBLICATION_UI.publish(2) }).click();
    await expect(page.getByText(PUBLICATION_UI.published(2))).toBeVisible();
    // The list asked for drafts: there are none now; the public list has both.
    await expect(page.getByText(CONTENT_UI.empty)).toBeVisible();
    const publicTitles = async () => ((await (await request.get(`${API.documents(type)}?page=1&pageSize=100`)).json()) as { items: Record<string, string>[] })
      .items.map((i) => i[type.textField]);
    expect(await publicTitles()).toEqual(expect.arrayContaining(titles));
    await page.getByRole('button', { name: CONTENT_UI.undo }).click();
    await expect(rows).toHaveCount(3);
    await expect.poll(async () => (await publicTitles()).filter((t) => titles.includes(t ?? ''))).toEqual([]);
  });
});
