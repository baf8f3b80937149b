import { ROUTES } from '@dz/contracts/paths';
import type { NewsSummary } from '@dz/contracts/schemas';
import { FRAME_UI } from '@dz/contracts/text';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { useIdle } from '../../ui/idle';
import { AddLink, Loaded } from '../../ui/Loaded';
import { NewsCard } from './NewsCard';
import { CarouselPlaceholder, CarouselSkeleton } from './CarouselSkeleton';
import { useDeleteNews, useNewsList } from './queries';

const CarouselEngine = lazy(() => import('./CarouselEngine'));

/**
 * docs/product.md "Screens" 'Novosti i Obavještenja': an auto-playing circular carousel, newest first. Autoplay
 * pauses on hover and focus, can be stopped with a button and never starts for visitors who
 * prefer reduced motion. "Sve novosti" under it leads to the archive, /novosti (issue 24).
 */
export function NewsCarousel() {
  const { session } = useSession();
  const news = useNewsList();
  const remove = useDeleteNews();

  const onDelete = (n: NewsSummary) => confirmDelete(FRAME_UI.deleteNewsConfirm, remove.mutate, n);

  return (
    <section className="news" aria-labelledby="news-heading">
      <div className="news-head">
        <h2 id="news-heading">{FRAME_UI.newsHeading}</h2>
        {session && <AddLink to={ROUTES.newsCreate} />}
      </div>
      <Loaded
        query={news}
        loading={<CarouselSkeleton />}
        isEmpty={(list) => list.length === 0}
        emptyText={FRAME_UI.newsNoneYet}
        frame={(note) => <CarouselPlaceholder>{note}</CarouselPlaceholder>}
      >
        {(list) => (
          <Carousel
            items={list}
            staff={!!session}
            deletingId={remove.isPending ? remove.variables?.id : undefined}
            onDelete={onDelete}
          />
        )}
      </Loaded>
      <p className="news-all">
        <Link to={ROUTES.news}>{FRAME_UI.allNews}</Link>
      </p>
    </section>
  );
}

interface CarouselProps {
  items: NewsSummary[];
  staff: boolean;
  deletingId: number | undefined;
  onDelete: (n: NewsSummary) => void;
}

/**
 * The cards in their places, as the server renders them; the slides' width per screen is news.css's.
 * When the browser is first idle after hydration, CarouselEngine (its own chunk, Embla with it)
 * makes them slide and adds the controls, whose row keeps its height meanwhile (no layout shift).
 */
function Carousel({ items, staff, deletingId, onDelete }: CarouselProps) {
  const active = useIdle();
  const [group, setGroup] = useState<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [playing, setPlaying] = useState(false);

  return (
    <div className="carousel" role="group" aria-roledescription={FRAME_UI.carouselRole} aria-label={FRAME_UI.newsHeading} ref={setGroup}>
      <div className="carousel-controls">
        {active && group && viewport && (
          <Suspense fallback={null}>
            <CarouselEngine group={group} viewport={viewport} count={items.length} onPlayingChange={setPlaying} />
          </Suspense>
        )}
      </div>
      <div className="carousel-viewport" ref={setViewport}>
        <div className="carousel-track" aria-live={playing ? 'off' : 'polite'}>
          {items.map((n, i) => (
            <div className="carousel-slide" role="group" aria-roledescription={FRAME_UI.slideRole} aria-label={FRAME_UI.slideOf(i + 1, items.length)} key={n.id}>
              <NewsCard news={n} staff={staff} first={i === 0} deleting={deletingId === n.id} onDelete={onDelete} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
