import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { API, AUTH_SCHEME, BIN_DAYS, HISTORY_UI, ROUTES, UNIT_UI, WEB_UI, type Clinic } from '@dz/contracts';
import type { APIRequestContext } from '@playwright/test';
import { makePng } from '../support/files';
import { expect, test } from '../support/fixtures';
import { apiClinics } from '../support/units';

/**
 * Clinics come and go (issue 23, docs/product.md "Clinics, services and hours"): a staff member adds a clinic with a
 * picture on "Nova ambulanta" and finds it on /ambulante (its picture loaded), on its own page, in the sitemap, the
 * phonebook and search; then moves it to the bin from its edit screen, and it is gone from all of them.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const pdfText = (pdf: Buffer) => spawnSync('pdftotext', ['-', '-'], { input: pdf }).stdout.toString('utf8').replace(/\s+/g, ' ');
/** A word of this run's own (letters only: a number would be a word of its own to the search). */
const word = `Kvarner${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const title = `Ambulanta ${word}`;
const name = `Ambulanta porodične medicine ${word}`;

/** Where a visitor finds the clinic: its page (status), the sitemap, the phonebook, search. */
async function surfaces(request: APIRequestContext, id: number) {
  const [page, sitemap, phonebook, search] = await Promise.all([
    request.get(ROUTES.clinicDetail(id)), request.get(API.sitemap), request.get(API.phonebook), request.get(`${API.search}?${new URLSearchParams({ q: word })}`),
  ]);
  return {
    page: page.status(),
    sitemap: (await sitemap.text()).includes(`${ROUTES.clinicDetail(id)}</loc>`),
    phonebook: pdfText(await phonebook.body()).includes(`${id}. ${name}`),
    search: ((await search.json()) as { items: { url: string }[] }).items.some((i) => i.url === ROUTES.clinicDetail(id)),
  };
}

test.describe('a clinic comes and goes', () => {
  // Whatever happens, the clinic this spec added leaves the public lists (the specs after it in its worker count 28).
  test.afterAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    for (const c of (await apiClinics(request)).filter((x) => x.title === title)) {
      await request.delete(API.clinic(c.id), { headers: { Authorization: `${AUTH_SCHEME} ${adminToken}` } });
    }
    await request.dispose();
  });

  test('added with a picture: on /ambulante, its page, the sitemap, the phonebook and search; moved to the bin: gone from all', async ({ staffPage: page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(ROUTES.clinics);
    await page.getByRole('main').getByRole('link', { name: UNIT_UI.clinicCreateHeading }).click();
    await expect(page).toHaveURL(ROUTES.clinicCreate);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(UNIT_UI.clinicCreateHeading);

    await main.getByLabel(WEB_UI.unitTitle, { exact: true }).fill(title);
    await main.getByLabel(WEB_UI.clinicFullName, { exact: true }).fill(name);
    await main.getByLabel(WEB_UI.clinicKind, { exact: true }).selectOption('porodicna');
    await main.getByLabel(WEB_UI.address, { exact: true }).fill('Kvarnerska 7, Mostar');
    await main.getByLabel(WEB_UI.phoneNumber(1), { exact: true }).fill('036 444 029');
    await main.getByLabel(WEB_UI.email, { exact: true }).fill('amb.kvarnerska@dz-primjer.ba');
    await main.getByRole('button', { name: WEB_UI.addHoursRow }).click();
    const row = main.getByRole('group', { name: WEB_UI.hoursRow(1), exact: true });
    await row.getByLabel(WEB_UI.timeFrom, { exact: true }).fill('07:00');
    await row.getByLabel(WEB_UI.timeTo, { exact: true }).fill('15:00');
    await main.getByLabel(UNIT_UI.picture, { exact: true }).setInputFiles({ name: 'zgrada.png', mimeType: 'image/png', buffer: makePng(1200, 750, [43, 92, 138]) });
    await expect(main.getByRole('img', { name: WEB_UI.imagePreview })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await main.getByRole('button', { name: UNIT_UI.clinicCreateButton, exact: true }).click();

    // On /ambulante, with its uploaded picture (the card size, by its versioned URL) loaded.
    await expect(page).toHaveURL(ROUTES.clinics);
    const link = main.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    const id = Number((await link.getAttribute('href'))!.split('/').at(-1));
    const created = (await apiClinics(request)).find((c) => c.id === id) as Clinic;
    expect(created).toMatchObject({ name, picture: { cardUrl: expect.stringMatching(new RegExp(`^/api/Ambulanta/${id}/slika/kartica\\?v=[0-9a-f]{16}$`)) } });
    const picture = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }).locator('img');
    await expect(picture).toHaveAttribute('src', created.picture!.cardUrl);
    // The cards' pictures load lazily: the last card's once it is scrolled to.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);

    // Its page (as the server renders it), the sitemap, the phonebook and search: all at once.
    expect(await surfaces(request, id)).toEqual({ page: 200, sitemap: true, phonebook: true, search: true });
    await page.goto(`${ROUTES.search}?${new URLSearchParams({ q: word })}`);
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', ROUTES.clinicDetail(id));

    // Into the bin from its edit screen, after one question.
    await page.goto(ROUTES.clinicEdit(id));
    await expect(main.getByRole('img', { name: WEB_UI.currentImage })).toHaveAttribute('src', created.picture!.cardUrl);
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await main.getByRole('button', { name: `${UNIT_UI.toBin}: ${name}` }).click();
    await expect(page).toHaveURL(ROUTES.clinics);
    expect(asked).toEqual([UNIT_UI.toBinConfirm(name, BIN_DAYS)]);
    await expect(main.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    expect(await surfaces(request, id)).toEqual({ page: 404, sitemap: false, phonebook: false, search: false });
    expect((await request.get(created.picture!.cardUrl)).status()).toBe(404);

    // The bin lists it, to be restored within 30 days.
    await page.goto(ROUTES.bin);
    await expect(main.getByRole('button', { name: `${HISTORY_UI.restore}: ${name}` })).toBeVisible();
  });
});
