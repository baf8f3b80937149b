import { ROUTES } from '@dz/contracts/paths';
import { storedPageModule } from '../features/pages/storedPageModule';

export default storedPageModule(ROUTES.patientInfo);
