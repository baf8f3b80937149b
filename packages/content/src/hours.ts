import type { HoursRow } from './types.js';

/**
 * The working-hours patterns of docs/product.md "Screens" (clinics and services), named once so the clinic
 * and service tables read like the timetable they are.
 */
export const row = (days: string, from: string, to: string, note?: string): HoursRow =>
  note ? { days, from, to, note } : { days, from, to };

export const WEEKDAYS = 'Ponedjeljak – petak';

/** Mon–Fri 07:00–15:00: the first shift of every clinic. */
export const MORNING = row(WEEKDAYS, '07:00', '15:00');
/** Saturday 07:00–12:00. */
export const SATURDAY = row('Subota', '07:00', '12:00');
export const ALL_DAY = row('Svaki dan, uključujući praznike', '00:00', '24:00');

/** A second shift (12:00–20:00 or 13:30–20:00); in family medicine it rotates weekly. */
export const secondShift = (from: '12:00' | '13:30', note = 'Druga smjena; smjene se izmjenjuju svake sedmice') =>
  row(WEEKDAYS, from, '20:00', note);

/** Dental clinics with two dentists: one works mornings, the other afternoons. */
export const TWO_SHIFTS = [MORNING, secondShift('13:30', 'Druga smjena'), SATURDAY];

const GENITIVE = { Utorak: 'utorka', Srijeda: 'srijede', Četvrtak: 'četvrtka' } as const;

/** Mornings on weekdays except one, which is worked in the afternoon (late hours). */
export const withLateDay = (day: keyof typeof GENITIVE, from = '12:00', to = '20:00'): HoursRow[] => [
  row(`${WEEKDAYS}, osim ${GENITIVE[day]}`, '07:00', '15:00'),
  row(day, from, to, 'Popodnevni rad'),
];

/** "07:00" → "7", "13:30" → "13 i 30": how the audio guides say a time. */
export function spokenTime(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = String(Number(h));
  return m === '00' ? hour : `${hour} i ${m}`;
}

/** One row of hours as a sentence for the audio guides. */
export function spokenHours(r: HoursRow): string {
  const days = r.days.replace(' – ', ' do ');
  const time = r.from === '00:00' && r.to === '24:00' ? '24 sata' : `od ${spokenTime(r.from)} do ${spokenTime(r.to)} sati`;
  // Only the note's first clause is spoken ("Druga smjena"): the guide stays short.
  const said = r.note?.split(';')[0];
  const note = said ? `, ${said.charAt(0).toLowerCase()}${said.slice(1)}` : '';
  return `${days}: ${time}${note}.`;
}

/** "07:00–15:00" as shown in tables and the phonebook. */
export const hoursRange = (r: HoursRow) => `${r.from}–${r.to}`;
