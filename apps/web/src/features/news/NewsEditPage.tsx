import { WEB_UI, idParam } from '@dz/contracts';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { NewsForm } from './NewsForm';
import { useNews } from './useNews';

/** docs/product.md "Screens" news edit: loads the item by route id; the image is optional. */
export default function NewsEditPage() {
  const id = idParam.safeParse(useParams().id).data;
  if (id === undefined) return <NotFoundPage />;
  return (
    <RequireLogin title={WEB_UI.newsEditHeading}>
      <h1>{WEB_UI.newsEditHeading}</h1>
      <EditLoader id={id} />
    </RequireLogin>
  );
}

function EditLoader({ id }: { id: number }) {
  return <Loaded query={useNews(id)}>{(news) => <NewsForm key={id} news={news} />}</Loaded>;
}
