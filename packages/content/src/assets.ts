import type { ServiceIcon } from '@dz/contracts';
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

export const clinicImage = (c: { id: number }) => `${ASSETS.clinicImages}/ambulanta-${pad2(c.id)}.svg`;
export const serviceIcon = (s: { icon: ServiceIcon }) => `${ASSETS.serviceIcons}/${s.icon}.svg`;
/** The file name a downloaded guide is saved as (the seeded recordings are these very paths). */
export const clinicAudio = (c: { id: number; title: string }) =>
  `${ASSETS.audio}/ambulanta-${pad2(c.id)}-${slugify(c.title)}.mp3`;
export const serviceAudio = (s: { id: number; title: string }) =>
  `${ASSETS.audio}/sluzba-${pad2(s.id)}-${slugify(s.title)}.mp3`;
