import { LOGO, SHARE_PICTURE, logoSvg } from '../src/index.js';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The longest line of the name before it wraps, and the room its text has beside the logo (px). */
const LINE_CHARS = 18;
const TEXT_X = 480;
const TEXT_WIDTH = 640;
/** DejaVu Sans Bold's average advance, in em: enough to size the text so its longest line fits. */
const ADVANCE = 0.64;
/** The band along the bottom and the logo's side (px). */
const BAND = 48;
const LOGO_SIDE = 300;

/** The name's words in lines of at most LINE_CHARS characters (a longer word keeps its own line). */
function lines(name: string): string[] {
  const out: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/**
 * The default link-preview picture (src/sharePicture.ts) as SVG: the logo on the left, the institution's name beside
 * it in the logo's colour, a band of it along the bottom. Rendered to JPEG by generate-images.ts.
 */
export function sharePictureSvg(name: string): string {
  const { width, height } = SHARE_PICTURE;
  const rows = lines(name);
  const size = Math.min(84, Math.floor(TEXT_WIDTH / (ADVANCE * Math.max(...rows.map((r) => r.length)))));
  const leading = Math.round(size * 1.2);
  // Logo and text centred on the white above the band (a capital's middle is about 0.35 em above the baseline).
  const middle = (height - BAND) / 2;
  const first = Math.round(middle - ((rows.length - 1) * leading) / 2 + size * 0.35);
  const logo = logoSvg(LOGO_SIDE).replace('<svg ', `<svg x="110" y="${middle - LOGO_SIDE / 2}" `);
  const text = rows.map((r, i) => `<tspan x="${TEXT_X}" y="${first + i * leading}">${escapeXml(r)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<rect y="${height - BAND}" width="${width}" height="${BAND}" fill="${LOGO.color}"/>
${logo}
<text font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="${LOGO.color}">${text}</text>
</svg>
`;
}
