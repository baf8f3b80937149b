import { ROUTES } from '@dz/contracts';
import { institution } from '../institution.js';
import type { Tile } from '../types.js';
import { educationCentreSummary, patientInfoSummary } from './summaries.js';

/** The two info boxes of the home page (docs/product.md "Screens", home), rendered by the web app: each page's title and description. */
export const homeInfoBoxes: Tile[] = [
  { title: educationCentreSummary.title, href: ROUTES.educationCentre, text: educationCentreSummary.description },
  { title: patientInfoSummary.title, href: ROUTES.patientInfo, text: patientInfoSummary.description },
];

/** The home page's about block (the web app adds the 'Saznaj više' link to /misija-vizija). */
export const aboutSummary =
  `${institution.name} je javna ustanova primarne zdravstvene zaštite za oko 50.000 stanovnika. ` +
  'U 16 ambulanti porodične medicine, 12 stomatoloških jedinica i 20 službi brinemo o zdravlju porodice ' +
  'od rođenja do duboke starosti: od prevencije i vakcinacije do hitne pomoći i rehabilitacije.';
