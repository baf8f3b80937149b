/**
 * `@dz/contracts/schemas`: the wire's shapes as zod schemas, with the types they infer and the
 * parsing helpers built on them. The one entry that loads zod: forms, staff screens and the API
 * import it; the pages a visitor loads first do not (apps/web/src/layers.test.ts, the bundle check).
 */
export * from '../fields.js';
export * from '../error-map.js';
export * from '../paging.js';
export * from '../entities.js';
export * from '../collection-schemas.js';
export * from '../units.js';
export * from '../account.js';
export * from '../search.js';
export * from '../history.js';
export * from '../two-factor.js';
export * from '../content.js';
export * from '../presence.js';
export * from '../desk.js';
export * from '../blocks.js';
export * from '../menus.js';
