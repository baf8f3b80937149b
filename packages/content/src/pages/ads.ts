import { links, p } from '../blocks.js';
import { staticDocLink } from '../staticDocs.js';
import type { PageContent } from '../types.js';

/** Above the Oglasi i Odluke list: the candidates' application form (docs/product.md "Screens"). */
export const adsIntro: PageContent = {
  lead: [
    p('Kandidati koji se prijavljuju na javni oglas mogu preuzeti obrazac prijave, popuniti ga i predati zajedno sa traženim dokumentima.'),
    links(staticDocLink('prijava-na-javni-oglas', 'Obrazac prijave na javni oglas')),
  ],
};
