import { DOCUMENT_TYPES, ROUTES, idFromParam, pageFromQuery, type DocumentType, type PublicData } from '@dz/contracts';
import { clinicById } from '@dz/content';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { documentKeys } from '../features/documents/queries';
import { newsKeys } from '../features/news/queries';
import HomePage from '../features/home/HomePage';
import { staticPages } from '../features/pages';
import { Layout } from './Layout';
import { lazyScreen } from '../ui/lazyScreen';
import { NotFoundPage } from '../ui/NotFoundPage';
import { RouteError } from './RouteError';

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

/**
 * What a server render gives the routes: the page's data from the API process, the request's
 * query cache to fill (sent to the browser for hydration), and a way to answer 404.
 */
export interface ServerRender {
  data: PublicData;
  queryClient: QueryClient;
  notFound(): void;
}

type Loader = (server: ServerRender, args: LoaderFunctionArgs) => Promise<void> | void;

/**
 * Every route of docs/product.md "Routes". Visitors' first load carries the frame, home and news;
 * the rest comes on demand. On the server (`server` given) the public routes have loaders that
 * put their data in the query cache before the render, so the first response holds the content;
 * in the browser there are none: screens fetch through react-query as before.
 */
export function createRoutes(server?: ServerRender): RouteObject[] {
  const load = (loader: Loader) =>
    server ? { loader: async (args: LoaderFunctionArgs) => { await loader(server, args); return null; } } : {};
  return [
  {
    path: ROUTES.home,
    Component: Layout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage, ...load(newsSummaries) },
          { path: ROUTES.news, Component: NewsListPage, ...load(newsPage) },
          { path: ROUTES.newsDetail(':id'), Component: NewsDetailPage, ...load(newsItem) },
          { path: ROUTES.newsCreate, Component: NewsCreatePage },
          { path: ROUTES.newsEdit(':id'), Component: NewsEditPage },
          ...DOCUMENT_TYPES.flatMap((t) => [
            // Keyed by type: going from one list to another starts a fresh screen.
            { path: t.listPath, element: <DocumentListPage key={t.kind} type={t} />, ...load(documentPage(t)) },
            { path: t.createPath, element: <DocumentCreatePage key={t.kind} type={t} /> },
            { path: `${t.editPath}/:id`, element: <DocumentEditPage key={t.kind} type={t} /> },
          ]),
          { path: ROUTES.login, Component: LoginPage },
          { path: ROUTES.register, Component: RegisterPage },
          // The legacy create page for logins: the same screen as register.
          { path: ROUTES.loginDetails, Component: RegisterPage },
          { path: ROUTES.accounts, Component: AccountsPage },
          ...staticPages.map(({ path, Component }) => ({
            path,
            Component,
            ...(path === ROUTES.clinicDetail(':id') ? load(clinicExists) : {}),
          })),
          { path: '*', Component: NotFoundPage, ...load((s) => s.notFound()) },
        ],
      },
    ],
  },
  ];
}

const newsSummaries: Loader = async ({ data, queryClient }) => {
  queryClient.setQueryData(newsKeys.list, await data.newsSummaries());
};

/** The list page a URL asks for (`?page=N`), read as the screens read it. */
const pageOf = (request: Request) => pageFromQuery(new URL(request.url).searchParams.get('page'));

const newsPage: Loader = async ({ data, queryClient }, { request }) => {
  const page = pageOf(request);
  queryClient.setQueryData(newsKeys.page(page), await data.newsPage(page));
};

const newsItem: Loader = async ({ data, queryClient, notFound }, { params }) => {
  const id = idFromParam(params.id);
  const news = id === undefined ? null : await data.news(id);
  // The screens show the picture by its URL; the legacy base64 copy stays out of the page.
  if (news) queryClient.setQueryData(newsKeys.item(news.id), { ...news, slika: '' });
  else notFound();
};

const documentPage = (type: DocumentType): Loader => async ({ data, queryClient }, { request }) => {
  const page = pageOf(request);
  queryClient.setQueryData(documentKeys.page(type, page), await data.documentPage(type, page));
};

const clinicExists: Loader = ({ notFound }, { params }) => {
  if (!clinicById(Number(params.id))) notFound();
};
