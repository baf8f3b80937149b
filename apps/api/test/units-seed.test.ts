// The clinics, services and contacts the migration seeded: exactly what packages/content held
// until they became data (docs/product.md "Clinics, services and hours"), and the committed MP3s
// their audio guides play.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, COUNTS, daysLabel, hoursRange, type Clinic, type HoursRow, type Service } from '@dz/contracts';
import { testClock, useTestApp } from './harness.js';
import { mp3Info } from './mp3.js';

// Statuses are computed for a fixed instant (Sarajevo's midnight, 23:00 UTC in winter), never the machine's clock.
const h = useTestApp({ now: testClock('2026-01-14T23:00:00Z').now });
const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'public');

/** Each row as the pages print it: "Ponedjeljak – petak 07:00–15:00 (note)". */
const rows = (weekly: HoursRow[]) => weekly.map((r) => `${daysLabel(r.days)} ${hoursRange(r)}${r.note ? ` (${r.note})` : ''}`).join('; ');

/** The rows of packages/content's clinics.ts and services.ts before the migration, in id order. */
const CLINIC_HOURS = [
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice); Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 12:00–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 12:00–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice); Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice); Subota 07:00–12:00',
  'Ponedjeljak – petak, osim utorka 07:00–15:00; Utorak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak, osim četvrtka 07:00–15:00; Četvrtak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak, osim srijede 07:00–15:00; Srijeda 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 12:00–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice); Subota 07:00–12:00',
  'Ponedjeljak – petak, osim utorka 07:00–15:00; Utorak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak, osim srijede 07:00–15:00; Srijeda 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 12:00–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice)',
  'Ponedjeljak – petak, osim četvrtka 07:00–15:00; Četvrtak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice); Subota 07:00–12:00',
  'Ponedjeljak – petak, osim srijede 07:00–15:00; Srijeda 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena); Subota 07:00–12:00',
  'Ponedjeljak – petak, osim četvrtka 07:00–15:00; Četvrtak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak, osim utorka 07:00–15:00; Utorak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak, osim utorka 07:00–15:00; Utorak 11:00–19:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena); Subota 07:00–12:00',
  'Ponedjeljak – petak, osim srijede 07:00–15:00; Srijeda 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena); Subota 07:00–12:00',
  'Ponedjeljak – petak, osim četvrtka 07:00–15:00; Četvrtak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak, osim utorka 07:00–15:00; Utorak 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak, osim srijede 07:00–15:00; Srijeda 12:00–20:00 (Popodnevni rad)',
  'Ponedjeljak – petak 07:00–15:00',
];
const SERVICE_HOURS = [
  'Svaki dan 00:00–24:00 (Uključujući praznike)',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 12:00–20:00 (Druga smjena; smjene se izmjenjuju svake sedmice); Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena); Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena)',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 12:00–20:00 (Druga smjena)',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena); Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00; Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00; Ponedjeljak – petak 13:30–20:00 (Druga smjena)',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–15:00',
  'Ponedjeljak – petak 07:00–14:00',
  'Ponedjeljak – petak 07:00–20:00; Subota 08:00–14:00',
  'Ponedjeljak – petak 06:00–20:00; Subota 07:00–12:00',
  'Ponedjeljak – petak 07:00–15:00',
];

/** docs/product.md "Screens": clinic titles 1–16 as the spec spells them (without diacritics), then 17–28. */
const CLINIC_TITLES = [
  'Blagaj', 'Brankovac 1', 'Brankovac 2 i 3', 'Carina', 'Donja Dreznica', 'Dracevice', 'Gornja Dreznica', 'Gubavica',
  'Kocine', 'Luka', 'Mahala', 'Podvelez', 'Potoci', 'Tekija', 'Vrapcici', 'Zalik',
  'Stomatološka ambulanta Potoci', 'Stomatološka ambulanta Zalik', 'Školska stomatološka ambulanta Zalik', 'Ortodontska ambulanta Zalik',
  'Stomatološka ambulanta Brankovac', 'Stomatološka ambulanta Carina II', 'Oralna hirurgija Carina', 'Stomatološka ambulanta Mahala',
  'Stomatološka ambulanta Tekija', 'Stomatološka ambulanta Blagaj', 'Školska stomatološka ambulanta Gnojnice', 'Zubotehnički laboratorij',
];

