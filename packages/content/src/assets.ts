import type { Clinic } from './clinics.js';
import type { Service } from './services.js';
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

export const clinicImage = (c: Pick<Clinic, 'id'>) => `${ASSETS.clinicImages}/ambulanta-${pad2(c.id)}.svg`;
export const serviceIcon = (s: Pick<Service, 'icon'>) => `${ASSETS.serviceIcons}/${s.icon}.svg`;
export const clinicAudio = (c: Pick<Clinic, 'id' | 'title'>) =>
  `${ASSETS.audio}/ambulanta-${pad2(c.id)}-${slugify(c.title)}.mp3`;
export const serviceAudio = (s: Pick<Service, 'id' | 'title'>) =>
  `${ASSETS.audio}/sluzba-${pad2(s.id)}-${slugify(s.title)}.mp3`;
