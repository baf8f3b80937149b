import type { PublicData, RenderedPage, StaffData } from '@dz/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { App, createQueryClient } from './app/App';
import { serverLoaders, type ServerRender } from './app/loaders';
import { createRoutes } from './app/routes';
import { headTags } from './headTags';
import { HeadContext, type PageHead } from './ui/head';
import { RenderedScreens, preloadScreens } from './ui/lazyScreen';
import { SSR_DATA_ID, jsonInScript, timeless, type SsrData } from './ssr';

export { SSR_DATA_ID };

/**
 * Renders one public page on the server (docs/architecture.md, "Server rendering"): the route's
 * loaders fill a fresh query cache from `data` (the API's services, in-process), then React
 * renders the whole page, lazy screens included, before anything is sent, and the page's head
 * is built from what its screen declared. The request's URL is on the site's public origin
 * (absolute links in the head start with it). A redirect from a loader is returned as its Response.
 * `staff`: the request is a signed-in staff member's (the API checked its session cookie): an item only staff see is
 * not a 404, and its screen loads it in the browser (issue 36).
 */
let screensLoaded: Promise<unknown> | undefined;
// Built once: each request's data, cache and status reach the loaders as its request context.
const handler = createStaticHandler(createRoutes(serverLoaders));

export async function render(request: Request, data: PublicData, staff?: StaffData): Promise<RenderedPage | Response> {
  await (screensLoaded ??= preloadScreens());
  const queryClient = createQueryClient();
  let status = 200;
  const server: ServerRender = { data, queryClient, notFound: () => void (status = 404), staff };
  // The site's share picture, for the head of a page without its own: read beside the route's data.
  const [context, sharePicture] = await Promise.all([handler.query(request, { requestContext: server }), data.sharePicture()]);
  if (context instanceof Response) return context;
  // A loader that failed (the database unreachable): no page to show; the server sends the shell.
  if (context.errors) throw Object.values(context.errors)[0];
  const declared: { page?: PageHead } = {};
  const url = new URL(request.url);
  const notFoundPath = status === 404 ? url.pathname : null;
  const screens = new Set<number>();
  const html = await renderToString(
    <StrictMode>
      <RenderedScreens value={screens}>
        <HeadContext value={declared}>
          <App queryClient={queryClient} hydrating={false} notFoundPath={notFoundPath}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </App>
        </HeadContext>
      </RenderedScreens>
    </StrictMode>,
    request.signal,
  );
  const ssr: SsrData = { queries: timeless(dehydrate(queryClient)), notFoundPath, screens: [...screens].sort((a, b) => a - b) };
  // The route's path as the router table writes it ('/zakoni'; home's index route has none, its parent '/').
  const route = context.matches.findLast((m) => m.route.path)?.route.path;
  const head = headTags(declared.page, { url, route, found: status === 200, sharePicture });
  return { status, head, html, data: jsonInScript(ssr) };
}

/**
 * The whole markup once every Suspense boundary has resolved (lazy screens included). A prerender
 * puts each boundary's content in place, so the page needs no inline script (the CSP allows none).
 */
async function renderToString(node: React.ReactNode, signal: AbortSignal): Promise<string> {
  // React outlines a large boundary (over progressiveChunkSize) to show it later by script: never.
  const { prelude } = await prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
