import { describe, expect, it } from 'vitest';
import { audioScript, daysLabel, openStatus, spokenHours, spokenPhone, type HoursRow, type OpeningHours, type Weekday } from './hours.js';
import { openingHoursSchema } from './units.js';

const row = (days: Weekday[], from: string, to: string, note = ''): HoursRow => ({ days, from, to, note });
const WORKDAYS: Weekday[] = [1, 2, 3, 4, 5];
/** A clinic in two shifts with a break, and Saturday mornings. */
const clinic: OpeningHours = {
  weekly: [row(WORKDAYS, '07:00', '12:00'), row(WORKDAYS, '13:30', '20:00', 'Druga smjena'), row([6], '07:00', '12:00')],
  exceptions: [],
};
const label = (hours: OpeningHours, iso: string) => openStatus(hours, new Date(iso)).label;

describe('daysLabel', () => {
  it.each([
    [[1, 2, 3, 4, 5], 'Ponedjeljak – petak'],
    [[1, 3, 4, 5], 'Ponedjeljak – petak, osim utorka'],
    [[1, 2, 4, 5], 'Ponedjeljak – petak, osim srijede'],
    [[1, 2, 3, 5], 'Ponedjeljak – petak, osim četvrtka'],
    [[6], 'Subota'],
    [[2], 'Utorak'],
    [[3], 'Srijeda'],
    [[4], 'Četvrtak'],
    [[1, 2, 3, 4, 5, 6, 7], 'Svaki dan'],
    [[1, 2, 3], 'Ponedjeljak – srijeda'],
    [[6, 7], 'Subota – nedjelja'],
    [[1, 3, 5], 'Ponedjeljak, srijeda i petak'],
    [[5, 1, 4, 2, 3, 3], 'Ponedjeljak – petak'],
    [[], ''],
  ] as [Weekday[], string][])('%j reads "%s"', (days, text) => {
    expect(daysLabel(days)).toBe(text);
  });
});

