/** The media queries of contracts' BREAKPOINTS, for stylesheets (custom media) and scripts alike. */

/** From this width (px) up. */
export const widthFrom = (px: number) => `(min-width: ${px}px)`;

/** Below this width (px): up to .02 px under it, so no fractional width (zoom) falls between the two. */
export const widthBelow = (px: number) => `(max-width: ${px - 0.02}px)`;

/**
 * The CSS custom media of every breakpoint (contracts' BREAKPOINTS): `--md` from md up,
 * `--below-md` below it. vite.config.ts puts them before every stylesheet; postcss-custom-media
 * writes them out.
 */
export const customMediaRules = (breakpoints: Readonly<Record<string, number>>) =>
  Object.entries(breakpoints)
    .flatMap(([name, px]) => [`@custom-media --${name} ${widthFrom(px)};`, `@custom-media --below-${name} ${widthBelow(px)};`])
    .join('\n');

