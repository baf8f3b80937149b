import { readFile } from 'node:fs/promises';
import { API, API_ERRORS, PAGE_SIZE, documentTypeByKind, hasNextPage, WEB_UI, type DocumentItem, type Paged } from '@dz/contracts';
import { apiCreateDocument } from '../support/api';
import { test, expect } from '../support/fixtures';
import { makePdf } from '../support/files';

const zakon = documentTypeByKind('ZAKON');
const row = (page: import('@playwright/test').Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test.describe('staff manage laws (Zakoni)', () => {
  const title = `Zakon o zdravstvenoj zaštiti ${Date.now()}`;
  const pdf = makePdf(title);

  test('log in, see the validation messages, create a Zakon with a PDF', async ({ page, staff }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: WEB_UI.loginButton });
    await expect(submit).toBeDisabled();
    await page.getByLabel(WEB_UI.username).fill(staff.userName);
    await page.getByLabel(WEB_UI.password).fill(staff.password);
    await submit.click();
    await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto(zakon.listPath);
    await page.getByRole('link', { name: WEB_UI.add }).click();
    await expect(page).toHaveURL(zakon.createPath);
    const create = page.getByRole('button', { name: zakon.createButton });
    await expect(create).toBeDisabled();

    const naziv = page.getByLabel(zakon.createLabel);
    await naziv.focus();
    await naziv.blur();
    await expect(page.getByText(WEB_UI.fieldRequired)).toBeVisible();
    await expect(naziv).toHaveAttribute('aria-invalid', 'true');

    const file = page.getByLabel(WEB_UI.pdfLabel);
    await file.setInputFiles({ name: 'slika.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText(API_ERRORS.pdfInvalid)).toBeVisible();
    await file.setInputFiles([]);
    await expect(page.getByText(API_ERRORS.pdfRequired)).toBeVisible();

    await naziv.fill(title);
    await expect(page.getByText(WEB_UI.fieldRequired)).toHaveCount(0);
    await expect(create).toBeDisabled();
    await file.setInputFiles({ name: 'zakon.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText(API_ERRORS.pdfRequired)).toHaveCount(0);
    await create.click();
    await expect(page).toHaveURL(zakon.afterCreate);
    await expect(row(page, title)).toBeVisible();
  });

  test('cancel leaves the form without saving', async ({ staffPage: page }) => {
    await page.goto(zakon.createPath);
    await page.getByLabel(zakon.createLabel).fill('Ne spremati');
    await page.getByRole('link', { name: WEB_UI.cancel }).click();
    await expect(page).toHaveURL(zakon.cancelTo);
    await expect(row(page, 'Ne spremati')).toHaveCount(0);
  });

  test('edit the Zakon and keep its PDF', async ({ staffPage: page }) => {
    await page.goto(zakon.listPath);
    await row(page, title).getByRole('link', { name: new RegExp(`^${WEB_UI.edit}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${zakon.editPath}/\\d+$`));
    const naziv = page.getByLabel(zakon.editLabel);
    await expect(naziv).toHaveValue(title);
    await naziv.fill('');
    await naziv.blur();
    await expect(page.getByText(WEB_UI.fieldRequired)).toBeVisible();
    await expect(page.getByRole('button', { name: WEB_UI.saveChanges })).toBeDisabled();
    await naziv.fill(`${title} (izmijenjen)`);
    await page.getByRole('button', { name: WEB_UI.saveChanges }).click();
    await expect(page).toHaveURL(zakon.afterEdit);
    const edited = row(page, `${title} (izmijenjen)`);
    await expect(edited).toBeVisible();

    const download = page.waitForEvent('download');
    await edited.getByRole('link', { name: new RegExp(`^${WEB_UI.download}`) }).click();
    expect((await readFile(await (await download).path())).equals(pdf)).toBe(true);
  });

  test('page through more than five laws', async ({ staffPage: page, request, staff }) => {
    for (let i = 1; i <= 6; i++) await apiCreateDocument(request, staff.token, zakon, `Pravilnik ${i}`);

    await page.goto(zakon.listPath);
    const pager = page.getByRole('navigation', { name: WEB_UI.pagination });
    await expect(page.locator('.doc-row')).toHaveCount(5);
    await expect(pager.getByRole('link', { name: WEB_UI.previous })).toBeDisabled();
    await expect(pager.getByRole('link', { name: WEB_UI.page(1) })).toHaveAttribute('aria-current', 'page');
    // Newest first: the sixth is on top.
    await expect(page.locator('.doc-row').first()).toContainText('Pravilnik 6');

    await pager.getByRole('link', { name: WEB_UI.next }).click();
    await expect(page).toHaveURL(`${zakon.listPath}?page=2`);
    // The second page is the API's: specs that ran before this one in its worker may have added laws too.
    const api = (await (await page.request.get(`${API.documents(zakon)}?page=2&pageSize=${PAGE_SIZE}`)).json()) as Paged<DocumentItem>;
    await expect(page.locator('.doc-row')).toHaveCount(api.items.length);
    if (!hasNextPage(2, api.totalItems)) await expect(pager.getByRole('link', { name: WEB_UI.next })).toBeDisabled();
    await expect(row(page, `${title} (izmijenjen)`)).toBeVisible();

    await pager.getByRole('link', { name: WEB_UI.page(1) }).click();
    await expect(page).toHaveURL(zakon.listPath);
    await expect(page.locator('.doc-row').first()).toContainText('Pravilnik 6');
  });

  test('cancel a delete, then confirm it: the row goes without a reload', async ({ staffPage: page }) => {
    await page.goto(`${zakon.listPath}?page=2`);
    const target = row(page, `${title} (izmijenjen)`);
    await expect(target).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await target.getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) }).click();
    await expect.poll(() => asked).toEqual([zakon.deleteConfirm]);
    await expect(target).toBeVisible();

    page.once('dialog', (d) => void d.accept());
    await target.getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) }).click();
    await expect(target).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});
