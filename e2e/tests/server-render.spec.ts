import { daysLabel, documentTypeByKind, hoursRange, ROUTES, WEB_UI } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { consoleProblems } from '../support/console';
import { expect, test } from '../support/fixtures';
import { apiClinic, apiService } from '../support/units';

const rights = documentTypeByKind('PRAVA_OSIGURANIKA');

/** What `curl` sees: the first response of a public page carries its content and its own title. */
test.describe('server-rendered pages', () => {
  const tag = Date.now().toString(36);
  let newsId = 0;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    await apiCreateDocument(request, adminToken, rights, `Pravo ${tag} na zdravstvenu zaštitu & <osiguranje>`);
    newsId = (await apiCreateNews(request, adminToken, `Novost ${tag}: dani otvorenih vrata`, 'Prva rečenica. Druga rečenica.')).id;
    await request.dispose();
  });

  test('a document list arrives with its rows and title', async ({ request }) => {
    const res = await request.get(rights.listPath);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${rights.pageTitle} | `);
    expect(html).toContain(`Pravo ${tag} na zdravstvenu zaštitu &amp; &lt;osiguranje&gt;`);
    // The page's query cache travels as JSON data, not as a script the CSP would have to allow.
    expect(html).toMatch(/<script type="application\/json" id="ssr-data">/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  test('a news item arrives with its text and title; a missing one is a 404', async ({ request }) => {
    const html = await (await request.get(ROUTES.newsDetail(newsId))).text();
    expect(html).toContain(`<title>Novost ${tag}: dani otvorenih vrata | `);
    expect(html).toContain('Prva rečenica. Druga rečenica.');
    for (const path of [ROUTES.newsDetail(2_000_000_000), ROUTES.newsDetail('abc'), '/ne-postoji-stranica']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(WEB_UI.notFoundHeading);
    }
  });

  test('a clinic page arrives with its name, team and hours; ids outside 1–28 are 404', async ({ request }) => {
    const blagaj = await apiClinic(request, 1);
    const html = await (await request.get(ROUTES.clinicDetail(1))).text();
    expect(html).toContain(`<title>${blagaj.name} | `);
    for (const p of blagaj.team) expect(html).toContain(p.name);
    for (const r of blagaj.hours.weekly) {
      expect(html).toContain(daysLabel(r.days));
      expect(html).toContain(hoursRange(r));
    }
    // Open or closed, as the server computed it when it answered.
    expect(html).toContain(blagaj.status.label.split(',')[0]);
    expect((await request.get(ROUTES.clinicDetail(29))).status()).toBe(404);
  });

  test('a service page arrives with its title, people, phone, e-mail and hours (issue 36); an id of no service is a 404', async ({ request }) => {
    const emergency = await apiService(request, 1);
    const html = await (await request.get(ROUTES.serviceDetail(1))).text();
    expect(html).toContain(`<title>${emergency.title} | `);
    expect(html).toContain(`<h1>${emergency.title}</h1>`);
    for (const p of [emergency.head, emergency.chiefNurse!]) expect(html).toContain(p.name);
    expect(html).toContain(`href="tel:${emergency.phone.replace(/\s/g, '')}"`);
    expect(html).toContain(`href="mailto:${emergency.email}"`);
    for (const r of emergency.hours.weekly) {
      expect(html).toContain(daysLabel(r.days));
      expect(html).toContain(hoursRange(r));
    }
    expect(html).toContain(emergency.status.label);
    for (const path of [ROUTES.serviceDetail(2_000_000_000), ROUTES.serviceDetail('abc'), ROUTES.serviceDetail('01')]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(WEB_UI.notFoundHeading);
    }
  });

  test('hydration takes over the server HTML without errors', async ({ page }) => {
    const problems = consoleProblems(page);
    for (const path of [ROUTES.home, rights.listPath, ROUTES.newsDetail(newsId), ROUTES.clinicDetail(1), ROUTES.services, ROUTES.serviceDetail(1), ROUTES.clinicAudio]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Client navigation still works after hydration.
    await page.getByRole('link', { name: WEB_UI.backHome }).or(page.locator('a.brand')).first().click();
    await expect(page).toHaveURL(ROUTES.home);
    expect(problems).toEqual([]);
  });
});
