import { DOCUMENT_TYPES, GENERIC_COLLECTIONS, type DocumentType } from '@dz/contracts/collections';
import { ROUTES } from '@dz/contracts/paths';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import { staticPages } from '../features/pages';
import { Layout } from './Layout';
import { lazyScreen } from '../ui/lazyScreen';
import { NotFoundPage } from '../ui/NotFoundPage';
import { PageScreen, type PageModule } from '../ui/page';
import { PAGES } from './pages';

// Screens in their own chunks, downloaded when first opened (ui/lazyScreen.tsx) rather than the
// router's route.lazy: the frame paints at once and the screen streams in behind a spinner.
const NewsListPage = lazyScreen(() => import('../features/news/NewsListPage').then((m) => m.default));
const NewsDetailPage = lazyScreen(() => import('../features/news/NewsDetailPage').then((m) => m.default));
const NewsCreatePage = lazyScreen(() => import('../features/news/NewsCreatePage').then((m) => m.default));
const NewsEditPage = lazyScreen(() => import('../features/news/NewsEditPage').then((m) => m.default));
const DocumentListPage = lazyScreen(() => import('../features/documents/DocumentListPage').then((m) => m.default));
const DocumentCreatePage = lazyScreen(() => import('../features/documents/DocumentCreatePage').then((m) => m.default));
const DocumentEditPage = lazyScreen(() => import('../features/documents/DocumentEditPage').then((m) => m.default));
const LoginPage = lazyScreen(() => import('../features/accounts/LoginPage').then((m) => m.default));
const RegisterPage = lazyScreen(() => import('../features/accounts/RegisterPage').then((m) => m.default));
const AccountsPage = lazyScreen(() => import('../features/accounts/AccountsPage').then((m) => m.default));
const PasswordPage = lazyScreen(() => import('../features/accounts/PasswordPage').then((m) => m.default));
const ClinicEditPage = lazyScreen(() => import('../features/units/ClinicEditPage').then((m) => m.default));
const ServiceEditPage = lazyScreen(() => import('../features/units/ServiceEditPage').then((m) => m.default));
const ClinicCreatePage = lazyScreen(() => import('../features/units/ClinicCreatePage').then((m) => m.default));
const ServiceCreatePage = lazyScreen(() => import('../features/units/ServiceCreatePage').then((m) => m.default));
const InstitutionEditPage = lazyScreen(() => import('../features/units/InstitutionEditPage').then((m) => m.default));
const NoticesPage = lazyScreen(() => import('../features/units/NoticesPage').then((m) => m.default));
const SearchPage = lazyScreen(() => import('../features/search/SearchPage').then((m) => m.default));
const NoticeEditPage = lazyScreen(() => import('../features/units/NoticeEditPage').then((m) => m.default));
const BinPage = lazyScreen(() => import('../features/history/BinPage').then((m) => m.default));
const AuditPage = lazyScreen(() => import('../features/history/AuditPage').then((m) => m.default));
const VersionsPage = lazyScreen(() => import('../features/history/VersionsPage').then((m) => m.default));
const ContentPage = lazyScreen(() => import('../features/content/ContentPage').then((m) => m.default));
const SynonymsPage = lazyScreen(() => import('../features/search/SynonymsPage').then((m) => m.default));
const MenusPage = lazyScreen(() => import('../features/menus/MenusPage').then((m) => m.default));
const DeskPage = lazyScreen(() => import('../features/desk/DeskPage').then((m) => m.default));
const DocumentPreviewPage = lazyScreen(() => import('../features/documents/DocumentPreviewPage').then((m) => m.default));
const CollectionListPage = lazyScreen(() => import('../features/collections/CollectionListPage').then((m) => m.default));
const CollectionCreatePage = lazyScreen(() => import('../features/collections/CollectionEditPage').then((m) => m.CollectionCreatePage));
const CollectionEditPage = lazyScreen(() => import('../features/collections/CollectionEditPage').then((m) => m.CollectionEditPage));

/** The loaders of the public routes, given by the server entry only (app/loaders.ts). */
export interface RouteLoaders {
  home: LoaderFunction;
  news: LoaderFunction;
  newsItem: LoaderFunction;
  documentList: (type: DocumentType) => LoaderFunction;
  /** The frame of every page (footer contacts, notices): the Layout route's. */
  frame: LoaderFunction;
  /** /ambulante and /ambulante-audio. */
  clinics: LoaderFunction;
  clinic: LoaderFunction;
  /** /sluzbe and /sluzbe-audio. */
  services: LoaderFunction;
  service: LoaderFunction;
  /** /pretraga?q=…&page=…: a page of results (none for a query too short). */
  search: LoaderFunction;
  notFound: LoaderFunction;
  /**
   * Staff screens of one record: 404 for an address whose screen shows the 404 page (an id that
   * is not one, an unknown kind of /verzije, a news item, clinic or service that does not exist).
   */
  recordId: LoaderFunction;
  newsEdit: LoaderFunction;
  clinicEdit: LoaderFunction;
  serviceEdit: LoaderFunction;
  versions: LoaderFunction;
  /** A page module's (ui/page.tsx): what its `query` names, through the query API. */
  page: (page: PageModule) => LoaderFunction;
}

