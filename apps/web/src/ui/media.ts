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

/**
 * A stylesheet that sets a custom property by width: `value` on wide screens, each step's value
 * below its width (the narrowest last, so it wins where several apply). For what scripts read
 * too but the page needs before any script runs, e.g. how many carousel cards a row shows.
 */
export const propertyByWidth = (
  selector: string,
  property: string,
  value: number,
  steps: readonly { below: number; value: number }[],
) =>
  [
    `${selector} { ${property}: ${value}; }`,
    ...[...steps].sort((a, b) => b.below - a.below).map((s) => `@media ${widthBelow(s.below)} { ${selector} { ${property}: ${s.value}; } }`),
  ].join('\n');
