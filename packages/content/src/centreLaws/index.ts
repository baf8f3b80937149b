import { MONTHS, WEB_UI } from '@dz/contracts';
import { h, notice, p, terms, ul } from '../blocks.js';
import type { Block, PageContent, Section } from '../types.js';
import { healthDayDate, healthDays } from './healthCalendar.js';
import { regulationGroups, regulationLine, regulationsNote } from './laws.js';

/**
 * Intro of /zakonEdu: the six boxes of docs/product.md "Screens", above the paged list. The heading 'Zakoni'
 * is the list page's h1 (registry title), so the intro has none of its own.
 */
const lawsBlocks: Block[] = [
  ...regulationGroups.flatMap((g) => [h(g.title), ul(...g.items.map(regulationLine))]),
  p(regulationsNote),
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const calendarBlocks: Block[] = MONTHS.flatMap((month, i) => {
  const days = healthDays.filter((d) => d.month === i + 1);
  return days.length ? [h(capitalize(month)), terms(days.map((d) => ({ term: healthDayDate(d), text: d.name })))] : [];
});

const underConstruction = (id: string, title: string): Section => ({ id, title, blocks: [notice(WEB_UI.underConstruction)] });

export const centreLawsIntro: PageContent = {
  sections: [
    { id: 'zakoni-na-snazi', title: 'ZAKONI I PODZAKONSKI AKTI KOJI SU NA SNAZI IZ OBLASTI ZDRAVSTVA', blocks: lawsBlocks },
    underConstruction('materijali-tsu', 'MATERIJALI TRAJNOG STRUČNOG USAVRŠAVANJA'),
    underConstruction('online-tsu', 'ONLINE MATERIJALI TSU'),
    underConstruction('bilteni', 'BILTENI'),
    underConstruction('monografija', 'MONOGRAFIJA KONTINUIRANE OBUKE U JUDZSGM'),
    { id: 'kalendar-zdravlja', title: 'KALENDAR ZDRAVLJA', blocks: calendarBlocks },
  ],
};

export { healthDays, healthDayDate } from './healthCalendar.js';
export type { HealthDay } from './healthCalendar.js';
export { regulationGroups } from './laws.js';
export type { Regulation, RegulationGroup } from './laws.js';
