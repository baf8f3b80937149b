import { DOCUMENT_TYPES, ROUTES } from '@dz/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import NewsListPage from '../features/news/NewsListPage';
import { staticPages } from '../features/pages';
import { Layout } from './Layout';
import { NotFoundPage } from '../ui/NotFoundPage';
import { RouteError } from './RouteError';

// Screens in their own chunks, downloaded when first opened. React.lazy rather than the
// router's route.lazy: the frame paints at once and the screen streams in behind a spinner.
const NewsDetailPage = lazy(() => import('../features/news/NewsDetailPage'));
const NewsCreatePage = lazy(() => import('../features/news/NewsCreatePage'));
const NewsEditPage = lazy(() => import('../features/news/NewsEditPage'));
const DocumentListPage = lazy(() => import('../features/documents/DocumentListPage'));
const DocumentCreatePage = lazy(() => import('../features/documents/DocumentCreatePage'));
const DocumentEditPage = lazy(() => import('../features/documents/DocumentEditPage'));
const LoginPage = lazy(() => import('../features/accounts/LoginPage'));
const RegisterPage = lazy(() => import('../features/accounts/RegisterPage'));
const AccountsPage = lazy(() => import('../features/accounts/AccountsPage'));

/** Every route of docs/product.md "Routes". Visitors' first load carries the frame, home and news; the rest comes on demand. */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: Layout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          { path: ROUTES.news, Component: NewsListPage },
          { path: ROUTES.newsDetail(':id'), Component: NewsDetailPage },
          { path: ROUTES.newsCreate, Component: NewsCreatePage },
          { path: ROUTES.newsEdit(':id'), Component: NewsEditPage },
          ...DOCUMENT_TYPES.flatMap((t) => [
            // Keyed by type: going from one list to another starts a fresh screen.
            { path: t.listPath, element: <DocumentListPage key={t.kind} type={t} /> },
            { path: t.createPath, element: <DocumentCreatePage key={t.kind} type={t} /> },
            { path: `${t.editPath}/:id`, element: <DocumentEditPage key={t.kind} type={t} /> },
          ]),
          { path: ROUTES.login, Component: LoginPage },
          { path: ROUTES.register, Component: RegisterPage },
          // The legacy create page for logins: the same screen as register.
          { path: ROUTES.loginDetails, Component: RegisterPage },
          { path: ROUTES.accounts, Component: AccountsPage },
          ...staticPages.map(({ path, Component }) => ({ path, Component })),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