describe('openStatus (Europe/Sarajevo)', () => {
  it('is open inside a span, and says when it opens later today, tomorrow or after the weekend', () => {
    // Tuesday 24 November 2026 (CET, UTC+1).
    expect(openStatus(clinic, new Date('2026-11-24T08:00:00Z'))).toEqual({ open: true, label: 'Otvoreno do 12:00', date: '2026-11-24' });
    expect(label(clinic, '2026-11-24T05:59:00Z')).toBe('Zatvoreno, otvara se u 07:00');
    expect(label(clinic, '2026-11-24T11:30:00Z')).toBe('Zatvoreno, otvara se u 13:30'); // the break
    expect(label(clinic, '2026-11-24T19:00:00Z')).toBe('Zatvoreno, otvara se sutra u 07:00'); // 20:00 sharp: closed
    expect(label(clinic, '2026-11-24T18:59:00Z')).toBe('Otvoreno do 20:00');
    // Saturday 13:00, nothing on Sunday: Monday by name.
    expect(label(clinic, '2026-11-28T12:00:00Z')).toBe('Zatvoreno, otvara se u ponedjeljak u 07:00');
    expect(label(clinic, '2026-11-28T10:59:00Z')).toBe('Otvoreno do 12:00');
    // Sunday: tomorrow.
    expect(label(clinic, '2026-11-29T12:00:00Z')).toBe('Zatvoreno, otvara se sutra u 07:00');
  });

  it('follows an exception today: closed with its note, or its own hours', () => {
    const holiday: OpeningHours = { ...clinic, exceptions: [{ from: '2026-11-25', to: '2026-11-25', hours: [], note: 'Dan državnosti' }] };
    expect(openStatus(holiday, new Date('2026-11-25T09:00:00Z'))).toEqual({ open: false, label: 'Zatvoreno, otvara se sutra u 07:00', note: 'Dan državnosti', date: '2026-11-25' });
    // The day before, it opens the day after the holiday: Thursday, by name.
    expect(label(holiday, '2026-11-24T20:00:00Z')).toBe('Zatvoreno, otvara se u četvrtak u 07:00');
    const short: OpeningHours = { ...clinic, exceptions: [{ from: '2026-11-24', to: '2026-11-24', hours: [{ from: '09:00', to: '11:00' }], note: 'Skraćeno' }] };
    expect(openStatus(short, new Date('2026-11-24T06:30:00Z'))).toEqual({ open: false, label: 'Zatvoreno, otvara se u 09:00', note: 'Skraćeno', date: '2026-11-24' });
    expect(openStatus(short, new Date('2026-11-24T09:00:00Z'))).toEqual({ open: true, label: 'Otvoreno do 11:00', note: 'Skraćeno', date: '2026-11-24' });
    // A closure of two weeks: the date, not a weekday name.
    const closed: OpeningHours = { ...clinic, exceptions: [{ from: '2026-12-01', to: '2026-12-14', hours: [], note: 'Renoviranje' }] };
    expect(label(closed, '2026-12-01T09:00:00Z')).toBe('Zatvoreno, otvara se 15. decembar u 07:00');
    expect(openStatus({ weekly: [], exceptions: [] }, new Date('2026-12-01T09:00:00Z'))).toEqual({ open: false, label: 'Zatvoreno', date: '2026-12-01' });
  });

  it('keeps Sarajevo time across the changes to summer and winter time', () => {
    const morning: OpeningHours = { weekly: [row(WORKDAYS, '07:00', '15:00')], exceptions: [] };
    // Summer time from Sunday 28 March 2027: 07:30 local is 05:30 UTC on Monday, 06:30 UTC on the Friday before.
    expect(label(morning, '2027-03-26T05:30:00Z')).toBe('Zatvoreno, otvara se u 07:00');
    expect(label(morning, '2027-03-26T06:30:00Z')).toBe('Otvoreno do 15:00');
    expect(label(morning, '2027-03-29T05:30:00Z')).toBe('Otvoreno do 15:00');
    expect(label(morning, '2027-03-29T04:30:00Z')).toBe('Zatvoreno, otvara se u 07:00');
    // Winter time from Sunday 25 October 2026: 07:30 local is 05:30 UTC on the Friday before, 06:30 UTC on Monday.
    expect(label(morning, '2026-10-23T05:30:00Z')).toBe('Otvoreno do 15:00');
    expect(label(morning, '2026-10-26T05:30:00Z')).toBe('Zatvoreno, otvara se u 07:00');
    expect(label(morning, '2026-10-26T06:30:00Z')).toBe('Otvoreno do 15:00');
    // The night of the change itself: 02:30 does not exist in March, 02:30 happens twice in October.
    const allDay: OpeningHours = { weekly: [row([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00')], exceptions: [] };
    expect(openStatus(allDay, new Date('2027-03-28T01:00:00Z')).open).toBe(true);
    expect(openStatus(allDay, new Date('2026-10-25T00:30:00Z')).open).toBe(true);
    expect(openStatus(allDay, new Date('2026-10-25T01:30:00Z')).open).toBe(true);
  });

  it('says until when it is open: shifts that overlap or touch run on, across midnight too; the emergency service 0–24', () => {
    // Tuesday 24 November 2026, 10:30 local: two alternating shifts (07:00–15:00, 13:30–20:00) are one opening.
    const shifts: OpeningHours = { weekly: [row(WORKDAYS, '07:00', '15:00'), row(WORKDAYS, '13:30', '20:00')], exceptions: [] };
    expect(label(shifts, '2026-11-24T09:30:00Z')).toBe('Otvoreno do 20:00');
    // Touching spans run on; a gap ends the opening.
    const touching: OpeningHours = { weekly: [row([2], '07:00', '12:00'), row([2], '12:00', '14:00'), row([2], '15:00', '18:00')], exceptions: [] };
    expect(label(touching, '2026-11-24T09:30:00Z')).toBe('Otvoreno do 14:00');
    // A night shift to 24:00 and on from 00:00: until tomorrow morning, or a weekday's morning (genitive).
    const nights: OpeningHours = { weekly: [row([2], '20:00', '24:00'), row([3], '00:00', '07:00')], exceptions: [] };
    expect(label(nights, '2026-11-24T21:00:00Z')).toBe('Otvoreno do sutra u 07:00');
    const weekend: OpeningHours = { weekly: [row([5], '15:00', '24:00'), row([6], '00:00', '24:00'), row([7], '00:00', '24:00'), row([1], '00:00', '07:00')], exceptions: [] };
    expect(label(weekend, '2026-11-27T16:00:00Z')).toBe('Otvoreno do ponedjeljka u 07:00');
    // Every day 00:00–24:00 (the emergency service), and so even across a change of the clocks.
    const allDay: OpeningHours = { weekly: [row([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00', 'Uključujući praznike')], exceptions: [] };
    expect(openStatus(allDay, new Date('2026-11-24T09:30:00Z'))).toEqual({ open: true, label: 'Otvoreno 0–24', date: '2026-11-24' });
    expect(label(allDay, '2026-10-25T01:30:00Z')).toBe('Otvoreno 0–24');
    // A holiday within the week ends it: open until the holiday's midnight.
    const holiday: OpeningHours = { ...allDay, exceptions: [{ from: '2026-11-27', to: '2026-11-27', hours: [], note: 'Zatvoreno' }] };
    expect(label(holiday, '2026-11-24T09:30:00Z')).toBe('Otvoreno do četvrtka u 24:00');
  });

  it('reads 24:00 as the end of the day', () => {
    const evenings: OpeningHours = { weekly: [row([1], '20:00', '24:00')], exceptions: [] };
    // Monday 30 November 2026, 23:59 local; then Tuesday 00:00, closed until next Monday (6 days: by name).
    expect(label(evenings, '2026-11-30T22:59:00Z')).toBe('Otvoreno do 24:00');
    expect(label(evenings, '2026-11-30T23:00:00Z')).toBe('Zatvoreno, otvara se u ponedjeljak u 20:00');
    expect(label(evenings, '2026-11-30T18:00:00Z')).toBe('Zatvoreno, otvara se u 20:00');
  });
});

describe('the spoken script', () => {
  it('says the name, each row and the phone digit by digit, as the committed recordings do', () => {
    const blagaj: HoursRow[] = [
      row(WORKDAYS, '07:00', '15:00'), row(WORKDAYS, '13:30', '20:00', 'Druga smjena; smjene se izmjenjuju svake sedmice'), row([6], '07:00', '12:00'),
    ];
    expect(audioScript('Ambulanta porodične medicine Blagaj', blagaj, '036 580 201')).toBe(
      'Ambulanta porodične medicine Blagaj. Radno vrijeme: Ponedjeljak do petak: od 7 do 15 sati. ' +
      'Ponedjeljak do petak: od 13 i 30 do 20 sati, druga smjena. Subota: od 7 do 12 sati. Telefon: 0 3 6, 5 8 0, 2 0 1.');
    expect(spokenHours(row([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00', 'Uključujući praznike'))).toBe('Svaki dan: 24 sata, uključujući praznike.');
    expect(spokenHours(row([1, 3, 4, 5], '07:00', '15:00'))).toBe('Ponedjeljak do petak, osim utorka: od 7 do 15 sati.');
    expect(spokenPhone('124')).toBe('124');
    expect(spokenPhone('+387 36 580-201')).toBe('3 8 7, 3 6, 5 8 0 2 0 1');
  });
});

describe('openingHoursSchema', () => {
  it('sorts days and exceptions, and names the later of two overlapping exceptions', () => {
    const parsed = openingHoursSchema.parse({
      weekly: [{ days: [5, 1, 1, 3], from: '07:00', to: '15:00' }],
      exceptions: [{ from: '2026-12-31', to: '2027-01-02', hours: [] }, { from: '2026-12-24', to: '2026-12-24', hours: [{ from: '07:00', to: '12:00' }] }],
    });
    expect(parsed.weekly[0]).toEqual({ days: [1, 3, 5], from: '07:00', to: '15:00', note: '' });
    expect(parsed.exceptions.map((e) => e.from)).toEqual(['2026-12-24', '2026-12-31']);
    const overlap = openingHoursSchema.safeParse({
      weekly: [],
      exceptions: [{ from: '2026-12-31', to: '2027-01-02', hours: [] }, { from: '2027-01-02', to: '2027-01-02', hours: [] }],
    });
    expect(overlap.error?.issues[0]?.path).toEqual(['exceptions', 1, 'from']);
    expect(openingHoursSchema.safeParse({ weekly: [{ days: [1], from: '24:00', to: '24:00' }], exceptions: [] }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ weekly: [{ days: [1], from: '23:00', to: '24:00' }], exceptions: [] }).success).toBe(true);
    expect(openingHoursSchema.safeParse({ weekly: [{ days: [1], from: '7:00', to: '15:00' }], exceptions: [] }).success).toBe(false);
  });
});