/** The static pages that read the API: clinics and services, their audio guides, a clinic's or a service's page. */
const STATIC_PAGE_LOADERS: Partial<Record<string, (l: RouteLoaders) => LoaderFunction>> = {
  [ROUTES.clinics]: (l) => l.clinics,
  [ROUTES.clinicAudio]: (l) => l.clinics,
  [ROUTES.clinicDetail(':id')]: (l) => l.clinic,
  [ROUTES.services]: (l) => l.services,
  [ROUTES.serviceDetail(':id')]: (l) => l.service,
  [ROUTES.serviceAudio]: (l) => l.services,
};

/**
 * Every route of docs/product.md "Routes". Visitors' first load carries the frame, home and news;
 * the rest comes on demand. On the server (`loaders` given, app/loaders.ts) the public routes have
 * loaders that put their data in the query cache before the render, so the first response holds
 * the content; in the browser there are none: screens fetch through react-query as before.
 */
export function createRoutes(loaders?: RouteLoaders, pages: readonly PageModule[] = PAGES): RouteObject[] {
  const load = (pick: (l: RouteLoaders) => LoaderFunction) => (loaders ? { loader: pick(loaders) } : {});
  return [
  {
    path: ROUTES.home,
    Component: Layout,
    ...load((l) => l.frame),
    children: [
      { index: true, Component: HomePage, ...load((l) => l.home) },
      { path: ROUTES.news, Component: NewsListPage, ...load((l) => l.news) },
      { path: ROUTES.newsDetail(':id'), Component: NewsDetailPage, ...load((l) => l.newsItem) },
      { path: ROUTES.newsCreate, Component: NewsCreatePage },
      { path: ROUTES.newsEdit(':id'), Component: NewsEditPage, ...load((l) => l.newsEdit) },
      ...DOCUMENT_TYPES.flatMap((t) => [
        // Keyed by type: going from one list to another starts a fresh screen.
        { path: t.listPath, element: <DocumentListPage key={t.kind} type={t} />, ...load((l) => l.documentList(t)) },
        { path: t.createPath, element: <DocumentCreatePage key={t.kind} type={t} /> },
        { path: `${t.editPath}/:id`, element: <DocumentEditPage key={t.kind} type={t} />, ...load((l) => l.recordId) },
      ]),
      { path: ROUTES.search, Component: SearchPage, ...load((l) => l.search) },
      { path: ROUTES.login, Component: LoginPage },
      { path: ROUTES.register, Component: RegisterPage },
      // The legacy create page for logins: the same screen as register.
      { path: ROUTES.loginDetails, Component: RegisterPage },
      { path: ROUTES.accounts, Component: AccountsPage },
      { path: ROUTES.password, Component: PasswordPage },
      { path: ROUTES.clinicEdit(':id'), Component: ClinicEditPage, ...load((l) => l.clinicEdit) },
      { path: ROUTES.serviceEdit(':id'), Component: ServiceEditPage, ...load((l) => l.serviceEdit) },
      { path: ROUTES.clinicCreate, Component: ClinicCreatePage },
      { path: ROUTES.serviceCreate, Component: ServiceCreatePage },
      { path: ROUTES.institutionEdit, Component: InstitutionEditPage },
      { path: ROUTES.notices, Component: NoticesPage },
      { path: ROUTES.noticeEdit(':id'), Component: NoticeEditPage, ...load((l) => l.recordId) },
      { path: ROUTES.bin, Component: BinPage },
      { path: ROUTES.audit, Component: AuditPage },
      { path: ROUTES.desk, Component: DeskPage },
      { path: ROUTES.content, Component: ContentPage },
      { path: ROUTES.synonyms, Component: SynonymsPage },
      { path: ROUTES.menus, Component: MenusPage },
      { path: ROUTES.documentPreview(':resource', ':id'), Component: DocumentPreviewPage },
      { path: ROUTES.versions(':resource', ':id'), Component: VersionsPage, ...load((l) => l.versions) },
      // The kinds served from their description: their staff list, create and edit screens, at the paths it gives.
      ...GENERIC_COLLECTIONS.flatMap((c) => [
        { path: c.paths.staff!, element: <CollectionListPage key={c.resource} collection={c} /> },
        ...(c.paths.create ? [{ path: c.paths.create, element: <CollectionCreatePage key={c.resource} collection={c} /> }] : []),
        { path: c.paths.edit(':id'), element: <CollectionEditPage key={c.resource} collection={c} />, ...load((l) => l.recordId) },
      ]),
      // The page modules (src/page-modules, app/pages.ts): each its route and its loader.
      ...pages.map((p) => ({ path: p.path, element: <PageScreen page={p} />, ...load((l) => l.page(p)) })),
      ...staticPages.map(({ path, Component }) => ({
        path,
        Component,
        ...(STATIC_PAGE_LOADERS[path] ? load(STATIC_PAGE_LOADERS[path]) : {}),
      })),
      { path: '*', Component: NotFoundPage, ...load((l) => l.notFound) },
    ],
  },
  ];
}
