import { ROUTES } from '@dz/contracts/paths';
import { idFromParam } from '@dz/contracts/rules';
import { unitQueries } from '../api/pageQueries';
import { definePage } from '../ui/page';
import { lazyNamed, lazyScreen } from '../ui/lazyScreen';

const audio = () => import('../features/pages/AudioGuidePage');

/** The clinics and the services: their lists, their audio guides, one clinic's or service's page (404 for an id that is none). */
export default [
  definePage({ path: ROUTES.clinics, query: () => unitQueries.clinics, Screen: lazyScreen(() => import('../features/pages/ClinicsPage').then((m) => m.default)) }),
  definePage({
    path: ROUTES.clinicDetail(':id'),
    query: ({ params }) => unitQueries.clinic(idFromParam(params.id)),
    Screen: lazyScreen(() => import('../features/pages/ClinicDetailPage').then((m) => m.default)),
  }),
  definePage({ path: ROUTES.services, query: () => unitQueries.services, Screen: lazyScreen(() => import('../features/pages/ServicesPage').then((m) => m.default)) }),
  definePage({
    path: ROUTES.serviceDetail(':id'),
    query: ({ params }) => unitQueries.service(idFromParam(params.id)),
    Screen: lazyScreen(() => import('../features/pages/ServiceDetailPage').then((m) => m.default)),
  }),
  definePage({ path: ROUTES.clinicAudio, query: () => unitQueries.clinics, Screen: lazyNamed(audio, 'ClinicAudioPage') }),
  definePage({ path: ROUTES.serviceAudio, query: () => unitQueries.services, Screen: lazyNamed(audio, 'ServiceAudioPage') }),
];
