import { WEB_UI } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { healthDayDate, healthDays } from './centreLaws/healthCalendar.js';
import { centreLawsIntro } from './centreLaws/index.js';
import { regulationGroups } from './centreLaws/laws.js';

describe('/zakonEdu boxes (docs/product.md "Screens")', () => {
  it('are the six boxes, titles as in the spec, four of them U IZRADI', () => {
    expect(centreLawsIntro.title).toBeUndefined();
    expect(centreLawsIntro.sections?.map((s) => s.title)).toEqual([
      'ZAKONI I PODZAKONSKI AKTI KOJI SU NA SNAZI IZ OBLASTI ZDRAVSTVA',
      'MATERIJALI TRAJNOG STRUČNOG USAVRŠAVANJA',
      'ONLINE MATERIJALI TSU',
      'BILTENI',
      'MONOGRAFIJA KONTINUIRANE OBUKE U JUDZSGM',
      'KALENDAR ZDRAVLJA',
    ]);
    for (const box of centreLawsIntro.sections!.slice(1, 5)) expect(box.blocks).toEqual([{ type: 'notice', text: WEB_UI.underConstruction }]);
  });

  it('group the laws under PODZAKONSKI AKTI and the groups the spec names, then other regulations', () => {
    const titles = regulationGroups.map((g) => g.title);
    expect(titles).toContain('PODZAKONSKI AKTI');
    expect(titles.at(-1)).toBe('OSTALI PROPISI');
    expect(titles).toHaveLength(21);
    for (const g of regulationGroups) expect(g.items.length, g.title).toBeGreaterThan(0);
  });

  it('cite gazettes in one of the two official forms only', () => {
    for (const r of regulationGroups.flatMap((g) => g.items)) {
      if (r.gazette) expect(r.gazette).toMatch(/^„Služben(e novine Federacije BiH|i glasnik BiH)“, br\. \d+\/\d\d(, \d+\/\d\d)*( i \d+\/\d\d)?$/);
    }
  });

  it('list the health days January to December in calendar order', () => {
    const keys = healthDays.map((d) => d.month * 100 + d.day);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(new Set(healthDays.map((d) => d.month))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i + 1)));
    for (const d of healthDays) expect(d.day).toBeLessThanOrEqual(new Date(Date.UTC(2023, d.month, 0)).getUTCDate());
    expect(healthDays).toContainEqual({ month: 4, day: 7, name: 'Svjetski dan zdravlja' });
    expect(healthDays).toContainEqual({ month: 12, day: 1, name: 'Svjetski dan borbe protiv AIDS-a' });
  });

  it('say a fixed day with its month in the genitive', () => {
    const dates = Array.from({ length: 12 }, (_, i) => healthDayDate({ month: i + 1, day: 4, name: 'x' }));
    expect(dates).toEqual([
      '4. januara', '4. februara', '4. marta', '4. aprila', '4. maja', '4. juna',
      '4. jula', '4. augusta', '4. septembra', '4. oktobra', '4. novembra', '4. decembra',
    ]);
  });
});
