import { CAROUSEL } from '@dz/contracts';
import { useEffect, useState } from 'react';
import { widthBelow } from '../../ui/media';

export interface CarouselLayout {
  show: number;
  scroll: number;
}

const rules = [...CAROUSEL.responsive].sort((a, b) => a.below - b.below);
const queries = rules.map((r) => widthBelow(r.below));

/** docs/product.md "Constants": 4 visible / scroll 3, fewer below the widths of CAROUSEL.responsive. */
export function carouselLayout(matches: (query: string) => boolean): CarouselLayout {
  const i = queries.findIndex(matches);
  const rule = i >= 0 ? rules[i]! : CAROUSEL;
  return { show: rule.show, scroll: rule.scroll };
}

const matchMedia = (q: string) => typeof window !== 'undefined' && window.matchMedia?.(q).matches === true;

/**
 * The layout for the current viewport, for the carousel's engine (how far a step scrolls, whether
 * there is more than one view). The engine runs in the browser only, after hydration; what the
 * visitor sees before it does not depend on it: news.css sizes the slides for each width (--show).
 */
export function useCarouselLayout(): CarouselLayout {
  const [layout, setLayout] = useState(() => carouselLayout(matchMedia));
  useEffect(() => {
    const lists = queries.map((q) => window.matchMedia(q));
    const update = () => setLayout((old) => {
      const next = carouselLayout(matchMedia);
      return old.show === next.show && old.scroll === next.scroll ? old : next;
    });
    for (const l of lists) l.addEventListener('change', update);
    return () => lists.forEach((l) => l.removeEventListener('change', update));
  }, []);
  return layout;
}

/** Whether the visitor asked the system for less motion (then nothing moves on its own). */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => matchMedia(query));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}
