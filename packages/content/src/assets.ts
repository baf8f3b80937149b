import { COUNTS, type ClinicKind, type ServiceIcon } from '@dz/contracts';
import { pad2, slugify } from './text.js';

/**
 * Public paths of the generated static assets. The web app serves apps/web/public as the
 * site root; the generation scripts write to the same paths, so both read them from here.
 */
export const ASSETS = {
  audio: '/assets/audio',
  clinicImages: '/assets/img/clinics',
  serviceIcons: '/assets/img/services',
  docs: '/assets/docs',
} as const;

/** The illustration a clinic added later shows until it gets a picture of its own: the first seeded one of its kind. */
const FIRST_OF_KIND: Readonly<Record<ClinicKind, number>> = { porodicna: 1, stomatoloska: 17, laboratorij: 28 };
/** A seeded clinic's illustration, by its id (1–28); any other clinic's, by its kind. */
export const clinicImage = (c: { id: number; kind?: ClinicKind }) =>
  `${ASSETS.clinicImages}/ambulanta-${pad2(c.id >= 1 && c.id <= COUNTS.clinics ? c.id : FIRST_OF_KIND[c.kind ?? 'porodicna'])}.svg`;
export const serviceIcon = (s: { icon: ServiceIcon }) => `${ASSETS.serviceIcons}/${s.icon}.svg`;
/** The file name a downloaded guide is saved as (the seeded recordings are these very paths). */
export const clinicAudio = (c: { id: number; title: string }) =>
  `${ASSETS.audio}/ambulanta-${pad2(c.id)}-${slugify(c.title)}.mp3`;
export const serviceAudio = (s: { id: number; title: string }) =>
  `${ASSETS.audio}/sluzba-${pad2(s.id)}-${slugify(s.title)}.mp3`;
