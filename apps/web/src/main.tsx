import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { App, createQueryClient } from './app/App';
import { createRoutes } from './app/routes';
import { SSR_DATA_ID, stampedAt, type SsrData } from './ssr';
import './styles/base.css';
import './app/screenStyles';

const container = document.getElementById('root')!;
// A server-rendered page carries its query cache (JSON, not a script: the CSP allows no inline code).
const ssrData = document.getElementById(SSR_DATA_ID);
const ssr = ssrData?.textContent ? (JSON.parse(ssrData.textContent) as SsrData) : null;
const queryClient = createQueryClient();
// The page's data is as new as the page (its fetch instants are not in it: ssr.ts timeless).
if (ssr) hydrate(queryClient, stampedAt(ssr.queries, Date.now()));
const hydrating = ssr !== null && container.firstChild !== null;

/**
 * The browser's router is the declarative one over the same route objects as the server's data
 * router: the browser's routes have no loaders, and the data router's code (about 17 KB gzipped of
 * the first load) would do nothing here. The markup is the same, so hydration matches.
 */
const routes = createRoutes();
function Routes() {
  return useRoutes(routes);
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} hydrating={hydrating} notFoundPath={ssr?.notFoundPath}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task (Lighthouse's Total Blocking Time on phones).
startTransition(() => {
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
