/**
 * Dates, file sizes and lengths of play as the site shows them, in Bosnian, from pure functions: the server and
 * the browser print the same text whatever locale data they carry (Debian's Chromium has none
 * for bs-BA and would print "2026 M11 23"). Zod-free: list screens use it.
 */

/** The month names as the site writes them (nominative, as used in BiH); content's calendar reads them too. */
export const MONTHS = [
  'januar', 'februar', 'mart', 'april', 'maj', 'juni', 'juli', 'august', 'septembar', 'oktobar', 'novembar', 'decembar',
] as const;

/** The institution's time zone: a date is the day it was in Sarajevo. */
export const TIME_ZONE = 'Europe/Sarajevo';

const HOUR_MS = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** 01:00 UTC on the last Sunday of a month (0-based): when Europe's summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Sarajevo's offset from UTC at an instant, in ms: +1 h (CET), +2 h in summer time (CEST), by the EU's rule, which
 * Bosnia and Herzegovina keeps (format.test.ts checks it against the tz data of Node's Intl, hour by hour, for years
 * around today). By hand, not Intl.DateTimeFormat: a page's first Intl object makes the browser load its ICU data,
 * 22–150 ms of a visitor's main thread before the page answers (measured in Chromium on a bs-BA, Europe/Sarajevo
 * context; four times that on a slow phone: issue 36), for the one zone the site knows.
 */
export function sarajevoOffset(t: number): number {
  const year = new Date(t).getUTCFullYear();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

/** The wall clock in Sarajevo at an instant (month 1–12). */
export function sarajevoClock(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const wall = new Date(date.getTime() + sarajevoOffset(date.getTime()));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

/** The day an instant is in Sarajevo, "YYYY-MM-DD". */
export function sarajevoDate(date: Date): string {
  const c = sarajevoClock(date);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/** The calendar day of an instant in Sarajevo, or undefined for a text that is no date. */
function dayParts(iso: string): { year: number; month: number; day: number } | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : sarajevoClock(date);
}

/** "2026-11-23T10:00:00Z" → "23. novembar 2026." (the day in Sarajevo); an invalid date gives ''. */
export function formatDate(iso: string): string {
  const d = dayParts(iso);
  return d ? `${d.day}. ${MONTHS[d.month - 1]} ${d.year}.` : '';
}

/** "2026-11-23T13:32:00Z" → "14:32" (the time of day in Sarajevo); an invalid date gives ''. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = sarajevoClock(date);
  return `${two(hour)}:${two(minute)}`;
}

/** "2026-11-23T13:32:00Z" → "23. novembar 2026. u 14:32" (in Sarajevo); an invalid date gives ''. */
export function formatDateTime(iso: string): string {
  const day = formatDate(iso);
  return day && `${day} u ${formatTime(iso)}`;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** One decimal below 10 of a unit, whole numbers from 10 up. */
const rounded = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

/**
 * 12 → "12 B", 870_400 → "850 KB", 1_258_291 → "1,2 MB": units of 1024 (as LIMITS counts them),
 * a decimal comma, and the next unit as soon as the rounded number would read 1024.
 */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
  let unit = 0;
  while (unit < UNITS.length - 1 && rounded(value) >= STEP) {
    value /= STEP;
    unit++;
  }
  return `${String(rounded(value)).replace('.', ',')} ${UNITS[unit]}`;
}

const wholeSeconds = (seconds: number) => (Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0);

/** 21 → "0:21", 65 → "1:05": minutes and seconds of a recording. */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The same length for `<time dateTime>`: "PT21S", "PT1M5S". */
export function durationAttribute(seconds: number): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  return `PT${minutes ? `${minutes}M` : ''}${total % 60}S`;
}


/** An instant as a datetime-local field shows it in Sarajevo: "2026-11-23T14:32"; '' for no valid instant. */
export function sarajevoLocal(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  const c = sarajevoClock(date);
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

/**
 * A datetime-local value read as Sarajevo's wall clock ("2026-11-23T14:32") → the instant, ISO ("2026-11-23T13:32:00.000Z");
 * undefined for a text that is no such value. In the hour a summer-time change skips, the later reading is taken.
 */
export function instantInSarajevo(local: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  // The offset at the guessed instant, then once more at the corrected one (it differs only near a change).
  const offsetAt = (t: number) => Date.parse(`${sarajevoLocal(new Date(t).toISOString())}:00Z`) - t;
  let t = asUtc - offsetAt(asUtc);
  t = asUtc - offsetAt(t);
  return new Date(t).toISOString();
}

/**
 * A month's genitive, as dates are said ("4. januara"): -i becomes -a (juni → juna), -bar drops its a (septembar →
 * septembra), the rest take -a (mart → marta).
 */
export const monthGenitive = (month: string) =>
  month.endsWith('i') ? `${month.slice(0, -1)}a` : month.endsWith('bar') ? `${month.slice(0, -2)}ra` : `${month}a`;

/** A day of a month in words, "4. januara"; `date` is MM-DD (a calendar block's). */
export const monthDayWords = (date: string) => `${Number(date.slice(3, 5))}. ${monthGenitive(MONTHS[Number(date.slice(0, 2)) - 1] ?? '')}`;

/** A calendar block's day (issue 38): MM-DD of a real day of some year (02-29 is one). */
export const isMonthDay = (value: string) => {
  const m = /^(\d\d)-(\d\d)$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2000, month, 0)).getUTCDate();
};
