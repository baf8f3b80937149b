import { MONTHS, sarajevoClock, sarajevoDate } from './format.js';

/**
 * Opening hours as staff enter them and residents read them (docs/product.md "Clinics, services
 * and hours"): rows of weekdays and times, plus dated exceptions (a holiday, a closure, a shift
 * change), all in Sarajevo time. Zod-free: the public pages print them; the schemas that check
 * what staff send are in units.ts.
 */

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** One row of the weekly timetable: these days, from–to ("HH:MM", 24 h; "24:00" ends the day). */
export interface HoursRow {
  days: Weekday[];
  from: string;
  to: string;
  /** Shown beside the row ("Druga smjena; smjene se izmjenjuju svake sedmice"); '' for none. */
  note: string;
}

/** A span of one day's working time. */
export interface TimeSpan {
  from: string;
  to: string;
}

/**
 * Dates (inclusive, "YYYY-MM-DD" in Sarajevo) on which the weekly rows do not apply: `hours` are
 * worked instead, none means closed (a holiday). Exceptions of one unit never overlap.
 */
export interface HoursException {
  from: string;
  to: string;
  hours: TimeSpan[];
  note: string;
}

export interface OpeningHours {
  weekly: HoursRow[];
  exceptions: HoursException[];
}

/** Whether a clinic or service works now, computed by the server when it answers. */
export interface OpenStatus {
  open: boolean;
  /** "Otvoreno do 15:00" or "Zatvoreno, otvara se u …" (OPEN_LABELS). */
  label: string;
  /** The day (Sarajevo's, YYYY-MM-DD) it was computed on: "today" for the page that shows it, in a kept page too. */
  date: string;
  /** Today's exception's note (e.g. "Dan nezavisnosti"), when an exception applies today. */
  note?: string;
}

