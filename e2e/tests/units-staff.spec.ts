import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import {
  API, API_ERRORS, OPEN_LABELS, ROUTES, WEB_UI, addDays, daysLabel, formatDate, hoursRange, openStatus, sarajevoToday, type ClinicInput,
} from '@dz/contracts';
import { labels } from '@dz/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiClinic, apiDeleteNotice, apiNotices, apiPutClinic, clinicInput } from '../support/units';

/**
 * Staff keep the facts residents look up (docs/product.md "Clinics, services and hours"): a clinic's
 * phone, hours and a dated exception changed on its edit screen show at once on its page, in the
 * clinic list, in the phonebook PDF and in "open now"; an urgent notice published for today is on
 * every public page until it is ended.
 *
 * "Today" is the server's (its clock starts at E2E.clockAt, a Wednesday morning in Sarajevo), and
 * the browser runs on the same clock: the forms' default dates and the notices' statuses are the
 * browser's, and the two must agree on the day.
 */
test.use({ browserClock: true });

// Luka: no other spec reads this clinic, and it is put back as it was afterwards (for the specs after this one in its worker).
const CLINIC = 10;

const pdfText = (pdf: Buffer) => spawnSync('pdftotext', ['-', '-'], { input: pdf }).stdout.toString('utf8').replace(/\s+/g, ' ');
/** "YYYY-MM-DD" as the pages write a day. */
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

test.describe('staff edit a clinic', () => {
  let original: ClinicInput;

  test.beforeAll(async ({ playwright, server }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    original = clinicInput(await apiClinic(request, CLINIC));
    await request.dispose();
  });

  test.afterAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    await apiPutClinic(request, adminToken, CLINIC, original);
    await request.dispose();
  });

  test('phone, hours and an exception for tomorrow: the page, the list, the phonebook and "open now" follow at once', async ({ staffPage: page, request, server }) => {
    const phone = '036 999 010';
    const note = 'Kolektivni godišnji odmor';
    const tomorrow = addDays(sarajevoToday(server.now()), 1);

    await page.goto(ROUTES.clinicDetail(CLINIC));
    await page.getByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, original.title) }).click();
    await expect(page).toHaveURL(ROUTES.clinicEdit(CLINIC));
    const main = page.getByRole('main');
    await main.getByLabel(WEB_UI.phoneNumber(1), { exact: true }).fill(phone);

    // The first weekly row: every day, 00:00 to midnight, so the clinic is certainly open now.
    const row = main.getByRole('group', { name: WEB_UI.hoursRow(1), exact: true });
    for (const name of ['subota', 'nedjelja']) await row.getByRole('checkbox', { name, exact: true }).check();
    await row.getByLabel(WEB_UI.timeFrom, { exact: true }).fill('00:00');
    await row.getByRole('checkbox', { name: WEB_UI.untilMidnight }).check();

    // Closed tomorrow.
    await main.getByRole('button', { name: WEB_UI.addException }).click();
    const exception = main.getByRole('group', { name: WEB_UI.exception(1), exact: true });
    await exception.getByLabel(WEB_UI.dateTo, { exact: true }).fill(tomorrow);
    await exception.getByLabel(WEB_UI.dateFrom, { exact: true }).fill(tomorrow);
    await expect(exception.getByRole('checkbox', { name: WEB_UI.closed, exact: true })).toBeChecked();
    await exception.getByLabel(WEB_UI.hoursNote, { exact: true }).fill(note);

    await main.getByRole('button', { name: WEB_UI.saveChanges, exact: true }).click();
    await expect(page).toHaveURL(ROUTES.clinicDetail(CLINIC));

    // The public page, at once.
    await expect(main.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:036999010');
    // Every day 00:00–24:00 but closed tomorrow: open until midnight.
    const openToday = OPEN_LABELS.openUntil('24:00');
    await expect(main.getByText(openToday, { exact: true })).toBeVisible();
    const table = main.getByRole('table', { name: labels.hours });
    await expect(table.getByRole('row').filter({ hasText: daysLabel([1, 2, 3, 4, 5, 6, 7]) })).toContainText('00:00–24:00');
    await expect(main).toContainText(day(tomorrow));
    await expect(main).toContainText(note);

    // The same page as a visitor's browser first gets it (server HTML, a fresh request).
    const html = await (await request.get(ROUTES.clinicDetail(CLINIC))).text();
    expect(html).toContain('tel:036999010');
    expect(html).toContain(openToday);

    // The clinic list.
    await page.goto(ROUTES.clinics);
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: original.title, exact: true }) });
    await expect(card).toContainText(openToday);

    // The phonebook PDF from the footer.
    const pdf = await request.get(API.phonebook);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(text).toContain(phone);
    expect(text).toContain(`Svaki dan: ${hoursRange({ from: '00:00', to: '24:00' })}`);

    // Closed today as well: "open now" turns at once to when it opens again.
    await page.goto(ROUTES.clinicEdit(CLINIC));
    await main.getByRole('button', { name: WEB_UI.addException }).click();
    const today = main.getByRole('group', { name: WEB_UI.exception(2), exact: true });
    await expect(today.getByLabel(WEB_UI.dateFrom, { exact: true })).toHaveValue(sarajevoToday(server.now()));
    await main.getByRole('button', { name: WEB_UI.saveChanges, exact: true }).click();
    await expect(page).toHaveURL(ROUTES.clinicDetail(CLINIC));
    const saved = await apiClinic(request, CLINIC);
    expect(saved.status.open).toBe(false);
    expect(saved.status.label).toBe(openStatus(saved.hours, server.now()).label);
    await expect(main.getByText(saved.status.label)).toBeVisible();
    await page.goto(ROUTES.clinics);
    await expect(card).toContainText(saved.status.label);
  });

  test('a time that does not exist is refused on the screen and changes nothing', async ({ staffPage: page, request }) => {
    const before = await apiClinic(request, CLINIC);
    await page.goto(ROUTES.clinicEdit(CLINIC));
    const main = page.getByRole('main');
    const row = main.getByRole('group', { name: WEB_UI.hoursRow(1), exact: true });
    await row.getByLabel(WEB_UI.timeFrom, { exact: true }).fill('16:00');
    if (await row.getByRole('checkbox', { name: WEB_UI.untilMidnight }).isChecked()) await row.getByRole('checkbox', { name: WEB_UI.untilMidnight }).uncheck();
    await row.getByLabel(WEB_UI.timeTo, { exact: true }).fill('09:00');
    // Said at once beside the field, and the form cannot be sent as it is.
    await expect(row.getByText(API_ERRORS.timeOrder)).toBeVisible();
    await expect(row.getByLabel(WEB_UI.timeTo, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('button', { name: WEB_UI.saveChanges, exact: true })).toBeDisabled();
    await page.reload();
    await expect(page).toHaveURL(ROUTES.clinicEdit(CLINIC));
    expect((await apiClinic(request, CLINIC)).updatedAt).toBe(before.updatedAt);
  });
});

