// @vitest-environment happy-dom
// The server entry rendered as apps/api/src/http/web.ts calls it, with PublicData answered by the fixtures (jsdom: the shared setup clears localStorage).
import { CLINIC_FINDER_UI, ROUTES, SEARCH_TEXT, WEB_UI, type PublicData, type RenderedPage } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { clinicFixture, findStoredPage, frameFixture, laboratoryFixture, noticeFixture, searchResultsFixture, serviceFixture } from './test/fixtures';

/** The API's in-process data as the server render reads it: the fixtures, one urgent notice. */
const data: PublicData = {
  newsSummaries: async () => [],
  newsPage: async () => ({ items: [], totalItems: 0 }),
  news: async () => null,
  documentPage: async () => ({ items: [], totalItems: 0 }),
  frame: async () => ({ ...frameFixture, notices: [{ ...noticeFixture, urgent: true }] }),
  clinics: async () => [clinicFixture, laboratoryFixture],
  clinic: async (id) => (id === clinicFixture.id ? clinicFixture : null),
  services: async () => [serviceFixture],
  service: async (id) => (id === serviceFixture.id ? serviceFixture : null),
  // The fixture's results for its query on page 2, none for any other (a query too short is never asked).
  search: async (q, page) => {
    if (q.length < 2) throw new Error(`asked for "${q}"`);
    return q === searchResultsFixture.query && page === 2 ? searchResultsFixture : { items: [], totalItems: 0, query: q };
  },
  sharePicture: async () => ({ url: '/assets/img/dijeljenje.jpg', width: 1200, height: 630, custom: false }),
  // The seeded static pages (issue 38), found by their path.
  find: findStoredPage,
  findById: async () => null,
};

const page = async (path: string) => (await render(new Request(`http://localhost${path}`), data)) as RenderedPage;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('server render of the unit pages and the frame', () => {
  it('puts the notices and the footer contacts into every page, the frame into its query cache', async () => {
    for (const path of [ROUTES.home, ROUTES.mission, ROUTES.clinicDetail(99)]) {
      const { html, data: cache } = await page(path);
      expect(text(html), path).toContain(`${WEB_UI.noticeUrgent} ${noticeFixture.text}`);
      expect(html, path).toContain('href="tel:036580100"');
      // The emergency strip: 124 and the on-duty number, in the server's HTML.
      expect(text(html), path).toContain(`${WEB_UI.emergencyCall} 124 Dežurna ambulanta 036 580 199`);
      expect(html, path).toContain('href="tel:124"');
      expect(html, path).toContain('href="tel:036580199"');
      expect(cache, path).toContain('"okvir"');
    }
  });

  it('renders the clinic list with statuses, a clinic with its hours, 404 for an unknown id, and the services and guides', async () => {
    expect(text((await page(ROUTES.clinics)).html)).toContain(`Blagaj ${clinicFixture.status.label} ${CLINIC_FINDER_UI.phone} ${clinicFixture.phones[0]} Zubotehnički laboratorij ${laboratoryFixture.status.label}`);
    const blagaj = await page(ROUTES.clinicDetail(1));
    expect(blagaj.status).toBe(200);
    expect(text(blagaj.html)).toContain('Ponedjeljak – petak 13:30–20:00 Druga smjena');
    expect(blagaj.html).toContain('href="tel:061222333"');
    expect((await page(ROUTES.clinicDetail(99))).status).toBe(404);
    expect((await page('/ambulante-details/abc')).status).toBe(404);
    expect(text((await page(ROUTES.services)).html)).toContain(serviceFixture.head.name);
    // A service's own page (issue 36): its people, its phone as a link, its hours; an id there is not is a 404.
    const emergency = await page(ROUTES.serviceDetail(serviceFixture.id));
    expect(emergency.status).toBe(200);
    expect(text(emergency.html)).toContain(`${serviceFixture.chiefNurse!.role} ${serviceFixture.chiefNurse!.name}`);
    expect(text(emergency.html)).toContain('Svaki dan 00:00–24:00');
    expect(emergency.html).toContain('href="tel:124"');
    expect(emergency.data).toContain(`"sluzbe",${serviceFixture.id}`);
    expect((await page(ROUTES.serviceDetail(99))).status).toBe(404);
    expect((await page(ROUTES.clinicAudio)).html).toContain('download="ambulanta-01-blagaj.mp3"');
  });

  it('renders the clinic finder\'s address: its choices in the form, the clinics it finds, their count', async () => {
    const open = await page(`${ROUTES.clinics}?q=ZUBOTEHNICKI&vrsta=laboratorij&otvoreno=1`);
    expect(open.status).toBe(200);
    expect(open.html).toContain('value="ZUBOTEHNICKI"');
    expect(open.html).toMatch(/<option value="laboratorij" selected="">/);
    expect(open.html).toMatch(/<input[^>]*name="otvoreno"[^>]*checked=""/);
    expect(text(open.html)).toContain(CLINIC_FINDER_UI.count(1, 2));
    expect(text(open.html)).toContain(`Zubotehnički laboratorij ${laboratoryFixture.status.label}`);
    expect(open.html).not.toContain('>Blagaj</a>');
    // Blagaj is closed: open now finds nothing of it.
    const none = await page(`${ROUTES.clinics}?q=blagaj&otvoreno=1`);
    expect(text(none.html)).toContain(CLINIC_FINDER_UI.none);
    expect(none.html).toContain(`href="${ROUTES.clinics}"`);
  });

  it('gives the home page the structured data with the frame\'s contacts', async () => {
    const { head } = await page(ROUTES.home);
    expect(JSON.parse(head.structuredData!)).toMatchObject({
      telephone: frameFixture.institution.phone,
      address: { streetAddress: frameFixture.institution.street, postalCode: '88000', addressLocality: 'Mostar', addressCountry: 'BA' },
    });
  });
});

describe('server render of the search', () => {
  it('renders the results with their marks, says noindex and names the query in the title', async () => {
    const { status, html, head, data: cache } = await page(`${ROUTES.search}?q=vakcinacija%20%20djece&page=2`);
    expect(status).toBe(200);
    expect(html).toContain('Počinje <mark>vakcinacija</mark> <mark>djece</mark> predškolskog');
    expect(text(html)).toContain(SEARCH_TEXT.count(25));
    expect(html).toContain('value="vakcinacija djece"');
    expect(head.title).toContain(SEARCH_TEXT.title('vakcinacija djece'));
    expect(head.elements).toContainEqual({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
    expect(head.elements.some((e) => e.attributes.rel === 'canonical')).toBe(false);
    expect(cache).toContain('"pretraga","vakcinacija djece",2');
  });

  it('answers 200 with the hint for no query or one too short, and with its message when nothing is found', async () => {
    for (const path of [ROUTES.search, `${ROUTES.search}?q=a`]) {
      const { status, html } = await page(path);
      expect([status, text(html).includes(SEARCH_TEXT.tooShort)], path).toEqual([200, true]);
    }
    const none = await page(`${ROUTES.search}?q=xyzw`);
    expect([none.status, text(none.html).includes(SEARCH_TEXT.none('xyzw'))]).toEqual([200, true]);
  });

  it('keeps a canonical link and no robots meta on other pages', async () => {
    const { head } = await page(ROUTES.mission);
    expect(head.elements.some((e) => e.attributes.rel === 'canonical')).toBe(true);
    expect(head.elements.some((e) => e.attributes.name === 'robots')).toBe(false);
  });
});
