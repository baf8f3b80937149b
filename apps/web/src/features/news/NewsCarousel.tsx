import { CAROUSEL, ROUTES, WEB_UI, type NewsSummary } from '@dz/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { AddLink, Loaded } from '../../ui/Loaded';
import { NewsCard } from './NewsCard';
import { useCarouselLayout, useReducedMotion, type CarouselLayout } from './carouselLayout';
import { CarouselPlaceholder, CarouselSkeleton } from './CarouselSkeleton';
import { useDeleteNews, useNewsList } from './queries';
// The cards a row shows at each width (vite.config.ts writes it from contracts CAROUSEL).
import 'virtual:carousel.css';

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
        loading={<CarouselSkeleton show={layout.show} />}
        isEmpty={(list) => list.length === 0}
        emptyText={WEB_UI.newsNoneYet}
        frame={(note) => <CarouselPlaceholder show={layout.show}>{note}</CarouselPlaceholder>}
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
  const active = useIdle();
  const [choice, setChoice] = useState<boolean | null>(null);
  // The button shows the visitor's setting from the first paint; autoplay itself starts when idle
  // (a glyph that swapped then would nudge the arrows: a layout shift).
  const autoplay = choice ?? !reduced;
  const playing = active && autoplay && items.length > layout.show;
  const plugins = useMemo(
    () =>
      playing
        ? [Autoplay({ delay: CAROUSEL.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [playing],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    {
      active,
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
      aria-roledescription={WEB_UI.carouselRole}
      aria-label={WEB_UI.newsHeading}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-controls">
        {items.length > layout.show && embla && (
          <Controls embla={embla} playing={autoplay} onToggle={() => setChoice(!autoplay)} />
        )}
      </div>
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track" aria-live={playing ? 'off' : 'polite'}>
          {items.map((n, i) => (
            <div className="carousel-slide" role="group" aria-roledescription={WEB_UI.slideRole} aria-label={WEB_UI.slideOf(i + 1, items.length)} key={n.id}>
              <NewsCard news={n} staff={staff} eager={i < layout.show} deleting={deletingId === n.id} onDelete={onDelete} />
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

/**
 * False until the browser has a quiet moment after the first paint. Until then the cards sit
 * in their places as plain markup; the carousel's measuring and listeners start afterwards,
 * off the critical path of the page load.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
