import { WEB_UI, idParam } from '@dz/contracts';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../app/NotFoundPage';
import { RequireLogin } from '../../session/RequireLogin';
import { ErrorNote, Loading } from '../../ui/Status';
import { NewsForm } from './NewsForm';
import { useNews } from './useNews';

/** SPEC §2 news edit: loads the item by route id; the image is optional. */
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
  const news = useNews(id);
  if (news.isPending) return <Loading />;
  if (news.isError) return <ErrorNote message={news.error.message} onRetry={() => void news.refetch()} />;
  return <NewsForm key={id} news={news.data} />;
}