/** Weekday names as a timetable row begins (nominative, capitalised by daysLabel). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'ponedjeljak', 2: 'utorak', 3: 'srijeda', 4: 'četvrtak', 5: 'petak', 6: 'subota', 7: 'nedjelja',
};
/** "osim utorka": the genitive. */
const WEEKDAY_GENITIVE: Record<Weekday, string> = {
  1: 'ponedjeljka', 2: 'utorka', 3: 'srijede', 4: 'četvrtka', 5: 'petka', 6: 'subote', 7: 'nedjelje',
};
/** "otvara se u srijedu": the accusative. */
const WEEKDAY_ACCUSATIVE: Record<Weekday, string> = {
  1: 'ponedjeljak', 2: 'utorak', 3: 'srijedu', 4: 'četvrtak', 5: 'petak', 6: 'subotu', 7: 'nedjelju',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * How a row's days read: [1..5] "Ponedjeljak – petak", [1,3,4,5] "Ponedjeljak – petak, osim
 * utorka", [6] "Subota", all seven "Svaki dan", a run "Ponedjeljak – srijeda", else a list
 * "Ponedjeljak, srijeda i petak".
 */
export function daysLabel(days: readonly Weekday[]): string {
  const set = [...new Set(days)].sort((a, b) => a - b);
  if (set.length === 0) return '';
  if (set.length === 7) return 'Svaki dan';
  const first = set[0]!;
  const last = set[set.length - 1]!;
  const isRun = last - first + 1 === set.length;
  if (set.length === 1) return capitalise(WEEKDAY_NAMES[first]);
  if (isRun) return capitalise(`${WEEKDAY_NAMES[first]} – ${WEEKDAY_NAMES[last]}`);
  // Monday to Friday but one day.
  const workdays = [1, 2, 3, 4, 5] as const;
  const missing = workdays.filter((d) => !set.includes(d));
  if (set.every((d) => d <= 5) && missing.length === 1 && first === 1 && last === 5) {
    return `Ponedjeljak – petak, osim ${WEEKDAY_GENITIVE[missing[0]!]}`;
  }
  const names = set.map((d) => WEEKDAY_NAMES[d]);
  return capitalise(`${names.slice(0, -1).join(', ')} i ${names[names.length - 1]}`);
}

/** "07:00–15:00" as tables and the phonebook show a span. */
export const hoursRange = (r: TimeSpan) => `${r.from}–${r.to}`;

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
/** "HH:MM" → minutes since midnight ("24:00" → 1440), or NaN for anything else. */
export function minutesOf(time: string): number {
  if (time === '24:00') return 1440;
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}
export const isTime = (time: string) => TIME.test(time);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day written "YYYY-MM-DD". */
export function isIsoDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** "2026-11-23" plus n days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The ISO weekday of a "YYYY-MM-DD". */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** The day ("YYYY-MM-DD") and minute of the day an instant is in Sarajevo. */
export function sarajevoNow(now: Date): { date: string; minutes: number } {
  const { hour, minute } = sarajevoClock(now);
  return { date: sarajevoDate(now), minutes: hour * 60 + minute };
}

/** Today in Sarajevo, "YYYY-MM-DD". */
export const sarajevoToday = (now = new Date()) => sarajevoNow(now).date;

/** The exception that covers a day, if any. */
export const exceptionOn = (hours: OpeningHours, date: string) =>
  hours.exceptions.find((e) => e.from <= date && date <= e.to);

/** The spans worked on a day: its exception's, else the weekly rows for its weekday; sorted. */
export function spansOn(hours: OpeningHours, date: string): { from: number; to: number }[] {
  const exception = exceptionOn(hours, date);
  const weekday = weekdayOf(date);
  const spans = exception ? exception.hours : hours.weekly.filter((r) => r.days.includes(weekday));
  return spans.map((s) => ({ from: minutesOf(s.from), to: minutesOf(s.to) })).sort((a, b) => a.from - b.from);
}

/** How far ahead "otvara se …" looks before it says only "Zatvoreno". */
const LOOKAHEAD_DAYS = 60;

const dateWords = (date: string) => {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d}. ${MONTHS[m - 1]}`;
};
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const OPEN_LABELS = {
  /** The clinic finder's choice (/ambulante?otvoreno=1): the clinics open at this moment. */
  open: 'Otvoreno sada',
  /** Open, until: "Otvoreno do 15:00" (today), "… do sutra u 07:00", "… do srijede u 07:00" (within the week). */
  openUntil: (when: string) => `Otvoreno do ${when}`,
  /** Open and not closing within the week (the emergency service). */
  openAllDay: 'Otvoreno 0–24',
  closed: 'Zatvoreno',
  /** "Zatvoreno, otvara se u 13:30" (today), "… sutra u 07:00", "… u ponedjeljak u 07:00", "… 2. januar u 07:00". */
  opensAt: (when: string) => `Zatvoreno, otvara se ${when}`,
} as const;

/** Days ahead an opening is followed through midnights before it reads "0–24". */
const OPEN_RUN_DAYS = 7;

/**
 * When the opening under way at `minutes` of `date` ends, as minutes from that day's midnight: spans that overlap or
 * touch run on (two shifts, 07:00–15:00 and 13:30–20:00, are open until 20:00), across midnight too (a span to 24:00
 * and the next day's from 00:00). Null when it runs on for OPEN_RUN_DAYS days.
 */
function openRunEnd(hours: OpeningHours, date: string, minutes: number): number | null {
  let end = minutes;
  for (let n = 0; n <= OPEN_RUN_DAYS; n += 1) {
    const base = n * 1440;
    const spans = spansOn(hours, addDays(date, n));
    for (let grew = true; grew;) {
      grew = false;
      for (const s of spans) {
        if (base + s.from <= end && base + s.to > end) {
          end = base + s.to;
          grew = true;
        }
      }
    }
    if (end < base + 1440) return end;
  }
  return null;
}

/** "15:00", "sutra u 07:00", "srijede u 07:00": when an opening that ends `end` minutes after today's midnight ends. */
function untilWords(date: string, end: number): string {
  // A run that ends at midnight ends at 24:00 of the day before, as the timetable writes it.
  const day = end % 1440 === 0 ? end / 1440 - 1 : Math.floor(end / 1440);
  const time = end % 1440 === 0 ? '24:00' : clock(end % 1440);
  if (day === 0) return time;
  if (day === 1) return `sutra u ${time}`;
  return `${WEEKDAY_GENITIVE[weekdayOf(addDays(date, day))]} u ${time}`;
}

/**
 * Open now and until when ("Otvoreno do 15:00"), or when it opens next ("Zatvoreno, otvara se sutra u 07:00"), in
 * Sarajevo time: today's exception or weekly rows decide (an exception with no hours closes the day). The label is
 * what every page prints (the clinics' cards and pages, the services' cards).
 */
export function openStatus(hours: OpeningHours, now: Date = new Date()): OpenStatus {
  const { date, minutes } = sarajevoNow(now);
  const note = exceptionOn(hours, date)?.note || undefined;
  const withNote = (s: Omit<OpenStatus, 'note' | 'date'>): OpenStatus => (note ? { ...s, date, note } : { ...s, date });
  if (spansOn(hours, date).some((s) => s.from <= minutes && minutes < s.to)) {
    const end = openRunEnd(hours, date, minutes);
    return withNote({ open: true, label: end === null ? OPEN_LABELS.openAllDay : OPEN_LABELS.openUntil(untilWords(date, end)) });
  }
  const later = spansOn(hours, date).find((s) => s.from > minutes && s.to > s.from);
  if (later) return withNote({ open: false, label: OPEN_LABELS.opensAt(`u ${clock(later.from)}`) });
  for (let n = 1; n <= LOOKAHEAD_DAYS; n += 1) {
    const day = addDays(date, n);
    const first = spansOn(hours, day).find((s) => s.to > s.from);
    if (!first) continue;
    const time = clock(first.from);
    const when = n === 1 ? `sutra u ${time}` : n < 7 ? `u ${WEEKDAY_ACCUSATIVE[weekdayOf(day)]} u ${time}` : `${dateWords(day)} u ${time}`;
    return withNote({ open: false, label: OPEN_LABELS.opensAt(when) });
  }
  return withNote({ open: false, label: OPEN_LABELS.closed });
}

// --- How the audio guides say it -------------------------------------------------------------

/** "07:00" → "7", "13:30" → "13 i 30": how the audio guides say a time. */
export function spokenTime(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = String(Number(h));
  return m === '00' ? hour : `${hour} i ${m}`;
}

/** One row of hours as a sentence for the audio guides. */
export function spokenHours(r: HoursRow): string {
  const days = daysLabel(r.days).replace(' – ', ' do ');
  const time = r.from === '00:00' && r.to === '24:00' ? '24 sata' : `od ${spokenTime(r.from)} do ${spokenTime(r.to)} sati`;
  // Only the note's first clause is spoken ("Druga smjena"): the guide stays short.
  const said = r.note.split(';')[0]?.trim();
  const note = said ? `, ${said.charAt(0).toLowerCase()}${said.slice(1)}` : '';
  return `${days}: ${time}${note}.`;
}

/** "036 580 201" → "0 3 6, 5 8 0, 2 0 1": digit by digit; a short number like 124 stays whole. */
export function spokenPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  return phone.trim().split(/\s+/).map((group) => group.replace(/\D/g, '').split('').join(' ')).filter(Boolean).join(', ');
}

/** What an audio guide says: the name, the weekly hours and the phone. */
export const audioScript = (name: string, weekly: readonly HoursRow[], phone: string) =>
  [`${name}.`, 'Radno vrijeme:', ...weekly.map(spokenHours), `Telefon: ${spokenPhone(phone)}.`].join(' ');
