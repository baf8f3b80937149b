import { ROUTES } from '@dz/contracts/paths';
import { storedPageModule } from '../features/pages/storedPageModule';

// The second address of /onama-detalji (docs/product.md "Routes"): the same page, its canonical address the first.
export default storedPageModule(ROUTES.aboutDetails, { at: ROUTES.aboutDetailsAlias, name: 'O nama – detaljno' });