/** The notices region of a page, as a visitor's browser shows it. */
const notices = (page: Page) => page.getByRole('status', { name: WEB_UI.noticesRegion });

test.describe('site-wide notices', () => {
  const text = `Zbog radova na mreži telefonska centrala ne radi danas (${Date.now().toString(36)}).`;
  const pages = [ROUTES.home, ROUTES.clinics, ROUTES.clinicDetail(1), ROUTES.services, ROUTES.news, '/zakoni', ROUTES.about];

  test.afterAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    for (const n of (await request.get(API.noticesAll, { headers: { Authorization: `Bearer ${adminToken}` } }).then((r) => r.json())) as { id: number; text: string }[]) {
      if (n.text === text) await apiDeleteNotice(request, adminToken, n.id);
    }
    await request.dispose();
  });

  test('an urgent notice published for today is on every public page, then ended it is on none', async ({ staffPage, page, request, server }) => {
    const today = sarajevoToday(server.now());
    await staffPage.goto(ROUTES.notices);
    const form = staffPage.getByRole('main');
    await form.getByLabel(WEB_UI.noticeText, { exact: true }).fill(text);
    await expect(form.getByLabel(WEB_UI.noticeFrom, { exact: true })).toHaveValue(today);
    await expect(form.getByLabel(WEB_UI.noticeTo, { exact: true })).toHaveValue(today);
    await form.getByLabel(WEB_UI.noticeUrgentField, { exact: true }).check();
    await form.getByRole('button', { name: WEB_UI.noticeCreateButton }).click();
    await expect(form.getByRole('listitem').filter({ hasText: text })).toContainText(WEB_UI.noticeStatus.active);
    expect((await apiNotices(request)).map((n) => n.text)).toContain(text);

    // A visitor (no session) on every public page: the notice, marked urgent, in a polite status region.
    for (const path of pages) {
      await page.goto(path);
      const region = notices(page);
      await expect(region, path).toContainText(text);
      await expect(region.getByText(WEB_UI.noticeUrgent), path).toBeVisible();
      await expect(region, path).toHaveAttribute('aria-live', 'polite');
    }
    // In the server's HTML too: it needs no JavaScript.
    expect(await (await request.get('/zakoni')).text()).toContain(text);

    // Ended now: gone from every page, and no empty box stays.
    staffPage.once('dialog', (d) => void d.accept());
    await form.getByRole('button', { name: WEB_UI.forItem(WEB_UI.noticeEnd, text) }).click();
    await expect(form.getByRole('listitem').filter({ hasText: text })).toContainText(WEB_UI.noticeStatus.ended);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('main'), path).not.toContainText(text);
    }
    expect((await apiNotices(request)).map((n) => n.text)).not.toContain(text);
  });
});

test.describe('the staff screens', () => {
  const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const screens = [
    { path: ROUTES.clinicEdit(1), h1: WEB_UI.clinicEditHeading },
    { path: ROUTES.serviceEdit(1), h1: WEB_UI.serviceEditHeading },
    { path: ROUTES.institutionEdit, h1: WEB_UI.institutionEditHeading },
    { path: ROUTES.notices, h1: WEB_UI.noticesHeading },
  ];
  for (const { path, h1 } of screens) {
    test(`${path} has its heading, no axe violations at 1280 and 375 px`, async ({ adminPage: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
      await expect(page.getByRole('main').locator('form').first()).toBeVisible();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(result.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});
