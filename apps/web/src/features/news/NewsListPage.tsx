import { WEB_UI } from '@dz/contracts';
import { useDocumentTitle } from '../../ui/head';
import { NewsCarousel } from './NewsCarousel';

/** /novosti: the news carousel on its own page. */
export default function NewsListPage() {
  useDocumentTitle(WEB_UI.newsHeading);
  return <NewsCarousel headingLevel={1} />;
}
