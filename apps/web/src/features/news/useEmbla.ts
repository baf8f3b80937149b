import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';

export type { EmblaCarouselType };

type Engine = [typeof import('embla-carousel'), typeof import('embla-carousel-autoplay')];

let engine: Promise<Engine> | undefined;
/** Embla and its autoplay plugin (about 8 KB gzipped): their own chunk, asked for when a carousel starts. */
const loadEngine = () => (engine ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]));

/**
 * Embla on `viewport` once `start` is true (NewsCarousel: the browser's first idle moment after
 * hydration). Until then, and while its code loads, the slides are the server's plain markup in
 * their places; nothing the first render shows depends on it. A change of `options` or of
 * `autoplay` (null: none) re-initialises the running carousel, as embla-carousel-react does.
 */
export function useEmbla(
  viewport: HTMLElement | null,
  start: boolean,
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType | null,
): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<{ api: EmblaCarouselType; engine: Engine }>();
  const settings = JSON.stringify([options, autoplay]);
  // What the instance was created or last re-initialised with.
  const applied = useRef(settings);
  const latest = useRef({ options, autoplay, settings });
  latest.current = { options, autoplay, settings };

  useEffect(() => {
    if (!viewport || !start) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEngine().then((loaded) => {
      if (cancelled) return;
      const [{ default: Embla }, { default: Autoplay }] = loaded;
      const { options, autoplay, settings } = latest.current;
      api = Embla(viewport, options, autoplay ? [Autoplay(autoplay)] : []);
      applied.current = settings;
      setEmbla({ api, engine: loaded });
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, start]);

  useEffect(() => {
    if (!embla || applied.current === settings) return;
    applied.current = settings;
    const [, { default: Autoplay }] = embla.engine;
    embla.api.reInit(options, autoplay ? [Autoplay(autoplay)] : []);
    // `settings` stands for options and autoplay: compared by value, like embla-carousel-react does.
  }, [embla, settings]);

  return embla?.api;
}
