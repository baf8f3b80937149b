import { writeFileSync } from 'node:fs';
import { ASSETS, clinicImage, clinics, serviceIcon, services } from '../src/index.js';
import { publicFile, removeStale } from './paths.js';
import { clinicSvg, serviceIconSvg } from './svg.js';

/**
 * Writes the clinic card illustrations and the service icons (simple SVG, generated).
 * Run: pnpm --filter @dz/content run generate:images
 */
const SERVICE_COLORS = ['#1f6f5c', '#2b5c8a', '#8a2b5c', '#5b3d8a', '#6b2e1f'];

for (const c of clinics) writeFileSync(publicFile(clinicImage(c)), clinicSvg(c));
services.forEach((s, i) => writeFileSync(publicFile(serviceIcon(s)), serviceIconSvg(s.icon, SERVICE_COLORS[i % SERVICE_COLORS.length] ?? '#1f6f5c')));
removeStale(ASSETS.clinicImages, clinics.map(clinicImage), '.svg');
removeStale(ASSETS.serviceIcons, services.map(serviceIcon), '.svg');
console.log(`${clinics.length} clinic illustrations, ${services.length} service icons`);