describe('the seeded clinics and services', () => {
  it('are the 28 clinics (ids 1–28, the spec titles) and 20 services with today\'s hours, row for row', async () => {
    const clinics: Clinic[] = (await h.request.get(API.clinics)).body;
    expect(clinics.map((c) => c.id)).toEqual(Array.from({ length: COUNTS.clinics }, (_, i) => i + 1));
    expect(clinics.map((c) => c.title)).toEqual(CLINIC_TITLES);
    expect(clinics.map((c) => rows(c.hours.weekly))).toEqual(CLINIC_HOURS);
    expect(clinics.filter((c) => c.kind === 'porodicna').map((c) => c.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(clinics.find((c) => c.id === 1)!.name).toBe('Ambulanta porodične medicine Blagaj');
    expect(clinics.find((c) => c.id === 15)!.name).toBe('Ambulanta porodične medicine Vrapčići');
    const services: Service[] = (await h.request.get(API.services)).body;
    expect(services.map((s) => s.id)).toEqual(Array.from({ length: COUNTS.services }, (_, i) => i + 1));
    expect(new Set(services.map((s) => s.title)).size).toBe(COUNTS.services);
    expect(services.map((s) => rows(s.hours.weekly))).toEqual(SERVICE_HOURS);
    for (const u of [...clinics, ...services]) {
      expect(u.hours.exceptions, u.title).toEqual([]);
      expect(u.email, u.title).toMatch(/^[a-z0-9.]+@dz-primjer\.ba$/);
    }
    for (const c of clinics) expect(c.team.length, c.title).toBeGreaterThan(0);
  });

  it('every phone on the site belongs to one clinic or service; the emergency service is 124, 00–24 every day', async () => {
    const clinics: Clinic[] = (await h.request.get(API.clinics)).body;
    const services: Service[] = (await h.request.get(API.services)).body;
    const phones = [...clinics.flatMap((c) => c.phones), ...services.map((s) => s.phone)];
    expect(phones).toHaveLength(COUNTS.clinics + COUNTS.services);
    expect(new Set(phones).size).toBe(phones.length);
    const emergency = services.find((s) => s.icon === 'ambulance')!;
    expect(emergency).toMatchObject({ id: 1, title: 'Služba hitne medicinske pomoći', phone: '124' });
    expect(emergency.hours.weekly).toEqual([{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00', note: 'Uključujući praznike' }]);
    expect(emergency.status.open).toBe(true);
  });

  it('the institution\'s contacts are today\'s footer', async () => {
    expect((await h.request.get(API.institution)).body).toMatchObject({
      phone: '036 580 100', email: 'info@dz-primjer.ba', street: 'Ulica primjera 1', postalCode: '88000', city: 'Mostar',
      giroAccount: '0000000000000000', bank: 'Banka d.d.', socialUrl: 'https://www.facebook.com/', socialLabel: 'Facebook stranica',
    });
  });

  it('27 clinic and 19 service guides play the committed MP3s; only the emergency service\'s now says something else (its hours read "Svaki dan")', async () => {
    const clinics: Clinic[] = (await h.request.get(API.clinics)).body;
    const services: Service[] = (await h.request.get(API.services)).body;
    expect(clinics.filter((c) => c.audio).length).toBe(COUNTS.clinicAudio);
    expect(clinics.filter((c) => !c.audio).map((c) => c.title)).toEqual(['Zubotehnički laboratorij']);
    expect(services.filter((s) => s.audio).length).toBe(COUNTS.serviceAudio);
    expect(clinics[0]!.audio).toEqual({
      url: '/assets/audio/ambulanta-01-blagaj.mp3', seconds: 21, stale: false,
      transcript: 'Ambulanta porodične medicine Blagaj. Radno vrijeme: Ponedjeljak do petak: od 7 do 15 sati. Ponedjeljak do petak: od 13 i 30 do 20 sati, druga smjena. Subota: od 7 do 12 sati. Telefon: 0 3 6, 5 8 0, 2 0 1.',
    });
    const stale = [...clinics, ...services].filter((u) => u.audio?.stale).map((u) => u.title);
    expect(stale).toEqual(['Služba hitne medicinske pomoći']);
  });

  it('each recording is a committed mono 32 kbit/s MP3 of the length and hash the row says', async () => {
    const recs = await h.db.audioRecording.findMany({ select: { staticPath: true, seconds: true, hash: true, mp3: true } });
    expect(recs).toHaveLength(COUNTS.clinicAudio + COUNTS.serviceAudio);
    expect(new Set(recs.map((r) => r.staticPath)).size).toBe(recs.length);
    for (const r of recs) {
      expect(r.mp3).toBeNull();
      const bytes = readFileSync(path.join(webPublic, r.staticPath!));
      const info = mp3Info(bytes);
      expect([info.mono, info.bitrateKbps], r.staticPath!).toEqual([true, 32]);
      expect(Math.round(info.seconds), r.staticPath!).toBe(r.seconds);
      expect(createHash('sha256').update(bytes).digest('hex'), r.staticPath!).toBe(r.hash);
    }
  });
});
