/**
 * `@dz/contracts/testing`: what only tests use: the layers check every package runs, and valid and
 * invalid sample values of a described field. Not in the root barrel nor any other entry, so nothing
 * the apps bundle reaches it.
 */
export * from '../import-graph.js';
export * from '../collection-samples.js';
export * from '../block-samples.js';
