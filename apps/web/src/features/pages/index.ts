import { ROUTES } from '@dz/contracts/paths';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../ui/lazyScreen';

/**
 * The static pages of docs/product.md "Screens" (content as data, rendered by generic components), and the
 * content shown above some document lists. The router reads the table, the generic document
 * list the intro; this folder owns everything inside them.
 */
export interface StaticPage {
  /** react-router path, e.g. '/ambulante' or '/ambulante-details/:id'. */
  path: string;
  Component: ComponentType;
}

/** One named export of a module, as a lazy component (its own chunk, loaded on first use). */
const named = <N extends string>(load: () => Promise<Record<NoInfer<N>, ComponentType>>, name: N) =>
  lazyScreen(async () => (await load())[name]);

const content = () => import('./contentPages');
const audio = () => import('./AudioGuidePage');
const AboutDetail = named(content, 'AboutDetailPage');

export const staticPages: StaticPage[] = [
  { path: ROUTES.patientInfo, Component: named(content, 'PatientInfoPage') },
  { path: ROUTES.educationCentre, Component: named(content, 'EducationCentrePage') },
  { path: ROUTES.mission, Component: named(content, 'MissionPage') },
  { path: ROUTES.clinics, Component: lazyScreen(() => import('./ClinicsPage').then((m) => m.default)) },
  { path: ROUTES.clinicDetail(':id'), Component: lazyScreen(() => import('./ClinicDetailPage').then((m) => m.default)) },
  { path: ROUTES.services, Component: lazyScreen(() => import('./ServicesPage').then((m) => m.default)) },
  { path: ROUTES.serviceDetail(':id'), Component: lazyScreen(() => import('./ServiceDetailPage').then((m) => m.default)) },
  { path: ROUTES.clinicAudio, Component: named(audio, 'ClinicAudioPage') },
  { path: ROUTES.serviceAudio, Component: named(audio, 'ServiceAudioPage') },
  { path: ROUTES.about, Component: named(content, 'AboutPage') },
  { path: ROUTES.aboutDetails, Component: AboutDetail },
  { path: ROUTES.aboutDetailsAlias, Component: AboutDetail },
  { path: ROUTES.accessibility, Component: named(() => import('./AccessibilityPage'), 'AccessibilityPage') },
];

/** Rendered above the paged list of the types whose registry entry names an `intro` (education sections, boxes, links). */
export const DocumentIntro = lazyScreen(async () => (await content()).DocumentIntro);
