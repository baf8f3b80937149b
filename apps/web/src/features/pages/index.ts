import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DocumentKind } from '@dz/contracts';

/**
 * The static pages of SPEC §2 (content as data, rendered by generic components), and the
 * content shown above some document lists. The router and the generic document list read
 * these two tables; this folder owns everything inside them.
 */
export interface StaticPage {
  /** react-router path, e.g. '/ambulante' or '/ambulante-details/:id'. */
  path: string;
  Component: LazyExoticComponent<ComponentType>;
}

const Placeholder = lazy(async () => ({ default: () => null }));

export const staticPages: StaticPage[] = [
  '/info', '/centar', '/misija-vizija', '/ambulante', '/ambulante-details/:id', '/sluzbe',
  '/ambulante-audio', '/sluzbe-audio', '/o-nama', '/onama-detalji', '/o-nama-detalji',
].map((path) => ({ path, Component: Placeholder }));

/** Rendered above the paged list of these document types (education sections, boxes, links). */
export const documentIntros: Partial<Record<DocumentKind, LazyExoticComponent<ComponentType>>> = {};
