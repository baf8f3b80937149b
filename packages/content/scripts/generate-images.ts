import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { SERVICE_ICONS, type ClinicKind } from '@dz/contracts';
import { ASSETS, LOGO_PNG, SHARE_PICTURE, clinicImage, institution, logoPixels, logoSvg, serviceIcon } from '../src/index.js';
import { publicFile, removeStale } from './paths.js';
import { encodePng } from './png.js';
import { sharePictureSvg } from './share-picture.js';
import { clinicSvg, serviceIconSvg } from './svg.js';

/**
 * Writes the clinic card illustrations and the service icons (simple SVG, generated), and the logo: the site's icon
 * (favicon.svg) and the PNG search engines show for the organisation (src/logo.ts); and the default link-preview
 * picture, logo and name (src/sharePicture.ts; its text needs the DejaVu fonts installed, as Debian's fonts-dejavu-core).
 * The clinics are data now (/api/Ambulanta); their ids (1–28) and kinds are the product's,
 * so the pictures are drawn from those: 1–16 family medicine, 17–27 dental, 28 the laboratory.
 * Run: pnpm --filter @dz/content run generate:images
 */
const SERVICE_COLORS = ['#1f6f5c', '#2b5c8a', '#8a2b5c', '#5b3d8a', '#6b2e1f'];
const kindOf = (id: number): ClinicKind => (id <= 16 ? 'porodicna' : id < 28 ? 'stomatoloska' : 'laboratorij');
const clinics = Array.from({ length: 28 }, (_, i) => ({ id: i + 1, kind: kindOf(i + 1) }));
const icons = SERVICE_ICONS.map((icon) => ({ icon }));

for (const c of clinics) writeFileSync(publicFile(clinicImage(c)), clinicSvg(c));
icons.forEach((s, i) => writeFileSync(publicFile(serviceIcon(s)), serviceIconSvg(s.icon, SERVICE_COLORS[i % SERVICE_COLORS.length] ?? '#1f6f5c')));
removeStale(ASSETS.clinicImages, clinics.map(clinicImage), '.svg');
removeStale(ASSETS.serviceIcons, icons.map(serviceIcon), '.svg');
writeFileSync(publicFile('/favicon.svg'), `${logoSvg()}\n`);
writeFileSync(publicFile(LOGO_PNG.path), encodePng(LOGO_PNG.side, LOGO_PNG.side, logoPixels(LOGO_PNG.side)));
await sharp(Buffer.from(sharePictureSvg(institution.name))).jpeg({ quality: 88, mozjpeg: true }).toFile(publicFile(SHARE_PICTURE.path));
console.log(`${clinics.length} clinic illustrations, ${icons.length} service icons, the logo, the share picture`);
