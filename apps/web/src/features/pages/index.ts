import { ROUTES } from '@dz/contracts/paths';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../ui/lazyScreen';

/**
 * The clinic, service and audio-guide pages of docs/product.md "Screens", and the content shown above some document
 * lists. The static pages staff write (/o-nama, /centar, /info, /pristupacnost…) are page modules (issue 38:
 * features/pages/storedPageModule.tsx, src/page-modules/page-*.tsx). The router reads the table, the generic document
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

const audio = () => import('./AudioGuidePage');

export const staticPages: StaticPage[] = [
  { path: ROUTES.clinics, Component: lazyScreen(() => import('./ClinicsPage').then((m) => m.default)) },
  { path: ROUTES.clinicDetail(':id'), Component: lazyScreen(() => import('./ClinicDetailPage').then((m) => m.default)) },
  { path: ROUTES.services, Component: lazyScreen(() => import('./ServicesPage').then((m) => m.default)) },
  { path: ROUTES.serviceDetail(':id'), Component: lazyScreen(() => import('./ServiceDetailPage').then((m) => m.default)) },
  { path: ROUTES.clinicAudio, Component: named(audio, 'ClinicAudioPage') },
  { path: ROUTES.serviceAudio, Component: named(audio, 'ServiceAudioPage') },
];

/** Rendered above the paged list of the types whose registry entry names an `intro`: their page's blocks (issue 38). */
export { DocumentIntro } from './StoredIntro';
