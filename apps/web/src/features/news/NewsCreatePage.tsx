import { WEB_UI } from '@dz/contracts';
import { RequireLogin } from '../../session/RequireLogin';
import { NewsForm } from './NewsForm';

export default function NewsCreatePage() {
  return (
    <RequireLogin title={WEB_UI.newsCreateHeading}>
      <NewsForm />
    </RequireLogin>
  );
}
