import { documentTiles } from '@dz/contracts';
import type { PageContent } from '../types.js';

/** /info: 'Informacije za pacijente', tiles to the lists whose registry entries name this page (docs/product.md "Screens"). */
export const patientInfoPage = {
  title: 'Informacije za pacijente',
  tiles: documentTiles('patientInfo'),
} satisfies PageContent;
