import { documentTypeByKind } from '@dz/contracts';
import type { PageContent } from '../types.js';

/** /info: 'Informacije za pacijente', two tiles (docs/product.md "Screens"). */
export const infoPage: PageContent = {
  title: 'Informacije za pacijente',
  tiles: [
    { title: 'Predavanja', href: documentTypeByKind('INFORMACIJA').listPath, text: 'Zdravstveno-odgojna predavanja za pacijente' },
    { title: 'Brošure', href: documentTypeByKind('BROSURA').listPath, text: 'Brošure i letci za preuzimanje' },
  ],
};
