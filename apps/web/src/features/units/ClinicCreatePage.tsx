import { UNIT_UI } from '@dz/contracts';
import { RequireLogin } from '../../session/RequireLogin';
import { ClinicForm } from './ClinicEditPage';

/** /ambulante-nova ("Nova ambulanta", issue 23): the clinic's form, empty; the new clinic is on /ambulante after saving. */
export default function ClinicCreatePage() {
  return (
    <RequireLogin title={UNIT_UI.clinicCreateHeading}>
      <ClinicForm />
    </RequireLogin>
  );
}
