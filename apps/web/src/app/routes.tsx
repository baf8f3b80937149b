import { DOCUMENT_TYPES, GENERIC_COLLECTIONS } from '@dz/contracts/collections';
import { ROUTES } from '@dz/contracts/paths';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { lazyScreen } from '../ui/lazyScreen';
import type { PageQuery } from '../api/find';
import { PageScreen, type PageModule } from '../ui/page';
import { PAGES } from './pages';
import { newsQueries, unitQueries } from '../api/pageQueries';

// Screens in their own chunks, downloaded when first opened (ui/lazyScreen.tsx) rather than the
// router's route.lazy: the frame paints at once and the screen streams in behind a spinner.
const NewsCreatePage = lazyScreen(() => import('../features/news/NewsCreatePage').then((m) => m.default));
const NewsEditPage = lazyScreen(() => import('../features/news/NewsEditPage').then((m) => m.default));
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
const NoticeEditPage = lazyScreen(() => import('../features/units/NoticeEditPage').then((m) => m.default));
const BinPage = lazyScreen(() => import('../features/history/BinPage').then((m) => m.default));
const AuditPage = lazyScreen(() => import('../features/history/AuditPage').then((m) => m.default));
const VersionsPage = lazyScreen(() => import('../features/history/VersionsPage').then((m) => m.default));
const ContentPage = lazyScreen(() => import('../features/content/ContentPage').then((m) => m.default));
const SynonymsPage = lazyScreen(() => import('../features/search/SynonymsPage').then((m) => m.default));
const AnyPage = lazyScreen(() => import('../features/pages/AnyPage').then((m) => m.default));
const MenusPage = lazyScreen(() => import('../features/menus/MenusPage').then((m) => m.default));
const DeskPage = lazyScreen(() => import('../features/desk/DeskPage').then((m) => m.default));
const DocumentPreviewPage = lazyScreen(() => import('../features/documents/DocumentPreviewPage').then((m) => m.default));
const CollectionListPage = lazyScreen(() => import('../features/collections/CollectionListPage').then((m) => m.default));
const CollectionCreatePage = lazyScreen(() => import('../features/collections/CollectionEditPage').then((m) => m.CollectionCreatePage));
const CollectionEditPage = lazyScreen(() => import('../features/collections/CollectionEditPage').then((m) => m.CollectionEditPage));
// The page editor (issue 38): its chunk alone carries the block editor and Tiptap; the pages' list is the generic one.
const PageListPage = lazyScreen(() => import('../features/pageEditor/PageListPage').then((m) => m.default));
const PageCreatePage = lazyScreen(() => import('../features/pageEditor/PageScreens').then((m) => m.PageCreatePage));
const PageEditPage = lazyScreen(() => import('../features/pageEditor/PageScreens').then((m) => m.PageEditPage));

/** The loaders of the routes, given by the server entry only (app/loaders.ts). */
export interface RouteLoaders {
  /** A page module's (ui/page.tsx): what its `query` names, read in-process; 404 for an item that is none or a page past the last. */
  page: (page: PageModule) => LoaderFunction;
  /** The frame of every page (footer contacts, notices): the Layout route's. */
  frame: LoaderFunction;
  notFound: LoaderFunction;
  /**
   * Staff screens of one record: 404 for an address whose screen shows the 404 page (an id that is not one, an unknown
   * kind of /verzije; `existing`: a record its public page's query finds none of, a news item, clinic or service).
   */
  recordId: LoaderFunction;
  existing: (query: (id: number) => PageQuery) => LoaderFunction;
  versions: LoaderFunction;
}

/**
 * Every route of docs/product.md "Routes". Visitors' first load carries the frame, home and news;
 * the rest comes on demand. The public pages are the page modules (app/pages.ts `PAGES`): each its route and, on the
 * server (`loaders` given, app/loaders.ts), the one loader of them all, which puts the page's data in the query cache
 * before the render, so the first response holds the content; in the browser there are none: screens fetch through
 * react-query under the same keys.
 */
export function createRoutes(loaders?: RouteLoaders, pages: readonly PageModule[] = PAGES): RouteObject[] {
  const load = (pick: (l: RouteLoaders) => LoaderFunction) => (loaders ? { loader: pick(loaders) } : {});
  return [
  {
    path: ROUTES.home,
    Component: Layout,
    ...load((l) => l.frame),
    children: [
      // The page modules (src/page-modules, app/pages.ts): each its route and the one loader; home is the index route.
      ...pages.map((p) => ({
        ...(p.path === ROUTES.home ? { index: true } : { path: p.path }),
        ...(p.Screen ? { Component: p.Screen } : { element: <PageScreen page={p} /> }),
        ...load((l) => l.page(p)),
      })),
      { path: ROUTES.newsCreate, Component: NewsCreatePage },
      { path: ROUTES.newsEdit(':id'), Component: NewsEditPage, ...load((l) => l.existing(newsQueries.item)) },
      ...DOCUMENT_TYPES.flatMap((t) => [
        // Keyed by type: going from one type's screen to another's starts a fresh screen.
        { path: t.createPath, element: <DocumentCreatePage key={t.kind} type={t} /> },
        { path: `${t.editPath}/:id`, element: <DocumentEditPage key={t.kind} type={t} />, ...load((l) => l.recordId) },
      ]),
      { path: ROUTES.login, Component: LoginPage },
      { path: ROUTES.register, Component: RegisterPage },
      // The legacy create page for logins: the same screen as register.
      { path: ROUTES.loginDetails, Component: RegisterPage },
      { path: ROUTES.accounts, Component: AccountsPage },
      { path: ROUTES.password, Component: PasswordPage },
      { path: ROUTES.clinicEdit(':id'), Component: ClinicEditPage, ...load((l) => l.existing(unitQueries.clinic)) },
      { path: ROUTES.serviceEdit(':id'), Component: ServiceEditPage, ...load((l) => l.existing(unitQueries.service)) },
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
      { path: ROUTES.pages, Component: PageListPage },
      { path: ROUTES.pageCreate, Component: PageCreatePage },
      { path: ROUTES.pageEdit(':id'), Component: PageEditPage, ...load((l) => l.recordId) },
      { path: ROUTES.menus, Component: MenusPage },
      { path: ROUTES.documentPreview(':resource', ':id'), Component: DocumentPreviewPage },
      { path: ROUTES.versions(':resource', ':id'), Component: VersionsPage, ...load((l) => l.versions) },
      // The kinds served from their description: their staff list, create and edit screens, at the paths it gives.
      ...GENERIC_COLLECTIONS.flatMap((c) => [
        { path: c.paths.staff!, element: <CollectionListPage key={c.resource} collection={c} /> },
        ...(c.paths.create ? [{ path: c.paths.create, element: <CollectionCreatePage key={c.resource} collection={c} /> }] : []),
        { path: c.paths.edit(':id'), element: <CollectionEditPage key={c.resource} collection={c} />, ...load((l) => l.recordId) },
      ]),
      // The static content pages (features/pages): nothing to load.
      // Any other address: a page staff made there (issue 39), else the 404 page.
      { path: '*', Component: AnyPage, ...load((l) => l.notFound) },
    ],
  },
  ];
}
