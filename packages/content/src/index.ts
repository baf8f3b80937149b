export * from './institution.js';
