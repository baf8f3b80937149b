import { UNIT_UI } from '@dz/contracts';
import { RequireLogin } from '../../session/RequireLogin';
import { ServiceForm } from './ServiceEditPage';

/** /sluzbe-nova ("Nova služba", issue 23): the service's form, empty; the new service is on /sluzbe after saving. */
export default function ServiceCreatePage() {
  return (
    <RequireLogin title={UNIT_UI.serviceCreateHeading}>
      <ServiceForm />
    </RequireLogin>
  );
}
