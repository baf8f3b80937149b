import AxeBuilder from '@axe-core/playwright';
import {
  API, AUTH_SCHEME, CLINIC_FINDER_UI, EMERGENCY_PHONE, NAV, ROUTES, WEB_UI, findClinics, openStatus, type Clinic, type DutyPhone,
} from '@dz/contracts';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiClinic, apiClinics, apiInstitution } from '../support/units';

/**
 * Residents find help fast on a phone (issue 24), at 375 px, with JavaScript and without: they call 124 or the on-duty
 * number from the strip at the top of any page, find a clinic by a word typed without diacritics and by "Otvoreno
 * sada", see its phone and whether it is open and until when, and reach the news archive from the menu. The servers
 * run on a fixed clock (CLOCK_AT: a Wednesday, 10:30 in Sarajevo) and so does the browser here, so what is open now
 * is the same on every run; what the cards must say is read from the API, never from a copy of the seed.
 */
test.use({ viewport: { width: 375, height: 740 }, browserClock: true });

const DUTY: DutyPhone = { label: 'Dežurna ambulanta', phone: '036 580 199' };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The institution's on-duty numbers, set as an admin does (PUT /api/Ustanova without the others kept as they are). */
async function setDutyPhones(request: import('@playwright/test').APIRequestContext, token: string, dutyPhones: DutyPhone[]) {
  const { updatedAt: _u, ...current } = await apiInstitution(request);
  const res = await request.put(API.institution, { data: { ...current, dutyPhones }, headers: { Authorization: `${AUTH_SCHEME} ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ playwright, server, adminToken }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  await setDutyPhones(request, adminToken, [DUTY]);
  await request.dispose();
});

// The strip of the specs after this one in the worker shows 124 alone again, as the seed has it.
test.afterAll(async ({ playwright, server, adminToken }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  await setDutyPhones(request, adminToken, []);
  await request.dispose();
});

const finder = (page: Page) => page.getByRole('search', { name: CLINIC_FINDER_UI.form });
const cards = (page: Page) => page.getByRole('main').locator('.clinic-cards > li');
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A clinic's card says its status as the server words it now, and dials its first phone. */
async function expectCard(page: Page, clinic: Clinic) {
  const card = cardOf(page, clinic.title);
  await expect(card.locator('.open-status')).toHaveText(clinic.status.label);
  const phone = card.getByRole('link', { name: clinic.phones[0]!, exact: true });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', `tel:${clinic.phones[0]!.replace(/[^\d+]/g, '')}`);
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test('call 124 or the on-duty number from the strip at the top of three pages', async ({ page }) => {
      for (const path of [ROUTES.home, ROUTES.clinics, ROUTES.news]) {
        await page.goto(path);
        const strip = page.getByRole('complementary', { name: WEB_UI.emergencyStrip });
        const call = strip.getByRole('link', { name: `${WEB_UI.emergencyCall} ${EMERGENCY_PHONE}` });
        await expect(call, path).toHaveAttribute('href', `tel:${EMERGENCY_PHONE}`);
        await expect(call, path).toBeInViewport();
        const duty = strip.getByRole('link', { name: `${DUTY.label} ${DUTY.phone}` });
        await expect(duty, path).toHaveAttribute('href', 'tel:036580199');
        await expect(duty, path).toBeInViewport();
        // Compact: the strip takes little of a phone's screen, and each number is a target a thumb can hit.
        expect((await strip.boundingBox())!.height, path).toBeLessThanOrEqual(80);
        for (const link of [call, duty]) expect((await link.boundingBox())!.height, path).toBeGreaterThanOrEqual(24);
        // Tapping it dials: the browser hands a tel: link to the phone, which needs no script.
        await call.focus();
        await expect(call).toBeFocused();
      }
    });

    test('find a clinic by a word without diacritics, then by "Otvoreno sada": its phone and status with the time', async ({ page, request, server }) => {
      await page.goto(ROUTES.clinics);
      // Without a filter: every clinic, on a phone a compact list under 3,000 px.
      const all = await apiClinics(request);
      await expect(cards(page)).toHaveCount(all.length);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (js) await page.evaluate(() => { (window as { samePage?: boolean }).samePage = true; });

      await finder(page).getByLabel(CLINIC_FINDER_UI.text).fill('dreznica');
      await finder(page).getByRole('button', { name: CLINIC_FINDER_UI.submit }).click();
      await expect(page).toHaveURL(/\/ambulante\?q=dreznica/);
      // With JavaScript the router went there: the same document.
      if (js) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      const dreznica = findClinics(await apiClinics(request), { text: 'dreznica', kind: '', openNow: false });
      expect(dreznica.map((c) => c.title)).toEqual(['Donja Dreznica', 'Gornja Dreznica']);
      await expect(cards(page)).toHaveCount(2);
      await expect(page.getByRole('status').filter({ hasText: CLINIC_FINDER_UI.count(2, all.length) })).toBeVisible();
      for (const c of dreznica) await expectCard(page, c);
      // Its status is the one the server computes at its clock, worded with its time.
      const donja = await apiClinic(request, dreznica[0]!.id);
      expect(donja.status.label).toBe(openStatus(donja.hours, server.now()).label);

      // Open now, with no words: only the clinics open at 10:30 on a Wednesday, each saying until when.
      await finder(page).getByLabel(CLINIC_FINDER_UI.text).fill('');
      await finder(page).getByLabel(CLINIC_FINDER_UI.openNow).check();
      await finder(page).getByRole('button', { name: CLINIC_FINDER_UI.submit }).click();
      await expect(page).toHaveURL(/otvoreno=1/);
      const open = findClinics(await apiClinics(request), { text: '', kind: '', openNow: true });
      expect(open.length).toBeGreaterThan(0);
      expect(open.length).toBeLessThan(all.length);
      await expect(cards(page)).toHaveCount(open.length);
      await expect(page.getByRole('main').locator('.clinic-cards .open-status:not(.is-open)')).toHaveCount(0);
      for (const c of open) await expect(cardOf(page, c.title).locator('.open-status')).toHaveText(/^Otvoreno (do \d|0–24)/);

      // Both at once, from the address a resident may have bookmarked: Blagaj, open, its phone and "Otvoreno do …".
      await page.goto(`${ROUTES.clinics}?q=BLAGAJ&vrsta=porodicna&otvoreno=1`);
      const blagaj = findClinics(await apiClinics(request), { text: 'blagaj', kind: 'porodicna', openNow: true });
      expect(blagaj.map((c) => c.title)).toEqual(['Blagaj']);
      await expect(cards(page)).toHaveCount(1);
      await expectCard(page, blagaj[0]!);
      await expect(finder(page).getByLabel(CLINIC_FINDER_UI.text)).toHaveValue('BLAGAJ');
      await expect(finder(page).getByLabel(CLINIC_FINDER_UI.openNow)).toBeChecked();

      // The filtered page with its strip and form is axe clean on a phone (axe runs as a script: with JavaScript only).
      if (js) {
        const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });

    test('reach the news archive from the menu', async ({ page }) => {
      expect(NAV.find((e) => 'to' in e && e.to === ROUTES.news)).toBeTruthy();
      await page.goto(ROUTES.clinics);
      const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
      await nav.locator('.nav-toggle > summary').click();
      await nav.getByRole('link', { name: 'Novosti', exact: true }).click();
      await expect(page).toHaveURL(ROUTES.news);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.newsHeading);
      // And from home, under the carousel.
      await page.goto(ROUTES.home);
      await page.getByRole('link', { name: WEB_UI.allNews }).click();
      await expect(page).toHaveURL(ROUTES.news);
    });
  });
}

test('with JavaScript the finder goes to its address in place and Back returns, and Escape closes the phone\'s menu', async ({ page, request }) => {
  await page.goto(ROUTES.clinics);
  await page.evaluate(() => { (window as { samePage?: boolean }).samePage = true; });
  await finder(page).getByLabel(CLINIC_FINDER_UI.kind).selectOption('laboratorij');
  await finder(page).getByRole('button', { name: CLINIC_FINDER_UI.submit }).click();
  await expect(page).toHaveURL(`${ROUTES.clinics}?vrsta=laboratorij`);
  await expect(cards(page)).toHaveCount(1);
  // No new document: the router went there.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await page.goBack();
  await expect(cards(page)).toHaveCount((await apiClinics(request)).length);
  await expect(finder(page).getByLabel(CLINIC_FINDER_UI.kind)).toHaveValue('');

  const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
  const toggle = nav.locator('details.nav-toggle');
  await toggle.locator('summary').click();
  await expect(toggle).toHaveAttribute('open');
  await nav.getByRole('link', { name: 'Novosti', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).not.toHaveAttribute('open');
  await expect(toggle.locator('summary')).toBeFocused();
});
