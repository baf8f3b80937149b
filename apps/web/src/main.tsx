import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { App, createQueryClient } from './app/App';
import { createRoutes } from './app/routes';
import { SSR_DATA_ID, stampedAt, type SsrData } from './ssr';
import { preloadRendered } from './ui/lazyScreen';
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
const start = () =>
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });

// The server's HTML stays on screen, as it came, until the code of every screen it drew has arrived: hydrating a
// screen whose chunk is still on its way would suspend, and the frame's first updates would then put the Suspense
// fallback in its place ("Učitavanje…" for up to 1.5 s on a slow phone: issue 36). React Router's advice for lazy
// routes under server rendering is the same: load them, then hydrate. Not a top-level await: the screens' chunks
// import this entry's chunk, which would wait for itself.
if (hydrating) void preloadRendered(ssr.screens ?? []).then(start, start);
else start();
