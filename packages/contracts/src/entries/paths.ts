/**
 * `@dz/contracts/paths`: addresses and what crosses them: the API's paths, the web app's routes,
 * the site's page lists (public, indexed, staff), and what the server-rendered pages read and give
 * back (public-data.ts, server-render.ts). Zod-free.
 */
export * from '../api.js';
export * from '../routes.js';
export * from '../site-paths.js';
export * from '../public-data.js';
export * from '../server-render.js';
export * from '../page-path.js';
