import { COUNTS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { clinicImage } from './assets.js';
import {
  aboutDetailPage, aboutPage, educationCentrePage, educationIntro, homeInfoBoxes, patientInfoPage, institutionActivities,
  libraryIntro, missionPage, adsIntro, centreLawsIntro,
} from './index.js';
import { publicAsset } from './test/paths.js';
import type { Block, PageContent } from './types.js';

const pages: Record<string, PageContent> = {
  patientInfoPage, educationCentrePage, missionPage, aboutPage, aboutDetailPage, educationIntro, centreLawsIntro, libraryIntro, adsIntro,
};
const allBlocks = (page: PageContent): Block[] => [
  ...(page.lead ?? []), ...(page.sections ?? []).flatMap((s) => s.blocks), ...(page.after ?? []),
];
const text = (page: PageContent) => JSON.stringify(page);

describe('static pages (docs/product.md "Screens")', () => {
  it('/edukacija has the eight sections in the spec order', () => {
    expect(educationIntro.sections?.map((s) => s.title)).toEqual([
      'Istraživanja u ustanovi', 'Stručna ili ferijalna praksa', 'Pripravnički staž', 'Farmaceutske kuće i udruženja',
      'Kliničke vodilje i materijali', 'Standardne operativne procedure za sestrinsku njegu', 'Standardi kvaliteta i sigurnosti',
      'Klinički putevi',
    ]);
  });

  it('/centar: founded January 2022, its activities, two boxes and three tiles', () => {
    expect(educationCentrePage.sections?.map((s) => s.title)).toEqual(['Ukratko o Centru za edukaciju kadrova', 'Misija i Vizija']);
    expect(text(educationCentrePage)).toContain('januaru 2022');
    for (const word of ['kontinuirana edukacija', 'nastavna', 'istraživ', 'mentorstvo', 'brošura', 'farmaceutskim', 'školama']) {
      expect(text(educationCentrePage)).toContain(word);
    }
    expect(educationCentrePage.tiles?.map((t) => [t.title, t.href])).toEqual([
      ['Novosti i Najave', '/edukacija'], ['Zakoni', '/zakonEdu'], ['Biblioteka', '/biblioteka'],
    ]);
  });

  it('/info has the two tiles, the home page its two boxes', () => {
    expect(patientInfoPage.tiles?.map((t) => [t.title, t.href])).toEqual([['Predavanja', '/informacije'], ['Brošure', '/brosure']]);
    expect(homeInfoBoxes.map((b) => b.href)).toEqual(['/centar', '/info']);
  });

  it('/misija-vizija lists the twelve activities, the scope and the specialist clinics', () => {
    expect(institutionActivities).toHaveLength(12);
    expect(text(missionPage)).toContain('50.000');
    expect(text(missionPage)).toContain('Specijalističko-konsultativne ambulante');
  });

  it('/o-nama has the two boxes with the five expert bodies', () => {
    for (const page of [aboutPage, aboutDetailPage]) {
      expect(page.sections?.map((s) => s.title)).toEqual(['Uprava i Upravni odbor', 'Stručna tijela']);
    }
    const bodies = aboutPage.sections![1]!.blocks.map((b) => (b.type === 'people' ? b.caption : ''));
    expect(bodies).toEqual(['Stručno vijeće', 'Etički komitet', 'Komisija za kvalitet', 'Komisija za lijekove', 'Komisija za žalbe pacijenata']);
  });

  it('/biblioteka has three boxes in alphabetical order, without repeating the list title', () => {
    expect(libraryIntro.title).toBeUndefined();
    expect(libraryIntro.sections).toHaveLength(3);
    expect(text(libraryIntro)).not.toContain('Literatura iz oblasti medicine i zdravstva');
    const collator = new Intl.Collator('bs');
    for (const s of libraryIntro.sections!) {
      const items = s.blocks.flatMap((b) => (b.type === 'list' ? b.items : []));
      expect(items.length).toBeGreaterThan(5);
      expect(items).toEqual([...items].sort(collator.compare));
    }
  });

  it('every downloadable link and clinic image points at a committed file', () => {
    const downloads = Object.values(pages).flatMap(allBlocks).flatMap((b) => (b.type === 'links' ? b.items : []));
    expect(downloads.some((l) => l.href === '/assets/docs/prijava-na-javni-oglas.pdf')).toBe(true);
    for (const l of downloads.filter((x) => x.download)) expect(publicAsset(l.href), l.href).toBeDefined();
    // Clinics 1–28 are the product's (the API's /api/Ambulanta; apps/api/test/units.test.ts).
    for (let id = 1; id <= COUNTS.clinics; id++) expect(publicAsset(clinicImage({ id })), `clinic ${id}`).toBeDefined();
    // A clinic added later (issue 23) shows the first seeded one's of its kind until it gets a picture of its own.
    for (const kind of ['porodicna', 'stomatoloska', 'laboratorij'] as const) expect(publicAsset(clinicImage({ id: COUNTS.clinics + 1, kind })), kind).toBeDefined();
    expect(clinicImage({ id: 40, kind: 'stomatoloska' })).toBe(clinicImage({ id: 17 }));
    expect(clinicImage({ id: 5, kind: 'stomatoloska' })).toBe(clinicImage({ id: 5 }));
  });

  it('section ids are unique on each page (they become element ids)', () => {
    for (const [name, page] of Object.entries(pages)) {
      const ids = (page.sections ?? []).map((s) => s.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });
});
