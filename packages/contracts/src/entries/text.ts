/**
 * `@dz/contracts/text`: words, once: the screens' text, the API's messages and the end-to-end
 * tests read the same sentence from here. Zod-free. The first load reads `FRAME_UI` and
 * `STATUS_ERRORS` (frame-text.ts, status-errors.ts), not the whole of `WEB_UI` or `API_ERRORS`.
 */
export * from '../status-errors.js';
export * from '../messages.js';
export * from '../frame-text.js';
export * from '../menu-text.js';
export * from '../web.js';
export * from '../collection-text.js';
export * from '../unit-text.js';
export * from '../search-text.js';
export * from '../two-factor-text.js';
export * from '../session-text.js';
export * from '../desk-text.js';
export * from '../editing.js';
export * from '../news-picture.js';
export * from '../share-picture.js';
export * from '../sign-out.js';
export * from '../page-editor-text.js';
