/**
 * `@dz/contracts/rules`: the domain's rules without zod: limits and constants, formats, dates,
 * hours, publication, links, uploads, the guards that check an answer's shape, paging's numbers,
 * the password rule (its estimator loads on first use), the clinic finder, search results.
 */
export * from '../constants.js';
export * from '../format.js';
export * from '../fold.js';
export * from '../hours.js';
export * from '../publication.js';
export * from '../links.js';
export * from '../uploads.js';
export * from '../preview.js';
export * from '../description.js';
export * from '../pagination.js';
export * from '../item-tag.js';
export * from '../guards.js';
export * from '../unit-guards.js';
export * from '../search-results.js';
export * from '../clinic-finder.js';
export * from '../password-strength.js';
export * from '../password-loader.js';
export * from '../block-upgrades.js';
export * from '../block-render.js';
