import { CAROUSEL } from '@dz/contracts';
import { useEffect, useLayoutEffect, useState } from 'react';
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

/** The layout a server render uses: it knows no viewport. */
const SERVER_LAYOUT = carouselLayout(() => false);

const matchMedia = (q: string) => typeof window !== 'undefined' && window.matchMedia?.(q).matches === true;

/**
 * The layout for the current viewport, for the carousel's script (how far a step scrolls, whether
 * there is more than one view). The first render is the server's (a page it rendered hydrates
 * without a mismatch); a layout effect then reads the viewport before the browser paints. What the
 * visitor sees does not wait for it: news.css sizes the slides for each width (--show).
 */
export function useCarouselLayout(): CarouselLayout {
  const [layout, setLayout] = useState(SERVER_LAYOUT);
  useLayoutEffect(() => {
    const update = () => setLayout((old) => {
      const next = carouselLayout(matchMedia);
      return old.show === next.show && old.scroll === next.scroll ? old : next;
    });
    update();
    const lists = queries.map((q) => window.matchMedia(q));
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
