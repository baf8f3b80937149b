/**
 * @dz/content: the institution's static content as typed data. Browser-safe (no Node
 * APIs): the web app imports it directly. Node-only helpers (PDF rendering, demo seed)
 * live under '@dz/content/demo'.
 */
export * from './institution.js';
export type * from './types.js';
export * from './assets.js';
export * from './logo.js';
export * from './sharePicture.js';
export * from './staticDocs.js';
export * from './library.js';
export * from './centreLaws/index.js';
export * from './pages/educationCentre.js';
export * from './pages/education.js';
export * from './pages/info.js';
export * from './pages/mission.js';
export * from './pages/about.js';
export * from './pages/ads.js';
export * from './pages/intros.js';
export * from './pages/home.js';
export * from './pages/accessibility.js';
export { foldDiacritics, slugify } from './text.js';
export * from './search.js';
export * from './pages/listings.js';
export * from './feeds.js';
