import { CAROUSEL } from '@dz/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { widthBelow } from '../../ui/media';

export interface CarouselLayout {
  show: number;
  scroll: number;
}

const rules = [...CAROUSEL.responsive].sort((a, b) => a.below - b.below);
const queries = rules.map((r) => widthBelow(r.below));
/** By the index of the first query that matches; the last one (index -1: none matches) is the widest. */
const layouts: CarouselLayout[] = [...rules, CAROUSEL].map((r) => ({ show: r.show, scroll: r.scroll }));

/** docs/product.md "Constants": 4 visible / scroll 3, fewer below the widths of CAROUSEL.responsive. */
export const carouselLayout = (matches: (query: string) => boolean): CarouselLayout => layouts.at(queries.findIndex(matches))!;

const matchMedia = (q: string) => typeof window !== 'undefined' && window.matchMedia?.(q).matches === true;

/** The rule the viewport is under, by its index: a number, so React can compare snapshots. */
const ruleIndex = () => queries.findIndex(matchMedia);
const subscribe = (onChange: () => void) => {
  const lists = queries.map((q) => window.matchMedia(q));
  for (const l of lists) l.addEventListener('change', onChange);
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
};

/**
 * The layout for the current viewport. The number of cards a row shows is the stylesheet's
 * (virtual:carousel.css, from the same CAROUSEL), so the server's HTML is right at any width;
 * scripts read it here for scrolling and for which pictures load first. While hydrating, the
 * first render takes the server's (the widest) so both match, and the viewport's right after.
 */
export function useCarouselLayout(): CarouselLayout {
  const i = useSyncExternalStore(subscribe, ruleIndex, () => -1);
  return layouts.at(i)!;
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
