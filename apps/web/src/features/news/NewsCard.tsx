import { ROUTES } from '@dz/contracts/paths';
import { previewText } from '@dz/contracts/rules';
import type { NewsSummary } from '@dz/contracts/schemas';
import { FRAME_UI } from '@dz/contracts/text';
import { Link } from 'react-router-dom';
import { CARD_IMAGE_SIZE } from './imageSize';
import { cardPictureAlt } from './pictureText';
import { StaffActions } from '../../ui/StaffActions';

interface Props {
  news: NewsSummary;
  staff: boolean;
  /** The first card: its picture loads at once and first (the page's largest paint); the others when in view. */
  first: boolean;
  deleting: boolean;
  onDelete: (news: NewsSummary) => void;
}

/** docs/product.md "Screens" card: image, title, 100-character preview, 'Saznaj više'; edit and delete for staff. */
export function NewsCard({ news, staff, first, deleting, onDelete }: Props) {
  return (
    <article className="news-card">
      <img
        src={news.slikaKarticaUrl}
        alt={cardPictureAlt(news)}
        {...CARD_IMAGE_SIZE}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <div className="news-card-body">
        <h3>{news.naslov}</h3>
        <p>{previewText(news.opis)}</p>
        <div className="news-card-actions">
          <Link className="btn" to={ROUTES.newsDetail(news.id)} aria-label={FRAME_UI.forItem(FRAME_UI.learnMore, news.naslov)}>
            {FRAME_UI.learnMore}
          </Link>
          {staff && (
            <StaffActions editTo={ROUTES.newsEdit(news.id)} name={news.naslov} deleting={deleting} onDelete={() => onDelete(news)} />
          )}
        </div>
      </div>
    </article>
  );
}
