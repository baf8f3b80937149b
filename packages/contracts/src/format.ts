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

// Only numbers are read from it, so the locale merely has to exist everywhere ('en-US' does);
// the time zone rules are tz data, which every Intl carries.
const sarajevoDay = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The calendar day of an instant in Sarajevo, or undefined for a text that is no date. */
function dayParts(iso: string): { year: number; month: number; day: number } | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = sarajevoDay.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** "2026-11-23T10:00:00Z" → "23. novembar 2026." (the day in Sarajevo); an invalid date gives ''. */
export function formatDate(iso: string): string {
  const d = dayParts(iso);
  return d ? `${d.day}. ${MONTHS[d.month - 1]} ${d.year}.` : '';
}

const sarajevoClock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** "2026-11-23T13:32:00Z" → "14:32" (the time of day in Sarajevo); an invalid date gives ''. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = sarajevoClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}`;
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

const sarajevoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
});
const two = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field shows it in Sarajevo: "2026-11-23T14:32"; '' for no valid instant. */
export function sarajevoLocal(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  const parts = sarajevoParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')}-${two(part('month'))}-${two(part('day'))}T${two(part('hour'))}:${two(part('minute'))}`;
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
