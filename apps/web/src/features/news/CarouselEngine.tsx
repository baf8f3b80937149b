import { CAROUSEL, FRAME_UI } from '@dz/contracts';
import Embla, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCarouselLayout, useReducedMotion } from './carouselLayout';

/** Embla's duration is not in ms: at 25 a slide covers 95 % of its way in about 500 ms (CAROUSEL.slideMs). */
const EMBLA_DURATION = 25;

interface Props {
  /** The carousel's group (arrow keys) and its viewport (what Embla moves), as the server rendered them. */
  group: HTMLElement;
  viewport: HTMLElement;
  count: number;
  /** Whether slides move on their own (the track's live region is quiet meanwhile). */
  onPlayingChange: (playing: boolean) => void;
}

/**
 * What makes NewsCarousel's cards a carousel: Embla with autoplay on the server's markup, the
 * arrows and play/pause, the arrow keys. Its own chunk (Embla and all, about 9 KB gzipped), loaded
 * when the browser is first idle after hydration; it renders the controls only.
 */
export default function CarouselEngine({ group, viewport, count, onPlayingChange }: Props) {
  const layout = useCarouselLayout();
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const autoplay = choice ?? !reduced;
  const more = count > layout.show;
  const playing = autoplay && more;
  const options = useMemo(
    () => ({ loop: true, align: 'start' as const, slidesToScroll: layout.scroll, dragThreshold: CAROUSEL.swipeThresholdPx, duration: EMBLA_DURATION }),
    [layout.scroll],
  );
  const embla = useEmbla(viewport, options, playing ? { delay: CAROUSEL.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true } : null);

  useEffect(() => onPlayingChange(playing), [playing, onPlayingChange]);

  useEffect(() => {
    if (!embla) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') embla.scrollPrev();
      else if (e.key === 'ArrowRight') embla.scrollNext();
    };
    group.addEventListener('keydown', onKeyDown);
    return () => group.removeEventListener('keydown', onKeyDown);
  }, [group, embla]);

  if (!embla || !more) return null;
  return (
    <>
      <button type="button" className="btn btn-icon" onClick={() => embla.scrollPrev()} aria-label={FRAME_UI.previousSlide}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="btn btn-icon" onClick={() => setChoice(!autoplay)} aria-label={autoplay ? FRAME_UI.pause : FRAME_UI.play}>
        <span aria-hidden="true">{autoplay ? '❚❚' : '▶'}</span>
      </button>
      <button type="button" className="btn btn-icon" onClick={() => embla.scrollNext()} aria-label={FRAME_UI.nextSlide}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}

/**
 * Embla on `viewport`, destroyed on unmount. A change of `options` or of `autoplay` (null: none)
 * re-initialises it, compared by value as embla-carousel-react does.
 */
function useEmbla(viewport: HTMLElement, options: EmblaOptionsType, autoplay: AutoplayOptionsType | null): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const settings = JSON.stringify([options, autoplay]);
  const latest = useRef({ options, autoplay, settings });
  latest.current = { options, autoplay, settings };
  // What the instance was created or last re-initialised with.
  const applied = useRef(settings);
  const plugins = (a: AutoplayOptionsType | null) => (a ? [Autoplay(a)] : []);

  useEffect(() => {
    const { options, autoplay, settings } = latest.current;
    const api = Embla(viewport, options, plugins(autoplay));
    applied.current = settings;
    setEmbla(api);
    return () => {
      api.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  useEffect(() => {
    if (!embla || applied.current === settings) return;
    applied.current = settings;
    embla.reInit(options, plugins(autoplay));
    // `settings` stands for options and autoplay.
  }, [embla, settings]);

  return embla;
}
