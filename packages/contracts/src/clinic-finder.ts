import { searchFold } from './fold.js';
import { OPEN_LABELS } from './hours.js';
import type { ClinicKind } from './constants.js';
import { WEB_UI } from './web.js';

/**
 * The clinic finder on /ambulante (issue 24; docs/product.md "Screens"): a GET form, so it works without JavaScript,
 * whose address is the filter: /ambulante?q=…&vrsta=…&otvoreno=1. The server renders the filtered list from the
 * address; in the browser the form follows the address in place. Zod-free (units.ts's kinds are WEB_UI.clinicKinds'
 * keys here): the page reads it.
 */

/** The address's parameters, in Bosnian as the site's addresses are. */
export const CLINIC_FINDER_PARAMS = { text: 'q', kind: 'vrsta', openNow: 'otvoreno' } as const;

/** What the finder filters by. `text` as typed (trimmed, at most maxChars); `kind` '' for any. */
export interface ClinicFilter {
  text: string;
  kind: ClinicKind | '';
  openNow: boolean;
}

export const CLINIC_FINDER_LIMITS = { maxChars: 100 } as const;

/** Any query string's parameters as a filter: an unknown kind reads as any, only otvoreno=1 as open now. */
export function clinicFilterFrom(params: URLSearchParams): ClinicFilter {
  const text = (params.get(CLINIC_FINDER_PARAMS.text) ?? '').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim()
    .slice(0, CLINIC_FINDER_LIMITS.maxChars).trim();
  const kind = params.get(CLINIC_FINDER_PARAMS.kind) ?? '';
  return {
    text,
    kind: Object.hasOwn(WEB_UI.clinicKinds, kind) ? (kind as ClinicKind) : '',
    openNow: params.get(CLINIC_FINDER_PARAMS.openNow) === '1',
  };
}

/** The filter as a query string ('' for none, else '?…'), leaving out what does not filter. */
export function clinicFilterSearch(filter: ClinicFilter): string {
  const params = new URLSearchParams();
  if (filter.text) params.set(CLINIC_FINDER_PARAMS.text, filter.text);
  if (filter.kind) params.set(CLINIC_FINDER_PARAMS.kind, filter.kind);
  if (filter.openNow) params.set(CLINIC_FINDER_PARAMS.openNow, '1');
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const isFiltering = (filter: ClinicFilter) => filter.text !== '' || filter.kind !== '' || filter.openNow;

/** What the text is looked for in: a clinic's title, full name, address and its team's names. */
interface FindableClinic {
  title: string;
  name: string;
  address: string;
  kind: string;
  team: readonly { name: string }[];
  status: { open: boolean };
}

/**
 * The clinics the filter finds, in their order. The text is folded as the site search folds (searchFold: "dreznica"
 * finds Drežnica, "djurdjevic" Đurđević; "d" for "đ" too, as the search reads it: "dordevic"); every word typed must
 * be in the clinic's title, full name, address or a team member's name. Open now is the status the server computed.
 */
export function findClinics<T extends FindableClinic>(clinics: readonly T[], filter: ClinicFilter): T[] {
  const words = searchFold(filter.text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return clinics.filter((c) => {
    if (filter.kind && c.kind !== filter.kind) return false;
    if (filter.openNow && !c.status.open) return false;
    if (words.length === 0) return true;
    const text = searchFold([c.title, c.name, c.address, ...c.team.map((p) => p.name)].join(' '));
    const read = [text, text.replace(/dj/g, 'd')];
    return words.every((w) => read.some((t) => t.includes(w)));
  });
}

/** "1 ambulanta", "3 ambulante", "5 ambulanti", "21 ambulanta", "12 ambulanti". */
const clinicsWord = (n: number) => {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'ambulanta';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'ambulante';
  return 'ambulanti';
};

export const CLINIC_FINDER_UI = {
  /** The form's name (a search landmark beside the navbar's "Pretraga stranice"). */
  form: 'Pronađi ambulantu',
  text: 'Mjesto, naziv ili ime ljekara',
  kind: 'Vrsta',
  anyKind: 'Sve vrste',
  openNow: OPEN_LABELS.open,
  submit: 'Prikaži',
  /** Shown while a filter is on: the whole list again. */
  reset: 'Prikaži sve ambulante',
  /** After the form: how many of all are shown ("Prikazano: 3 ambulante od 28"). */
  count: (shown: number, all: number) => (shown === all ? `Prikazano: sve ambulante (${all})` : `Prikazano: ${shown} ${clinicsWord(shown)} od ${all}`),
  none: 'Nijedna ambulanta ne odgovara odabranom. Pokušajte s drugom riječju ili bez nekog od uslova.',
  /** A card's phone, for screen readers before the number. */
  phone: 'Telefon:',
} as const;
