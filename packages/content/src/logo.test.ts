import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePng, encodePng } from '../scripts/png.js';
import { LOGO, LOGO_PNG, logoPixels, logoSvg } from './logo.js';
import { publicAsset } from './test/paths.js';

const pixel = (rgba: Uint8Array, side: number, x: number, y: number) => Array.from(rgba.subarray((y * side + x) * 4, (y * side + x) * 4 + 4));

describe('the logo', () => {
  it('is a committed PNG of at least 112×112 px (what Google asks of an organisation\'s logo), drawn from src/logo.ts', () => {
    const file = publicAsset(LOGO_PNG.path);
    expect(file).toBeDefined();
    const png = decodePng(readFileSync(file!));
    expect([png.width, png.height, png.colorType]).toEqual([LOGO_PNG.side, LOGO_PNG.side, 6]);
    expect(LOGO_PNG.side).toBeGreaterThanOrEqual(112);
    // The same pixels as generated now: regenerate it (generate:images) after changing the logo.
    expect(Buffer.from(png.rgba).equals(Buffer.from(logoPixels(LOGO_PNG.side)))).toBe(true);
  });

  it('draws a teal square with round corners and a white cross', () => {
    const side = 64;
    const rgba = logoPixels(side);
    expect(pixel(rgba, side, 0, 0)).toEqual([0, 0, 0, 0]); // outside the rounded corner
    expect(pixel(rgba, side, 32, 32)).toEqual([255, 255, 255, 255]); // the cross's middle
    expect(pixel(rgba, side, 4, 32)).toEqual([0x0b, 0x5f, 0x73, 255]); // the square beside the cross
    expect(pixel(rgba, side, 3, 3)[3]).toBeGreaterThan(0); // on the corner's arc: partly covered, a smooth edge
    expect(pixel(rgba, side, 3, 3)[3]).toBeLessThan(255);
    // The PNG writer and reader agree.
    expect(Buffer.from(decodePng(encodePng(side, side, rgba)).rgba).equals(Buffer.from(rgba))).toBe(true);
  });

  it('is the site\'s icon, favicon.svg', () => {
    expect(readFileSync(publicAsset('/favicon.svg')!, 'utf8')).toBe(`${logoSvg()}\n`);
    expect(logoSvg(200)).toContain('width="200" height="200"');
    expect(logoSvg()).toContain(`fill="${LOGO.color}"`);
  });
});
