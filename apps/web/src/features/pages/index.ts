import { ROUTES } from '@dz/contracts/paths';
import type { ComponentType } from 'react';
import { lazyNamed as named, lazyScreen } from '../../ui/lazyScreen';

/**
 * The static content pages of docs/product.md "Screens" (content as data, rendered by generic components; they read
 * nothing from the API), and the content shown above some document lists. The router reads the table, the generic
 * document list the intro; this folder owns everything inside them. The pages that read the API (clinics, services,
 * their guides) are page modules (src/page-modules/units.tsx). When the content pages become stored pages rendered
 * from blocks, they leave this table the same way: a page module each, or one for every stored page.
 */
export interface StaticPage {
  /** react-router path, e.g. '/ambulante' or '/ambulante-details/:id'. */
  path: string;
  Component: ComponentType;
}

const content = () => import('./contentPages');
const AboutDetail = named(content, 'AboutDetailPage');

export const staticPages: StaticPage[] = [
  { path: ROUTES.patientInfo, Component: named(content, 'PatientInfoPage') },
  { path: ROUTES.educationCentre, Component: named(content, 'EducationCentrePage') },
  { path: ROUTES.mission, Component: named(content, 'MissionPage') },
  { path: ROUTES.about, Component: named(content, 'AboutPage') },
  { path: ROUTES.aboutDetails, Component: AboutDetail },
  { path: ROUTES.aboutDetailsAlias, Component: AboutDetail },
  { path: ROUTES.accessibility, Component: named(() => import('./AccessibilityPage'), 'AccessibilityPage') },
];

/** Rendered above the paged list of the types whose registry entry names an `intro` (education sections, boxes, links). */
export const DocumentIntro = lazyScreen(async () => (await content()).DocumentIntro);
