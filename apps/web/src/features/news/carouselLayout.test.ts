// @vitest-environment happy-dom
import { BREAKPOINTS, CAROUSEL } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { carouselLayout } from './carouselLayout';

const newsCss = Object.values(import.meta.glob('../../styles/news.css', { query: '?raw', import: 'default', eager: true }))[0] as string;

/** A viewport of the given width answering max-width media queries. */
const at = (width: number) => (q: string) => width <= Number(/max-width: ([\d.]+)px/.exec(q)![1]);

describe('carousel layout (docs/product.md "Constants")', () => {
  it('shows 4 and scrolls 3 on wide screens', () => {
    expect(carouselLayout(at(1280))).toEqual({ show: 4, scroll: 3 });
    expect(carouselLayout(at(1200))).toEqual({ show: 4, scroll: 3 });
  });
  it('shows 2 and scrolls 2 under 1199 px', () => {
    expect(carouselLayout(at(1199))).toEqual({ show: 2, scroll: 2 });
    expect(carouselLayout(at(992))).toEqual({ show: 2, scroll: 2 });
  });
  it('shows 1 and scrolls 1 under 991 px and on phones', () => {
    expect(carouselLayout(at(991))).toEqual({ show: 1, scroll: 1 });
    expect(carouselLayout(at(375))).toEqual({ show: 1, scroll: 1 });
  });
  it('is what the stylesheet shows before any script runs (--show), narrower rules last', () => {
    const name = (px: number) => Object.entries(BREAKPOINTS).find(([, v]) => v === px)![0];
    const rules = [
      `.carousel { position: relative; --show: ${CAROUSEL.show}; }`,
      ...[...CAROUSEL.responsive].sort((a, b) => b.below - a.below).map((r) => `@media (--below-${name(r.below)}) { .carousel { --show: ${r.show}; } }`),
    ];
    const at = rules.map((r) => newsCss.indexOf(r));
    expect(at.every((i) => i >= 0), rules.join('\n')).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
