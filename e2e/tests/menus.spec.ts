import AxeBuilder from '@axe-core/playwright';
import { API, AUTH_SCHEME, DEFAULT_MENUS, MENU_TEXT, ROUTES, WEB_UI } from '@dz/contracts';
import { expect, test } from '../support/fixtures';

/**
 * Issue 39: a staff member adds a link to the navbar as they would (the menus screen, a new item aimed at a page of the
 * site, saved as a draft, previewed, then published), at 1280 and 375 px; visitors see it only once it is published,
 * with JavaScript off too. The worker's database is shared by its specs: the menu is put back as the code had it.
 */
test.describe('menus as content', () => {
  test.afterEach(async ({ request, staff }) => {
    const headers = { Authorization: `${AUTH_SCHEME} ${staff.token}` };
    const now = await request.get(`${API.menu('glavni')}/uredi`, { headers });
    const put = await request.put(API.menu('glavni'), { headers: { ...headers, 'If-Match': now.headers().etag! }, data: { items: DEFAULT_MENUS.glavni, publish: true } });
    expect(put.status()).toBe(200);
  });

  for (const width of [1280, 375]) {
    test(`a new navbar link, drafted, previewed and published at ${width} px`, async ({ staffPage, browser, server }) => {
      await staffPage.setViewportSize({ width, height: 900 });
      await staffPage.goto(ROUTES.menus);
      const form = staffPage.getByRole('form', { name: MENU_TEXT.names.glavni });
      await expect(form).toBeVisible();
      expect((await new AxeBuilder({ page: staffPage }).analyze()).violations).toEqual([]);

      await form.getByRole('button', { name: MENU_TEXT.addItem }).click();
      await form.getByLabel(MENU_TEXT.label).last().fill('Informacije za pacijente');
      await form.getByLabel(MENU_TEXT.target).last().selectOption(ROUTES.patientInfo);
      await form.getByRole('button', { name: MENU_TEXT.save }).click();
      const preview = staffPage.getByRole('region', { name: MENU_TEXT.preview });
      await expect(preview).toContainText('Informacije za pacijente');

      // A visitor (no JavaScript) does not see the draft.
      const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
      const pub = await visitor.newPage();
      await pub.goto(ROUTES.mission);
      const nav = pub.getByRole('navigation', { name: WEB_UI.mainNav });
      await expect(nav.getByRole('link', { name: 'Informacije za pacijente', includeHidden: true })).toHaveCount(0);

      await preview.getByRole('button', { name: MENU_TEXT.publishDraft }).click();
      await expect(preview).toBeHidden();
      await pub.goto(ROUTES.mission);
      await expect(nav.getByRole('link', { name: 'Informacije za pacijente', includeHidden: true })).toHaveAttribute('href', ROUTES.patientInfo);
      await visitor.close();
    });
  }
});
