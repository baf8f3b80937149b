/**
 * `@dz/contracts/collections`: the kinds of content, described once: the document registry, the
 * collections' descriptions and the kinds served from them. Zod-free (the schemas built from the
 * descriptions are `@dz/contracts/schemas`').
 */
export * from '../registry.js';
export * from '../documents.js';
export { GENERIC_COLLECTIONS } from '../generic-collections.js';
export * from '../collections.js';
