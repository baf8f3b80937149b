import { ROUTES } from '@dz/contracts';
import type { Tile } from '../types.js';

/** The two info boxes of the home page (SPEC §2 Home), rendered by the web app. */
export const homeInfoBoxes: Tile[] = [
  {
    title: 'Edukacijski centar',
    href: ROUTES.centar,
    text: 'Centar za edukaciju kadrova: stručno usavršavanje, praksa i staž, propisi, kalendar zdravlja i biblioteka.',
  },
  {
    title: 'Informacije za pacijente',
    href: ROUTES.info,
    text: 'Zdravstveno-odgojna predavanja i brošure o prevenciji, liječenju i pravima pacijenata.',
  },
];
