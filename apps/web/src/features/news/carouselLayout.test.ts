import { describe, expect, it } from 'vitest';
import { carouselLayout } from './carouselLayout';

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
});
