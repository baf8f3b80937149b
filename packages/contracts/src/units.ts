import { z } from 'zod';
import { API_ERRORS } from './messages.js';
import { plainText, requiredText } from './fields.js';
import { isAllowedLink } from './links.js';
import { WEEKDAYS, isIsoDate, isTime, minutesOf, type OpenStatus, type Weekday } from './hours.js';
import { UNIT_LIMITS } from './constants.js';

/**
 * The facts residents look up, as staff edit them (docs/product.md "Clinics, services and
 * hours"): the clinics (/api/Ambulanta), the services (/api/Sluzba), the institution's
 * contacts (/api/Ustanova) and site-wide notices (/api/Obavijest). Inputs are JSON bodies;
 * what the API answers adds the id, the open-now status, the audio guide and the picture.
 */

/** An optional text: trimmed, bounded, storable; '' when absent. */
const optionalText = (max: number) =>
  z
    .string({ error: API_ERRORS.expectedText })
    .trim()
    .check(plainText())
    .max(max, { error: API_ERRORS.tooLong(max) })
    .optional()
    .transform((s) => s ?? '');

const time = z.string({ error: API_ERRORS.required }).refine(isTime, { error: API_ERRORS.invalidTime });
/** A day as YYYY-MM-DD (a notice's first and last day). */
export const isoDate = z.string({ error: API_ERRORS.required }).refine(isIsoDate, { error: API_ERRORS.invalidDate });

/** A phone number as written ("036 580 201", "+387 36 580 201", "124"): digits, spaces and + ( ) / - . */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]*$/;
export const phoneSchema = requiredText(UNIT_LIMITS.phone)
  .regex(PHONE_PATTERN, { error: API_ERRORS.phoneInvalid })
  .refine((p) => p.replace(/\D/g, '').length >= 3, { error: API_ERRORS.phoneInvalid });

export const emailSchema = z
  .string({ error: API_ERRORS.required })
  .trim()
  .min(1, { error: API_ERRORS.required })
  .check(plainText())
  .max(254, { error: API_ERRORS.emailInvalid })
  .pipe(z.email({ error: API_ERRORS.emailInvalid }));

/** A link a notice or the footer points to: an https/http address or a path on this site (links.ts). */
export const linkSchema = requiredText(UNIT_LIMITS.link).refine(isAllowedLink, { error: API_ERRORS.linkInvalid });

export const personSchema = z.strictObject({
  role: requiredText(UNIT_LIMITS.personRole),
  name: requiredText(UNIT_LIMITS.personName),
});
export type Person = z.infer<typeof personSchema>;

/** A span of time within one day: from before to. */
const span = z
  .strictObject({ from: time, to: time })
  .refine((s) => minutesOf(s.from) < minutesOf(s.to), { error: API_ERRORS.timeOrder, path: ['to'] });

const weekday = z.number({ error: API_ERRORS.expectedNumber }).int({ error: API_ERRORS.invalidDay })
  .refine((d) => (WEEKDAYS as readonly number[]).includes(d), { error: API_ERRORS.invalidDay });

export const hoursRowSchema = z
  .strictObject({
    days: z.array(weekday).min(1, { error: API_ERRORS.daysRequired }).max(7, { error: API_ERRORS.invalidDay })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
    from: time,
    to: time,
    note: optionalText(UNIT_LIMITS.hoursNote),
  })
  .refine((r) => minutesOf(r.from) < minutesOf(r.to), { error: API_ERRORS.timeOrder, path: ['to'] });

export const hoursExceptionSchema = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    /** Empty: closed that day (or days). */
    hours: z.array(span).max(UNIT_LIMITS.exceptionSpans, { error: API_ERRORS.outOfRange }),
    note: optionalText(UNIT_LIMITS.hoursNote),
  })
  .refine((e) => e.from <= e.to, { error: API_ERRORS.dateOrder, path: ['to'] });

/** Weekly rows and dated exceptions; no two exceptions share a day (the field named is the later one's start). */
export const openingHoursSchema = z
  .strictObject({
    weekly: z.array(hoursRowSchema).max(UNIT_LIMITS.hoursRows, { error: API_ERRORS.outOfRange }),
    exceptions: z.array(hoursExceptionSchema).max(UNIT_LIMITS.exceptions, { error: API_ERRORS.outOfRange }),
  })
  .superRefine((h, ctx) => {
    const order = h.exceptions.map((e, i) => ({ ...e, i })).sort((a, b) => a.from.localeCompare(b.from));
    for (let k = 1; k < order.length; k += 1) {
      const prev = order[k - 1]!;
      const cur = order[k]!;
      if (cur.from <= prev.to) {
        ctx.addIssue({ code: 'custom', message: API_ERRORS.exceptionsOverlap, path: ['exceptions', Math.max(prev.i, cur.i), 'from'] });
        return;
      }
    }
  })
  .transform((h) => ({ ...h, exceptions: [...h.exceptions].sort((a, b) => a.from.localeCompare(b.from)) }));
export type OpeningHoursInput = z.input<typeof openingHoursSchema>;

/** An on-duty number of the emergency strip (issue 24): what it is ("Dežurna ambulanta") and the number. */
export const dutyPhoneSchema = z.strictObject({
  label: requiredText(UNIT_LIMITS.dutyPhoneLabel),
  phone: phoneSchema,
});
export type DutyPhone = z.infer<typeof dutyPhoneSchema>;

// --- What the API answers ----------------------------------------------------------------------

/** A clinic's or service's audio guide: what plays, for how long, what it says. */
export interface AudioGuideInfo {
  /** Where the MP3 is (a static file, or the API's re-spoken copy with ?v=hash). */
  url: string;
  seconds: number;
  /** What the recording says (its transcript). */
  transcript: string;
  /** The record changed since it was spoken and it is not spoken again yet (staff see it). */
  stale: boolean;
}

/** A clinic's or service's uploaded picture, full and card size, each URL with its version (?v=hash): cached for good. */
export interface UnitPicture {
  url: string;
  cardUrl: string;
}

/** A type, not an interface: the generic service's answers (any key) take it (apps/api CollectionService<Clinic>). */
export type UnitAnswer = {
  id: number;
  updatedAt: string;
  /** Open now or when it opens, computed when the server answered. */
  status: OpenStatus;
  /** null when it has no audio guide (or its first recording is not spoken yet). */
  audio: AudioGuideInfo | null;
  /** null: none uploaded; a clinic shows its static illustration (by id), a service its icon. */
  picture: UnitPicture | null;
};

// Clinic and Service, a unit's input and this answer, are collection-schemas.ts' (their inputs are their descriptions').

// institutionAddress, the address on one line, is format.ts's: every public page's footer prints it, and this module loads zod.

