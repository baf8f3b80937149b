import { ROUTES } from '@dz/contracts/paths';
import { storedPageModule } from '../features/pages/storedPageModule';

// /o-nama has the same heading: the tab tells them apart (issue 24).
export default storedPageModule(ROUTES.aboutDetails, { name: 'O nama – detaljno' });
