import { DOCUMENT_TYPES, ROUTES, type DocumentType } from '@dz/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import NewsListPage from '../features/news/NewsListPage';
import { staticPages } from '../features/pages';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';

type Module<P> = { default: ComponentType<P> };

/** A route whose screen is its own chunk, downloaded only when someone opens it. */
const lazyPage = (path: string, load: () => Promise<Module<object>>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The same for the generic document screens, bound to one registry entry. */
const lazyDocumentPage = (path: string, type: DocumentType, load: () => Promise<Module<{ type: DocumentType }>>): RouteObject => ({
  path,
  lazy: async () => {
    const Page = (await load()).default;
    return { Component: () => <Page type={type} /> };
  },
});

const loadList = () => import('../features/documents/DocumentListPage');
const loadCreate = () => import('../features/documents/DocumentCreatePage');
const loadEdit = () => import('../features/documents/DocumentEditPage');
const loadRegister = () => import('../features/accounts/RegisterPage');

/** Every route of SPEC §2. Visitors' first load carries the frame, home and news; the rest comes on demand. */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: Layout,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          { path: ROUTES.novosti, Component: NewsListPage },
          lazyPage(ROUTES.novostDetail(':id'), () => import('../features/news/NewsDetailPage')),
          lazyPage(ROUTES.novostCreate, () => import('../features/news/NewsCreatePage')),
          lazyPage(ROUTES.novostEdit(':id'), () => import('../features/news/NewsEditPage')),
          ...DOCUMENT_TYPES.flatMap((t) => [
            lazyDocumentPage(t.listPath, t, loadList),
            lazyDocumentPage(t.createPath, t, loadCreate),
            lazyDocumentPage(`${t.editPath}/:id`, t, loadEdit),
          ]),
          lazyPage(ROUTES.login, () => import('../features/accounts/LoginPage')),
          lazyPage(ROUTES.register, loadRegister),
          // SPEC's create page for logins: the same screen as register.
          lazyPage(ROUTES.loginDetails, loadRegister),
          lazyPage(ROUTES.accounts, () => import('../features/accounts/AccountsPage')),
          ...staticPages.map(({ path, Component }) => ({ path, Component })),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
