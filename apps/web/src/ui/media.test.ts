// @vitest-environment happy-dom
import { BREAKPOINTS, CAROUSEL } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { customMediaRules, widthBelow, widthFrom } from './media';

const styles = import.meta.glob('../**/*.css', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const scripts = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('breakpoints (contracts BREAKPOINTS, docs/product.md "Constants")', () => {
  it('become custom media for the stylesheets', () => {
    const rules = customMediaRules({ md: 768 });
    expect(rules).toBe('@custom-media --md (min-width: 768px);\n@custom-media --below-md (max-width: 767.98px);');
    expect(widthFrom(BREAKPOINTS.xs)).toBe('(min-width: 480px)');
    expect(widthBelow(BREAKPOINTS.lg)).toBe('(max-width: 991.98px)');
  });

  it('are written nowhere else: no stylesheet sets a width of its own', () => {
    expect(Object.keys(styles).length).toBeGreaterThan(5);
    const own = Object.entries(styles).flatMap(([file, css]) =>
      [...css.matchAll(/@media[^{]*(?:min|max)-width[^{]*/g)].map((m) => `${file}: ${m[0].trim()}`),
    );
    expect(own).toEqual([]);
  });

  it('are each used by a stylesheet or a script', () => {
    const css = Object.values(styles).join('\n');
    const code = Object.values(scripts).join('\n');
    const carousel = CAROUSEL.responsive.map((r) => r.below);
    const unused = Object.entries(BREAKPOINTS).filter(
      ([name, px]) =>
        !new RegExp(`\\(--(below-)?${name}\\)`).test(css) && !code.includes(`BREAKPOINTS.${name}`) && !carousel.includes(px as never),
    );
    expect(unused).toEqual([]);
  });
});
