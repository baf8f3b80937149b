import { ROUTES } from '@dz/contracts';
import { institution } from '../institution.js';
import type { Tile } from '../types.js';

/** The two info boxes of the home page (docs/product.md "Screens", home), rendered by the web app. */
export const homeInfoBoxes: Tile[] = [
  {
    title: 'Edukacijski centar',
    href: ROUTES.educationCentre,
    text: 'Centar za edukaciju kadrova: stručno usavršavanje, praksa i staž, propisi, kalendar zdravlja i biblioteka.',
  },
  {
    title: 'Informacije za pacijente',
    href: ROUTES.patientInfo,
    text: 'Zdravstveno-odgojna predavanja i brošure o prevenciji, liječenju i pravima pacijenata.',
  },
];

/** The home page's about block (the web app adds the 'Saznaj više' link to /misija-vizija). */
export const aboutSummary =
  `${institution.name} je javna ustanova primarne zdravstvene zaštite za oko 50.000 stanovnika. ` +
  'U 16 ambulanti porodične medicine, 12 stomatoloških jedinica i 20 službi brinemo o zdravlju porodice ' +
  'od rođenja do duboke starosti: od prevencije i vakcinacije do hitne pomoći i rehabilitacije.';
