import type { Clinic, ServiceIcon } from '@dz/contracts';

/**
 * Simple generated illustrations (no images from the web): a clinic building per clinic
 * card, a round icon per service card. Both are decorative; the cards carry the text.
 */
const KIND_COLOR: Record<Clinic['kind'], string> = { porodicna: '#1f6f5c', stomatoloska: '#2b5c8a', laboratorij: '#5b3d8a' };

const CROSS = 'M-6 -18h12v12h12v12h-12v12h-12v-12h-12v-12h12z';
const TOOTH = 'M-14 -14c6 -6 10 -2 14 -2s8 -4 14 2c4 6 0 14 -2 20c-2 8 -3 14 -6 14s-3 -10 -6 -10s-3 10 -6 10s-4 -6 -6 -14c-2 -6 -6 -14 -2 -20z';
const FLASK = 'M-6 -18h12v12l12 20a4 4 0 0 1 -4 6h-28a4 4 0 0 1 -4 -6l12 -20z';

export function clinicSvg(c: Pick<Clinic, 'id' | 'kind'>): string {
  const color = KIND_COLOR[c.kind];
  const floors = 2 + (c.id % 2);
  const width = 150 + (c.id % 4) * 16;
  const x = (320 - width) / 2;
  const top = 170 - floors * 34;
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from({ length: 4 }, (_, w) => {
      // The ground floor's middle windows give way to the door.
      if (f === floors - 1 && (w === 1 || w === 2)) return '';
      const wx = x + 14 + w * ((width - 28) / 4) + 4;
      return `<rect x="${wx.toFixed(1)}" y="${top + 10 + f * 34}" width="${((width - 28) / 4 - 8).toFixed(1)}" height="18" rx="2" fill="#dbe9f4"/>`;
    }).join(''),
  ).join('');
  const symbol = c.kind === 'porodicna' ? CROSS : c.kind === 'stomatoloska' ? TOOTH : FLASK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">
<rect width="320" height="200" fill="#eef5f3"/>
<circle cx="270" cy="40" r="18" fill="#f3d27a"/>
<rect x="0" y="170" width="320" height="30" fill="#c9d9c4"/>
<rect x="${x}" y="${top}" width="${width}" height="${170 - top}" fill="#ffffff" stroke="${color}" stroke-width="4"/>
${windows}
<rect x="${160 - 14}" y="144" width="28" height="26" fill="${color}"/>
<g transform="translate(160 ${top - 28})"><circle r="24" fill="${color}"/><path d="${symbol}" transform="scale(0.8)" fill="#ffffff"/></g>
</svg>
`;
}

const GLYPHS: Record<ServiceIcon, string> = {
  ambulance: `<path d="${CROSS}" fill="#fff"/>`,
  stethoscope: '<path d="M-12 -16v12a12 12 0 0 0 24 0v-12" fill="none" stroke="#fff" stroke-width="4"/><circle cx="12" cy="14" r="5" fill="#fff"/>',
  child: '<circle cy="-10" r="7" fill="#fff"/><path d="M-10 16v-10a10 10 0 0 1 20 0v10z" fill="#fff"/>',
  school: '<path d="M-18 -8l18 -8l18 8l-18 8z" fill="#fff"/><path d="M-10 0v10c6 5 14 5 20 0v-10" fill="#fff"/>',
  woman: '<circle cy="-6" r="10" fill="none" stroke="#fff" stroke-width="4"/><path d="M0 4v16M-7 12h14" stroke="#fff" stroke-width="4"/>',
  home: '<path d="M-18 0l18 -16l18 16h-5v16h-26v-16z" fill="#fff"/>',
  shield: '<path d="M0 -18l16 6v10c0 10 -8 17 -16 20c-8 -3 -16 -10 -16 -20v-10z" fill="#fff"/>',
  lungs: '<path d="M-4 -16v10l-8 4v18c-8 0 -10 -6 -10 -14s6 -16 12 -16M4 -16v10l8 4v18c8 0 10 -6 10 -14s-6 -16 -12 -16" fill="#fff"/>',
  rehab: '<circle cx="2" cy="-14" r="5" fill="#fff"/><path d="M0 -6l-6 12l8 12M0 -6l4 12l10 4M-10 0l10 -6" stroke="#fff" stroke-width="4" fill="none"/>',
  briefcase: '<rect x="-18" y="-8" width="36" height="24" rx="3" fill="#fff"/><path d="M-7 -8v-6h14v6" stroke="#fff" stroke-width="4" fill="none"/>',
  tooth: `<path d="${TOOTH}" fill="#fff"/>`,
  drop: '<path d="M0 -20c8 12 14 18 14 24a14 14 0 0 1 -28 0c0 -6 6 -12 14 -24z" fill="#fff"/>',
  xray: '<rect x="-16" y="-18" width="32" height="36" rx="3" fill="#fff"/><path d="M0 -12v24M-8 -6h16M-8 0h16M-8 6h16" stroke="#3d3d8a" stroke-width="2"/>',
  mind: '<circle r="16" fill="none" stroke="#fff" stroke-width="4"/><path d="M-8 2c4 -8 12 -8 16 0" stroke="#fff" stroke-width="4" fill="none"/>',
  heart: '<path d="M0 16l-15 -15a9 9 0 0 1 15 -11a9 9 0 0 1 15 11z" fill="#fff"/>',
  eye: '<path d="M-20 0c10 -14 30 -14 40 0c-10 14 -30 14 -40 0z" fill="#fff"/><circle r="6" fill="#2b5c8a"/>',
  ear: '<path d="M-8 14c0 -8 -8 -10 -8 -20a14 14 0 0 1 28 0c0 8 -8 10 -8 16a6 6 0 0 1 -12 4" fill="none" stroke="#fff" stroke-width="4"/>',
  pill: '<rect x="-20" y="-8" width="40" height="16" rx="8" fill="#fff" transform="rotate(-35)"/>',
  car: '<path d="M-20 6v-10l6 -8h24l10 8v10z" fill="#fff"/><circle cx="-10" cy="8" r="5" fill="#fff"/><circle cx="10" cy="8" r="5" fill="#fff"/>',
  steam: '<path d="M-10 14c-6 -8 6 -12 0 -22M0 14c-6 -8 6 -12 0 -22M10 14c-6 -8 6 -12 0 -22" stroke="#fff" stroke-width="4" fill="none"/>',
};

export function serviceIconSvg(icon: ServiceIcon, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-32 -32 64 64" width="64" height="64">
<circle r="30" fill="${color}"/>
<g>${GLYPHS[icon]}</g>
</svg>
`;
}
