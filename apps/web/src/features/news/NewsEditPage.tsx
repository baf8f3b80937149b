import { WEB_UI } from '@dz/contracts';
import { EditPage } from '../shared/EditPage';
import { VersionsLink } from '../shared/VersionsLink';
import { NewsForm } from './NewsForm';
import { newsQuery } from './useNews';

/** docs/product.md "Screens" news edit: the image is optional. */
export default function NewsEditPage() {
  return (
    <EditPage title={WEB_UI.newsEditHeading} query={newsQuery}>
      {(news) => (
        <>
          <VersionsLink resource="Novost" id={news.id} />
          <NewsForm news={news} />
        </>
      )}
    </EditPage>
  );
}
