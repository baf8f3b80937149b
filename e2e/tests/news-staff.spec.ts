import { API, API_ERRORS, EDIT_UI, NEWS_PICTURE_UI, ROUTES, WEB_UI } from '@dz/contracts';
import { test, expect } from '../support/fixtures';
import { makePng } from '../support/files';
import { apiListNews, newsArchivePathOf } from '../support/api';

test.describe('staff manage news', () => {
  test('create with an image preview and the picture\'s text, edit without a new image, delete after cancelling once', async ({ staffPage: page }) => {
    const naslov = `Vakcinacija protiv gripe ${Date.now()}`;
    const alt = 'Medicinska sestra daje vakcinu protiv gripe starijoj ženi u ambulanti';
    const caption = 'Vakcinacija u ambulanti porodične medicine, novembar 2026.';
    await page.goto('/');
    await page.getByRole('link', { name: WEB_UI.add }).click();
    await expect(page).toHaveURL(ROUTES.newsCreate);

    const submit = page.getByRole('button', { name: WEB_UI.newsCreateButton });
    await expect(submit).toBeDisabled();
    await page.getByLabel(WEB_UI.newsTitleLabel).fill(naslov);
    await page.getByLabel(WEB_UI.newsBodyLabel, { exact: true }).fill('Vakcinacija počinje u ponedjeljak u svim ambulantama porodične medicine.');
    const image = page.getByLabel(WEB_UI.imageLabel, { exact: true });
    await image.setInputFiles({ name: 'dokument.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText(API_ERRORS.imageInvalid)).toBeVisible();
    await expect(submit).toBeDisabled();
    await image.setInputFiles({ name: 'slika.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('img', { name: WEB_UI.imagePreview })).toBeVisible();
    // The picture's text (issue 23, WCAG 1.1.1): the alt text is required (the submit says so) unless the picture is decorative.
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(EDIT_UI.waitingFor([NEWS_PICTURE_UI.altLabel]));
    await page.getByLabel(NEWS_PICTURE_UI.altLabel).fill(alt);
    await page.getByLabel(NEWS_PICTURE_UI.captionLabel).fill(caption);
    await submit.click();
    await expect(page).toHaveURL('/');
    const card = page.getByRole('article').filter({ hasText: naslov });
    await expect(card).toBeAttached();
    await expect(card.getByRole('img', { name: alt })).toBeAttached();

    // Its page: the picture with its alt text and the caption under it; the server's HTML names the alt text to link previews.
    const created = (await apiListNews(page.request)).find((n) => n.naslov === naslov)!;
    expect([created.imageAlt, created.imageDecorative, created.imageCaption]).toEqual([alt, false, caption]);
    await page.goto(ROUTES.newsDetail(created.id));
    const figure = page.locator('article.news-detail figure');
    await expect(figure.getByRole('img', { name: alt, exact: true })).toBeVisible();
    await expect(figure.locator('figcaption')).toHaveText(caption);
    const html = await (await page.request.get(ROUTES.newsDetail(created.id))).text();
    expect(html).toContain(`<meta property="og:image:alt" content="${alt}" />`);
    expect(html).toContain(`<figcaption>${caption}</figcaption>`);

    // The archive lists it too, with the same staff controls; its page is the API's (specs before this one in its worker add news too).
    await page.goto(await newsArchivePathOf(page.request, created.id));
    await card.getByRole('link', { name: `${WEB_UI.edit}: ${naslov}` }).click();
    await expect(page).toHaveURL(/\/novost-update\/\d+$/);
    await expect(page.getByRole('img', { name: WEB_UI.currentImage })).toBeVisible();
    await expect(page.getByLabel(NEWS_PICTURE_UI.altLabel)).toHaveValue(alt);
    await page.getByLabel(WEB_UI.newsTitleLabel).fill(`${naslov} – izmjena`);
    // Now a decorative picture: the alt text goes away and is saved as ''; the page gives the picture alt="".
    await page.getByLabel(NEWS_PICTURE_UI.decorativeLabel).check();
    await expect(page.getByLabel(NEWS_PICTURE_UI.altLabel)).toHaveCount(0);
    await page.getByRole('button', { name: WEB_UI.saveChanges }).click();
    await expect(page).toHaveURL('/');
    expect(await (await page.request.get(API.news(created.id))).json()).toMatchObject({ imageAlt: '', imageDecorative: true, imageCaption: caption });
    expect(await (await page.request.get(ROUTES.newsDetail(created.id))).text()).toMatch(/<figure class="news-figure"><img [^>]*alt=""/);
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
