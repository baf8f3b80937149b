import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharePictureSvg } from '../scripts/share-picture.js';
import { institution } from './institution.js';
import { SHARE_PICTURE } from './sharePicture.js';
import { publicAsset } from './test/paths.js';

describe('the default link-preview picture', () => {
  it('is a committed JPEG of 1200×630 px', async () => {
    const file = publicAsset(SHARE_PICTURE.path);
    expect(file).toBeDefined();
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_PICTURE.width, SHARE_PICTURE.height]);
  });

  it("is drawn from the logo and the institution's name, which stays text however it is spelled", async () => {
    const svg = sharePictureSvg(institution.name);
    expect(svg).toContain(`>${institution.name}</tspan>`);
    expect(svg).toContain('<svg x="110"');
    // A long name wraps; markup in it stays text.
    const long = sharePictureSvg('Javna ustanova Dom zdravlja <Grad> & okolina');
    expect(long.match(/<tspan /g)).toHaveLength(3);
    expect(long).toContain('zdravlja &#60;Grad&#62; &#38;</tspan>');
    expect(long).not.toContain('<Grad>');
    const meta = await sharp(Buffer.from(long)).metadata();
    expect([meta.width, meta.height]).toEqual([SHARE_PICTURE.width, SHARE_PICTURE.height]);
  });
});
