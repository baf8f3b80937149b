import { CAROUSEL, ROUTES, WEB_UI, type NewsSummary } from '@dz/contracts';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { useIdle } from '../../ui/idle';
import { AddLink, Loaded } from '../../ui/Loaded';
import { NewsCard } from './NewsCard';
import { useCarouselLayout, useReducedMotion, type CarouselLayout } from './carouselLayout';
import { CarouselPlaceholder, CarouselSkeleton } from './CarouselSkeleton';
import { useDeleteNews, useNewsList } from './queries';
import { useEmbla, type EmblaCarouselType } from './useEmbla';

/** Embla's duration is not in ms: at 25 a slide covers 95 % of its way in about 500 ms (CAROUSEL.slideMs). */
const EMBLA_DURATION = 25;

/**
 * docs/product.md "Screens" 'Novosti i Obavještenja': an auto-playing circular carousel, newest first. Autoplay
 * pauses on hover and focus, can be stopped with a button and never starts for visitors who
 * prefer reduced motion.
 */
export function NewsCarousel() {
  const { session } = useSession();
  const news = useNewsList();
  const remove = useDeleteNews();
  const layout = useCarouselLayout();

  const onDelete = (n: NewsSummary) => confirmDelete(WEB_UI.deleteNewsConfirm, remove.mutate, n.id);

  return (
    <section className="news" aria-labelledby="news-heading">
      <div className="news-head">
        <h2 id="news-heading">{WEB_UI.newsHeading}</h2>
        {session && <AddLink to={ROUTES.newsCreate} />}
      </div>
      <Loaded
        query={news}
        loading={<CarouselSkeleton />}
        isEmpty={(list) => list.length === 0}
        emptyText={WEB_UI.newsNoneYet}
        frame={(note) => <CarouselPlaceholder>{note}</CarouselPlaceholder>}
      >
        {(list) => (
          <Carousel
            items={list}
            layout={layout}
            staff={!!session}
            deletingId={remove.isPending ? remove.variables : undefined}
            onDelete={onDelete}
          />
        )}
      </Loaded>
    </section>
  );
}

interface CarouselProps {
  items: NewsSummary[];
  layout: CarouselLayout;
  staff: boolean;
  deletingId: number | undefined;
  onDelete: (n: NewsSummary) => void;
}

function Carousel({ items, layout, staff, deletingId, onDelete }: CarouselProps) {
  const reduced = useReducedMotion();
  // Until the browser's first idle moment the cards sit in their places as the server's markup;
  // the carousel's code, measuring and listeners start afterwards, off the page load's path.
  const active = useIdle();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // The button shows the visitor's setting from the first paint; autoplay itself starts when idle
  // (a glyph that swapped then would nudge the arrows: a layout shift).
  const autoplay = choice ?? !reduced;
  const playing = active && autoplay && items.length > layout.show;
  const options = useMemo(
    () => ({ loop: true, align: 'start' as const, slidesToScroll: layout.scroll, dragThreshold: CAROUSEL.swipeThresholdPx, duration: EMBLA_DURATION }),
    [layout.scroll],
  );
  const embla = useEmbla(
    viewport,
    active,
    options,
    playing ? { delay: CAROUSEL.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true } : null,
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') embla?.scrollPrev();
    else if (e.key === 'ArrowRight') embla?.scrollNext();
  };

  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription={WEB_UI.carouselRole}
      aria-label={WEB_UI.newsHeading}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-controls">
        {items.length > layout.show && embla && (
          <Controls embla={embla} playing={autoplay} onToggle={() => setChoice(!autoplay)} />
        )}
      </div>
      <div className="carousel-viewport" ref={setViewport}>
        <div className="carousel-track" aria-live={playing ? 'off' : 'polite'}>
          {items.map((n, i) => (
            <div className="carousel-slide" role="group" aria-roledescription={WEB_UI.slideRole} aria-label={WEB_UI.slideOf(i + 1, items.length)} key={n.id}>
              <NewsCard news={n} staff={staff} first={i === 0} deleting={deletingId === n.id} onDelete={onDelete} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Controls({ embla, playing, onToggle }: { embla: EmblaCarouselType; playing: boolean; onToggle: () => void }) {
  return (
    <>
      <button type="button" className="btn btn-icon" onClick={() => embla.scrollPrev()} aria-label={WEB_UI.previousSlide}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="btn btn-icon" onClick={onToggle} aria-label={playing ? WEB_UI.pause : WEB_UI.play}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button type="button" className="btn btn-icon" onClick={() => embla.scrollNext()} aria-label={WEB_UI.nextSlide}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
