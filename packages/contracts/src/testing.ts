/**
 * `@dz/contracts/testing`: what only tests use. Not in the root barrel, so nothing the apps bundle
 * can reach it by accident.
 */
export * from './import-graph.js';
