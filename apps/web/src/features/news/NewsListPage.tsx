import { ROUTES, WEB_UI, type NewsSummary, previewText } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { DateText } from '../../ui/DateText';
import { AddLink, Loaded } from '../../ui/Loaded';
import { PageTitle } from '../../ui/PageTitle';
import { Pagination } from '../../ui/Pagination';
import { StaffActions } from '../../ui/StaffActions';
import { usePageParam } from '../../ui/usePageParam';
import { CARD_IMAGE_SIZE } from './imageSize';
import { cardPictureAlt } from './pictureText';
import { useDeleteNews, useNewsPage } from './queries';

/**
 * /novosti: the archive of every news item, newest first, a page at a time (`?page=N`, as the
 * document lists): picture, title to the item, date and preview; edit and delete for staff.
 * The home page keeps the carousel.
 */
export default function NewsListPage() {
  const { session } = useSession();
  const { page, afterDelete } = usePageParam();
  const query = useNewsPage(page);
  const remove = useDeleteNews();

  const onDelete = (n: NewsSummary) =>
    confirmDelete(WEB_UI.deleteNewsConfirm, remove.mutate, n, { after: () => afterDelete(query.data?.items.length) });

  return (
    <div className="news-archive">
      <div className="news-head">
        <PageTitle title={WEB_UI.newsHeading} description={WEB_UI.newsArchiveDescription} feed="news" page={page} />
        {session && <AddLink to={ROUTES.newsCreate} />}
      </div>
      <Loaded
        query={query}
        isEmpty={(d) => d.items.length === 0}
        // A page past the end of a filled archive is only empty, not the sign of a new site.
        emptyText={query.data?.totalItems ? undefined : WEB_UI.newsNoneYet}
      >
        {(d) => (
          <ul className="news-list" aria-busy={query.isFetching}>
            {d.items.map((n, i) => (
              <li key={n.id}>
                <ArchiveItem
                  news={n}
                  eager={i === 0}
                  staff={!!session}
                  deleting={remove.isPending && remove.variables?.id === n.id}
                  onDelete={onDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {query.data && <Pagination page={page} totalItems={query.data.totalItems} />}
    </div>
  );
}

interface ItemProps {
  news: NewsSummary;
  eager: boolean;
  staff: boolean;
  deleting: boolean;
  onDelete: (news: NewsSummary) => void;
}

function ArchiveItem({ news, eager, staff, deleting, onDelete }: ItemProps) {
  return (
    <article className="news-item">
      <img src={news.slikaKarticaUrl} alt={cardPictureAlt(news)} {...CARD_IMAGE_SIZE} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="news-item-body">
        <h2>
          <Link to={ROUTES.newsDetail(news.id)}>{news.naslov}</Link>
        </h2>
        <p className="item-meta">
          <DateText iso={news.createdAt} />
        </p>
        <p className="news-item-text">{previewText(news.opis)}</p>
        {staff && (
          <div className="news-card-actions">
            <StaffActions editTo={ROUTES.newsEdit(news.id)} name={news.naslov} deleting={deleting} onDelete={() => onDelete(news)} />
          </div>
        )}
      </div>
    </article>
  );
}
