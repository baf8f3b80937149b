import { clinicAudio, serviceAudio } from './assets.js';
import { AUDIO_SECONDS } from './audioSeconds.js';
import { clinics } from './clinics.js';
import { spokenHours } from './hours.js';
import { services } from './services.js';
import type { HoursRow } from './types.js';

/**
 * The audio guides of /ambulante-audio and /sluzbe-audio: one MP3 per clinic and service
 * that patients visit, spoken from the same records the pages show
 * (`pnpm --filter @dz/content run generate:audio` turns `text` into `audio`).
 */
export interface AudioGuide {
  id: number;
  title: string;
  /** Public path of the MP3. */
  audio: string;
  /** What the MP3 says: name, hours and phone. */
  text: string;
  /** How long it plays, in whole seconds (shown beside the player, which loads nothing before it is played). */
  seconds: number;
}

/** "036 580 201" → "0 3 6, 5 8 0, 2 0 1": digit by digit; a short number like 124 stays whole. */
export function spokenPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  return phone.trim().split(/\s+/).map((group) => group.split('').join(' ')).join(', ');
}

const script = (name: string, hours: HoursRow[], phone: string) =>
  [`${name}.`, 'Radno vrijeme:', ...hours.map(spokenHours), `Telefon: ${spokenPhone(phone)}.`].join(' ');

const guide = (id: number, title: string, audio: string, text: string): AudioGuide =>
  ({ id, title, audio, text, seconds: AUDIO_SECONDS[audio] ?? 0 });

export const clinicAudioGuides: AudioGuide[] = clinics
  .filter((c) => c.audioGuide)
  .map((c) => guide(c.id, c.title, clinicAudio(c), script(c.name, c.hours, c.phone)));

export const serviceAudioGuides: AudioGuide[] = services
  .filter((s) => s.audioGuide)
  .map((s) => guide(s.id, s.title, serviceAudio(s), script(s.title, s.hours, s.phone)));
