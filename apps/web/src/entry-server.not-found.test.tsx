// @vitest-environment happy-dom
// Soft 404s (issue 20, item 8): every server-rendered address whose screen is the 404 page answers
// status 404, staff screens included; those that exist still answer 200. Rendered as
// apps/api/src/http/web.ts calls the server entry, with PublicData answered by the fixtures.
import { DOCUMENT_TYPES, ROUTES, WEB_UI, type PublicData, type RenderedPage } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { clinicFixture, frameFixture, serviceFixture } from './test/fixtures';

const NEWS_ID = 7;
const data: PublicData = {
  newsSummaries: async () => [],
  newsPage: async () => ({ items: [], totalItems: 0 }),
  news: async (id) => (id === NEWS_ID
    ? {
      id, naslov: 'Novost', opis: 'Opis', imageAlt: '', imageDecorative: false, imageCaption: '', slikaUrl: '', slikaKarticaUrl: '',
      createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
    }
    : null),
  documentPage: async () => ({ items: [], totalItems: 0 }),
  frame: async () => frameFixture,
  clinics: async () => [clinicFixture],
  clinic: async (id) => (id === clinicFixture.id ? clinicFixture : null),
  services: async () => [serviceFixture],
  service: async (id) => (id === serviceFixture.id ? serviceFixture : null),
  search: async (q) => ({ items: [], totalItems: 0, query: q }),
  sharePicture: async () => ({ url: '/assets/img/dijeljenje.jpg', width: 1200, height: 630, custom: false }),
  find: async () => [],
  findById: async () => null,
};

const page = async (path: string) => (await render(new Request(`http://localhost${path}`), data)) as RenderedPage;
const shows404 = (html: string) => html.includes(WEB_UI.notFoundHeading);
const zakon = DOCUMENT_TYPES.find((t) => t.resource === 'Zakon')!;

describe('staff addresses that do not exist', () => {
  it.each([
    ['an unknown kind of versions', ROUTES.versions('Nepostoji', 1)],
    ['versions of an id that is not one', ROUTES.versions('Novost', 'abc')],
    ['versions of a document id written as 1e1', ROUTES.versions('Zakon', '1e1')],
    ['a news edit of an id that is not one', ROUTES.newsEdit('0x1')],
    ['a news edit of a news item that does not exist', ROUTES.newsEdit(999)],
    ['a document edit of an id that is not one', `${zakon.editPath}/+1`],
    ['a clinic edit of a clinic that does not exist', ROUTES.clinicEdit(99)],
    ['a service edit of a service that does not exist', ROUTES.serviceEdit(99)],
    ['a service edit with a leading zero', ROUTES.serviceEdit(`0${serviceFixture.id}`)],
    ['a notice edit of an id that is not one', ROUTES.noticeEdit('1.0')],
    ['a clinic page written with an exponent (clinic 10 before)', ROUTES.clinicDetail('1e1')],
    ['a clinic page with a space', ROUTES.clinicDetail('%201')],
    ['a service page of a service that does not exist', ROUTES.serviceDetail(99)],
    ['a service page with a leading zero', ROUTES.serviceDetail(`0${serviceFixture.id}`)],
    ['a news page in hex', ROUTES.newsDetail('0x7')],
  ])('answer 404 with the 404 page: %s', async (_name, path) => {
    const { status, html } = await page(path);
    expect([status, shows404(html)], path).toEqual([404, true]);
  });

  it('leave the addresses that exist at 200, without the 404 page', async () => {
    for (const path of [ROUTES.versions('Novost', 5), ROUTES.versions('Zakon', 3), ROUTES.newsEdit(NEWS_ID), `${zakon.editPath}/3`,
      ROUTES.clinicEdit(clinicFixture.id), ROUTES.serviceEdit(serviceFixture.id), ROUTES.noticeEdit(2), ROUTES.clinicDetail(clinicFixture.id),
      ROUTES.serviceDetail(serviceFixture.id)]) {
      const { status, html } = await page(path);
      expect([status, shows404(html)], path).toEqual([200, false]);
    }
  });
});
