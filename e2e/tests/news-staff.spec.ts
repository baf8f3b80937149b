import { API_ERRORS, ROUTES, WEB_UI } from '@dz/contracts';
import { test, expect } from '../support/fixtures';
import { makePng } from '../support/files';
import { apiListNews, newsArchivePathOf } from '../support/api';

test.describe('staff manage news', () => {
  test('create with an image preview, edit without a new image, delete after cancelling once', async ({ staffPage: page }) => {
    const naslov = `Vakcinacija protiv gripe ${Date.now()}`;
    await page.goto('/');
    await page.getByRole('link', { name: WEB_UI.add }).click();
    await expect(page).toHaveURL(ROUTES.newsCreate);

    const submit = page.getByRole('button', { name: WEB_UI.newsCreateButton });
    await expect(submit).toBeDisabled();
    await page.getByLabel(WEB_UI.newsTitleLabel).fill(naslov);
    await page.getByLabel(WEB_UI.newsBodyLabel).fill('Vakcinacija počinje u ponedjeljak u svim ambulantama porodične medicine.');
    const image = page.getByLabel(WEB_UI.imageLabel);
    await image.setInputFiles({ name: 'dokument.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText(API_ERRORS.imageInvalid)).toBeVisible();
    await expect(submit).toBeDisabled();
    await image.setInputFiles({ name: 'slika.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('img', { name: WEB_UI.imagePreview })).toBeVisible();
    await submit.click();
    await expect(page).toHaveURL('/');
    const card = page.getByRole('article').filter({ hasText: naslov });
    await expect(card).toBeAttached();

    // The archive lists it too, with the same staff controls; its page is the API's (specs before this one in its worker add news too).
    const created = (await apiListNews(page.request)).find((n) => n.naslov === naslov)!;
    await page.goto(await newsArchivePathOf(page.request, created.id));
    await card.getByRole('link', { name: `${WEB_UI.edit}: ${naslov}` }).click();
    await expect(page).toHaveURL(/\/novost-update\/\d+$/);
    await expect(page.getByRole('img', { name: WEB_UI.currentImage })).toBeVisible();
    await page.getByLabel(WEB_UI.newsTitleLabel).fill(`${naslov} – izmjena`);
    await page.getByRole('button', { name: WEB_UI.saveChanges }).click();
    await expect(page).toHaveURL('/');
    const edited = page.getByRole('article').filter({ hasText: `${naslov} – izmjena` });
    await expect(edited).toBeAttached();

    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await edited.getByRole('button', { name: `${WEB_UI.delete}: ${naslov} – izmjena` }).dispatchEvent('click');
    await expect.poll(() => asked).toEqual([WEB_UI.deleteNewsConfirm]);
    await expect(edited).toBeAttached();
    page.once('dialog', (d) => void d.accept());
    await edited.getByRole('button', { name: `${WEB_UI.delete}: ${naslov} – izmjena` }).dispatchEvent('click');
    await expect(edited).toHaveCount(0);
  });
});
