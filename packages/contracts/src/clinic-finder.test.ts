import { describe, expect, it } from 'vitest';
import { CLINIC_FINDER_UI, clinicFilterFrom, clinicFilterSearch, findClinics, isFiltering, type ClinicFilter } from './clinic-finder.js';

const clinic = (title: string, name: string, kind: string, open: boolean, team: string[] = []) =>
  ({ title, name, address: `${title} bb, Mostar`, kind, status: { open }, team: team.map((n) => ({ role: 'Doktor', name: n })) });
const clinics = [
  clinic('Donja Dreznica', 'Ambulanta porodične medicine Donja Drežnica', 'porodicna', true, ['dr. Amra Đurđević']),
  clinic('Gornja Dreznica', 'Ambulanta porodične medicine Gornja Drežnica', 'porodicna', false),
  clinic('Vrapcici', 'Ambulanta porodične medicine Vrapčići', 'porodicna', true),
  clinic('Stomatološka ambulanta Zalik', 'Stomatološka ambulanta Zalik', 'stomatoloska', true),
  clinic('Zubotehnički laboratorij', 'Zubotehnički laboratorij', 'laboratorij', false),
];
const titles = (filter: Partial<ClinicFilter>) => findClinics(clinics, { text: '', kind: '', openNow: false, ...filter }).map((c) => c.title);

describe('the clinic finder', () => {
  it('finds by words folded as the search folds them: without diacritics, any case, dj or d for đ, every word', () => {
    expect(titles({ text: 'dreznica' })).toEqual(['Donja Dreznica', 'Gornja Dreznica']);
    expect(titles({ text: 'DREŽNICA donja' })).toEqual(['Donja Dreznica']);
    expect(titles({ text: 'vrapcici' })).toEqual(['Vrapcici']);
    expect(titles({ text: 'Vrapčići' })).toEqual(['Vrapcici']);
    expect(titles({ text: 'djurdjevic' })).toEqual(['Donja Dreznica']);
    expect(titles({ text: 'Durdevic' })).toEqual(['Donja Dreznica']);
    expect(titles({ text: 'stomatoloska' })).toEqual(['Stomatološka ambulanta Zalik']);
    expect(titles({ text: 'zalik' })).toEqual(['Stomatološka ambulanta Zalik']);
    expect(titles({ text: 'dreznica zalik' })).toEqual([]);
    expect(titles({ text: '  ,. ' })).toHaveLength(clinics.length);
  });

  it('filters by kind and by open now (the status the server computed), with the text or alone', () => {
    expect(titles({ kind: 'stomatoloska' })).toEqual(['Stomatološka ambulanta Zalik']);
    expect(titles({ kind: 'laboratorij' })).toEqual(['Zubotehnički laboratorij']);
    expect(titles({ openNow: true })).toEqual(['Donja Dreznica', 'Vrapcici', 'Stomatološka ambulanta Zalik']);
    expect(titles({ text: 'dreznica', openNow: true })).toEqual(['Donja Dreznica']);
    expect(titles({ text: 'dreznica', kind: 'stomatoloska' })).toEqual([]);
  });

  it('reads its address (/ambulante?q=…&vrsta=…&otvoreno=1) and writes it back without what does not filter', () => {
    const from = (s: string) => clinicFilterFrom(new URLSearchParams(s));
    expect(from('q=+dreznica++donja+&vrsta=porodicna&otvoreno=1')).toEqual({ text: 'dreznica donja', kind: 'porodicna', openNow: true });
    expect(from('vrsta=bolnica&otvoreno=da')).toEqual({ text: '', kind: '', openNow: false });
    expect(from('vrsta=constructor&vrsta=toString')).toEqual({ text: '', kind: '', openNow: false });
    expect(from(`q=${'a'.repeat(300)}`).text).toHaveLength(100);
    expect(clinicFilterSearch(from('q=Drežnica&vrsta=&otvoreno=1'))).toBe('?q=Dre%C5%BEnica&otvoreno=1');
    expect(clinicFilterSearch(from(''))).toBe('');
    expect([isFiltering(from('')), isFiltering(from('otvoreno=1'))]).toEqual([false, true]);
  });

  it('counts what it shows in Bosnian', () => {
    expect([1, 3, 5, 12, 21, 22, 28].map((n) => CLINIC_FINDER_UI.count(n, 28))).toEqual([
      'Prikazano: 1 ambulanta od 28', 'Prikazano: 3 ambulante od 28', 'Prikazano: 5 ambulanti od 28', 'Prikazano: 12 ambulanti od 28',
      'Prikazano: 21 ambulanta od 28', 'Prikazano: 22 ambulante od 28', 'Prikazano: sve ambulante (28)',
    ]);
  });
});
