/**
 * The institution's logo: a white cross on a rounded teal square. One description, drawn three ways: as the site's
 * icon (apps/web/public/favicon.svg), as the PNG search engines show for the organisation (schema.org `logo` on home;
 * Google asks for at least 112×112 px) and on the default picture of link previews (the API's, beside the name).
 * `pnpm --filter @dz/content run generate:images` writes the two files; src/logo.test.ts checks they are these.
 */
export const LOGO = {
  /** The side of its square, in the SVG's units. */
  side: 32,
  /** The square's corner radius. */
  radius: 6,
  color: '#0b5f73',
  crossColor: '#ffffff',
  /** The cross as two bars: x, y, width, height. */
  bars: [[13, 6, 6, 20], [6, 13, 20, 6]],
} as const;

/** The PNG logo: its path among the site's files and its size (a square). */
export const LOGO_PNG = { path: '/assets/img/logo.png', side: 512 } as const;

/** The logo as SVG markup; `size` sets its width and height (none: it fills what holds it, as the favicon). */
export function logoSvg(size?: number): string {
  const { side, radius, color, crossColor } = LOGO;
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"${dimensions}><rect width="${side}" height="${side}" rx="${radius}" fill="${color}"/><path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="${crossColor}"/></svg>`;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Samples a pixel takes along each axis (16 in all): the square's rounded corners are smooth at any size. */
const SAMPLES = 4;

/**
 * The logo drawn as `size`×`size` RGBA pixels (straight alpha; outside the rounded square transparent), row by row:
 * what the committed PNG holds. Pure arithmetic, so the same on every machine.
 */
export function logoPixels(size: number): Uint8Array {
  const { side, radius: r, bars } = LOGO;
  const [color, cross] = [rgb(LOGO.color), rgb(LOGO.crossColor)];
  const scale = side / size;
  const inSquare = (x: number, y: number) => {
    const cx = Math.min(Math.max(x, r), side - r);
    const cy = Math.min(Math.max(y, r), side - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  const inCross = (x: number, y: number) => bars.some(([bx, by, bw, bh]) => x >= bx && x < bx + bw && y >= by && y < by + bh);
  const out = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let square = 0;
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * scale;
          const y = (py + (sy + 0.5) / SAMPLES) * scale;
          if (!inSquare(x, y)) continue;
          square++;
          if (inCross(x, y)) white++;
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) out[at + c] = square ? Math.round((white * cross[c]! + (square - white) * color[c]!) / square) : 0;
      out[at + 3] = Math.round((square * 255) / (SAMPLES * SAMPLES));
    }
  }
  return out;
}
