import {
  aboutDetailPage, aboutPage, accessibilityStatement, clinicAudioPage, clinicsPage, educationCentrePage, institution, missionPage,
  patientInfoPage, serviceAudioPage, servicesPage,
} from '@dz/content';
import { DOCUMENT_TYPES, PUBLIC_PATHS, ROUTES, SEARCH_TEXT, WEB_UI } from '@dz/contracts';
import type { APIRequestContext } from '@playwright/test';
import { apiClinic, apiService } from './units';

/** An address the site does not have. */
export const UNKNOWN_PATH = '/nepostojeca-stranica';

export interface PublicPage {
  path: string;
  status: 200 | 404;
  /** The text of the page's one h1, or how to read it from the API (a clinic's name, a service's title: data staff edit). */
  h1: string | ((request: APIRequestContext) => Promise<string>);
  /** A CSS selector, inside <main>, of what shows the page's content (a list row, a card, a section). */
  content: string;
}

const page = (path: string, h1: PublicPage['h1'], content: string): PublicPage => ({ path, status: 200, h1, content });
const clinic = (id: number) => page(ROUTES.clinicDetail(id), async (request) => (await apiClinic(request, id)).name, '.unit-detail');
const service = (id: number) => page(ROUTES.serviceDetail(id), async (request) => (await apiService(request, id)).title, '.unit-detail');

/** The h1 a page must show now. */
export const headingOf = async (p: PublicPage, request: APIRequestContext) => (typeof p.h1 === 'string' ? p.h1 : p.h1(request));

const known: PublicPage[] = [
  page(ROUTES.home, institution.name, '.info-box'),
  page(ROUTES.patientInfo, patientInfoPage.title, '.content-page'),
  page(ROUTES.educationCentre, educationCentrePage.title!, '.content-page'),
  page(ROUTES.mission, missionPage.title!, '.content-page'),
  page(ROUTES.accessibility, accessibilityStatement.title, '.content-page'),
  page(ROUTES.about, aboutPage.title!, '.content-page'),
  page(ROUTES.aboutDetails, aboutDetailPage.title!, '.content-page'),
  page(ROUTES.aboutDetailsAlias, aboutDetailPage.title!, '.content-page'),
  page(ROUTES.news, WEB_UI.newsHeading, 'article'),
  page(ROUTES.login, WEB_UI.loginHeading, 'form'),
  page(ROUTES.clinics, clinicsPage.title, '.card-link'),
  page(ROUTES.services, servicesPage.title, '.flip-card'),
  page(ROUTES.clinicAudio, clinicAudioPage.title, 'audio'),
  page(ROUTES.serviceAudio, serviceAudioPage.title, 'audio'),
  // Without a query: the form and its hint (e2e/tests/search.spec.ts searches).
  page(ROUTES.search, SEARCH_TEXT.heading, 'form[role="search"]'),
  ...DOCUMENT_TYPES.map((t) => page(t.listPath, t.pageTitle, '.doc-row')),
];

/**
 * Every public page of docs/product.md "Routes" (contracts PUBLIC_PATHS), the first and the last
 * clinic and service (the last has neither a chief nurse nor an audio guide) and an unknown address, with what each must show: the pages the specs open one by one with
 * JavaScript on (a11y.spec.ts) and off (no-js.spec.ts). A news item's page needs news: the specs
 * add it. The home page's news and the lists' rows need content too: a spec that checks them
 * creates some first.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  ...PUBLIC_PATHS.map((path) => {
    const found = known.find((p) => p.path === path);
    if (!found) throw new Error(`${path}: a public page without its expectations in e2e/support/pages.ts`);
    return found;
  }),
  clinic(1),
  clinic(28),
  service(1),
  service(20),
  { path: UNKNOWN_PATH, status: 404, h1: WEB_UI.notFoundHeading, content: '.not-found' },
];
