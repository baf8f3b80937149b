import { COUNTS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { clinics } from './clinics.js';
import { services } from './services.js';
import type { HoursRow } from './types.js';

/** docs/product.md "Screens" clinic titles 1–16 as the spec spells them (without diacritics). */
const FAMILY_TITLES = [
  'Blagaj', 'Brankovac 1', 'Brankovac 2 i 3', 'Carina', 'Donja Dreznica', 'Dracevice', 'Gornja Dreznica', 'Gubavica',
  'Kocine', 'Luka', 'Mahala', 'Podvelez', 'Potoci', 'Tekija', 'Vrapcici', 'Zalik',
];
/** docs/product.md "Screens" 17–28: what each title must say (kind and place). */
const DENTAL_TITLES: [number, RegExp][] = [
  [17, /^Stomatološka ambulanta Potoci$/], [18, /^Stomatološka ambulanta Zalik$/], [19, /^Školska stomatološka ambulanta Zalik$/],
  [20, /^Ortodontska ambulanta Zalik$/], [21, /^Stomatološka ambulanta Brankovac$/], [22, /^Stomatološka ambulanta Carina II$/],
  [23, /^Oralna hirurgija Carina$/], [24, /^Stomatološka ambulanta Mahala$/], [25, /^Stomatološka ambulanta Tekija$/],
  [26, /^Stomatološka ambulanta Blagaj$/], [27, /^Školska stomatološka ambulanta Gnojnice$/], [28, /^Zubotehnički laboratorij$/],
];

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const has = (hours: HoursRow[], days: RegExp, from: string, to: string) =>
  hours.some((r) => days.test(r.days) && r.from === from && r.to === to);

describe('clinics (docs/product.md "Screens")', () => {
  it('are the 28 clinics with ids 1–28 in the spec order', () => {
    expect(clinics).toHaveLength(COUNTS.clinics);
    expect(clinics.map((c) => c.id)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    // Exactly as the spec writes them (the legacy site's titles); places keep their diacritics.
    expect(clinics.slice(0, 16).map((c) => c.title)).toEqual(FAMILY_TITLES);
    for (const [id, title] of DENTAL_TITLES) expect(clinics[id - 1]?.title).toMatch(title);
  });

  it('each has a team, a phone, an e-mail and valid hours', () => {
    for (const c of clinics) {
      expect(c.team.length, c.title).toBeGreaterThan(0);
      for (const p of c.team) expect(p.name.trim() && p.role.trim(), c.title).toBeTruthy();
      expect(c.phone).toMatch(/^0\d{2} \d{3} \d{3}$/);
      expect(c.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(c.hours.length).toBeGreaterThan(0);
      for (const r of c.hours) {
        expect(r.from, c.title).toMatch(TIME);
        expect(r.to, c.title).toMatch(TIME);
        expect(r.from < r.to, `${c.title} ${r.from}–${r.to}`).toBe(true);
      }
    }
  });

  it('follow the spec hour patterns', () => {
    for (const c of clinics) {
      expect(has(c.hours, /^Ponedjeljak – petak/, '07:00', '15:00'), c.title).toBe(true);
      for (const r of c.hours) {
        if (r.days === 'Subota') expect([r.from, r.to]).toEqual(['07:00', '12:00']);
        if (r.note?.startsWith('Druga smjena')) expect(['12:00–20:00', '13:30–20:00']).toContain(`${r.from}–${r.to}`);
      }
    }
    const family = clinics.filter((c) => c.kind === 'porodicna');
    expect(family.some((c) => has(c.hours, /^Ponedjeljak – petak$/, '12:00', '20:00'))).toBe(true);
    expect(family.some((c) => has(c.hours, /^Ponedjeljak – petak$/, '13:30', '20:00'))).toBe(true);
    expect(family.some((c) => c.hours.some((r) => r.days === 'Subota'))).toBe(true);
    for (const day of ['Utorak', 'Srijeda', 'Četvrtak']) {
      expect(family.some((c) => has(c.hours, new RegExp(`^${day}$`), '12:00', '20:00')), day).toBe(true);
    }
    expect(has(clinics[20]!.hours, /^Utorak$/, '11:00', '19:00')).toBe(true);
  });

  it('every phone on the site belongs to one clinic or service', () => {
    const phones = [...clinics, ...services].map((x) => x.phone);
    expect(new Set(phones).size).toBe(phones.length);
  });
});
