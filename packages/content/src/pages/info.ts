import { documentTiles } from '@dz/contracts';
import type { PageContent } from '../types.js';
import { patientInfoSummary } from './summaries.js';

/** /info: 'Informacije za pacijente', tiles to the lists whose registry entries name this page (docs/product.md "Screens"). */
export const patientInfoPage = {
  ...patientInfoSummary,
  tiles: documentTiles('patientInfo'),
} satisfies PageContent;
