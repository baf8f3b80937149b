import { CAROUSEL, ROUTES, UI, WEB_UI, type NovostLean } from '@dz/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/context';
import { notify } from '../../ui/notify';
import { EmptyNote, ErrorNote, Loading } from '../../ui/Status';
import { NewsCard } from './NewsCard';
import { useCarouselLayout, useReducedMotion } from './carouselLayout';
import { useDeleteNews, useNewsList } from './queries';

/** Embla's duration is not in ms: at 25 a slide covers 95 % of its way in about 500 ms (CAROUSEL.slideMs). */
const EMBLA_DURATION = 25;

/**
 * SPEC §2 'Novosti i Obavještenja': an auto-playing circular carousel, newest first. Autoplay
 * pauses on hover and focus, can be stopped with a button and never starts for visitors who
 * prefer reduced motion.
 */
export function NewsCarousel({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { session } = useSession();
  const news = useNewsList();
  const remove = useDeleteNews();
  const H = headingLevel === 1 ? 'h1' : 'h2';

  function onDelete(n: NovostLean) {
    if (!window.confirm(UI.deleteNewsConfirm)) return;
    remove.mutate(n.id, {
      onSuccess: () => notify.success(WEB_UI.deleted),
      onError: (e) => {
        console.error(e);
        notify.error(WEB_UI.deleteFailed);
      },
    });
  }

  return (
    <section className="news" aria-labelledby="news-heading">
      <div className="news-head">
        <H id="news-heading">{WEB_UI.newsHeading}</H>
        {session && (
          <Link className="btn btn-add" to={ROUTES.novostCreate}>
            <span aria-hidden="true">+</span> {WEB_UI.add}
          </Link>
        )}
      </div>
      {news.isPending ? (
        <Loading />
      ) : news.isError ? (
        <ErrorNote onRetry={() => void news.refetch()} />
      ) : news.data.length === 0 ? (
        <EmptyNote text={WEB_UI.newsEmpty} />
      ) : (
        <Carousel items={news.data} cardHeading={headingLevel === 1 ? 2 : 3} staff={!!session} deletingId={remove.isPending ? remove.variables : undefined} onDelete={onDelete} />
      )}
    </section>
  );
}

interface CarouselProps {
  items: NovostLean[];
  cardHeading: 2 | 3;
  staff: boolean;
  deletingId: number | undefined;
  onDelete: (n: NovostLean) => void;
}

function Carousel({ items, cardHeading, staff, deletingId, onDelete }: CarouselProps) {
  const layout = useCarouselLayout();
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = (choice ?? !reduced) && items.length > layout.show;
  const plugins = useMemo(
    () =>
      playing
        ? [Autoplay({ delay: CAROUSEL.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [playing],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      slidesToScroll: layout.scroll,
      dragThreshold: CAROUSEL.swipeThresholdPx,
      duration: EMBLA_DURATION,
    },
    plugins,
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') embla?.scrollPrev();
    else if (e.key === 'ArrowRight') embla?.scrollNext();
  };

  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={WEB_UI.newsHeading}
      onKeyDown={onKeyDown}
      style={{ '--show': layout.show } as CSSProperties}
    >
      {items.length > layout.show && (
        <div className="carousel-controls">
          <button type="button" className="btn btn-icon" onClick={() => embla?.scrollPrev()} aria-label={WEB_UI.previousSlide}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="btn btn-icon" onClick={() => setChoice(!playing)} aria-label={playing ? WEB_UI.pause : WEB_UI.play}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className="btn btn-icon" onClick={() => embla?.scrollNext()} aria-label={WEB_UI.nextSlide}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track" aria-live={playing ? 'off' : 'polite'}>
          {items.map((n, i) => (
            <div className="carousel-slide" role="group" aria-roledescription="slide" aria-label={WEB_UI.slideOf(i + 1, items.length)} key={n.id}>
              <NewsCard news={n} headingLevel={cardHeading} staff={staff} eager={i < layout.show} deleting={deletingId === n.id} onDelete={onDelete} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
