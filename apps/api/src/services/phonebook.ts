import {
  COLLECTIONS, daysLabel, formatDate, hoursRange, institutionAddress, sarajevoToday,
  type Clinic, type HoursException, type HoursRow, type Institution, type OpeningHours, type Service,
} from '@dz/contracts';
import { educationCentre, type DocSection } from '@dz/content';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { ident } from '../db/sql.js';
import { sha256 } from '../files/bytes.js';
import type { CollectionService } from './collection.js';
import type { unitService } from './units.js';

/**
 * The phonebook PDF (the footer's download, contracts API.phonebook), built from the current
 * clinics, services and contacts with the site's one PDF renderer. The last build is kept
 * with the fingerprint of what it was built from (each table's last change and row count,
 * and the day, which decides the exceptions listed): one cheap query per request tells
 * whether it still holds, so an edit on any instance shows at once on every instance.
 */
export const PHONEBOOK_TITLE = 'Imenik: telefoni, e-mail adrese i radno vrijeme';
export const PHONEBOOK_FILE = 'imenik.pdf';

const hoursLine = (r: HoursRow) => `${daysLabel(r.days)}: ${hoursRange(r)}${r.note ? ` (${r.note})` : ''}`;
const dateLine = (iso: string) => formatDate(`${iso}T12:00:00Z`);
const exceptionLine = (e: HoursException) =>
  `Izuzetak ${dateLine(e.from)}${e.to !== e.from ? ` – ${dateLine(e.to)}` : ''}: ${e.hours.length ? e.hours.map(hoursRange).join(', ') : 'zatvoreno'}${e.note ? ` (${e.note})` : ''}`;
/** The weekly rows, then the exceptions not yet over. */
const hoursLines = (h: OpeningHours, today: string) => [...h.weekly.map(hoursLine), ...h.exceptions.filter((e) => e.to >= today).map(exceptionLine)];
const entry = (title: string, phone: string, email: string, hours: OpeningHours, today: string) => ({
  title,
  lines: [`Telefon: ${phone}    E-mail: ${email}`, ...hoursLines(hours, today)],
});

/** The phonebook's sections, in the layout of the file it replaces. */
export function phonebookSections(institution: Institution, clinics: Clinic[], services: Service[], today: string): DocSection[] {
  const emergency = services.find((s) => s.icon === 'ambulance');
  return [
    {
      lines: [
        institutionAddress(institution),
        `Centrala: ${institution.phone}    E-mail: ${institution.email}`,
        ...(emergency ? [`${emergency.title}: ${emergency.phone}`] : []),
        // The on-duty numbers of the site's emergency strip (issue 24).
        ...institution.dutyPhones.map((d) => `${d.label}: ${d.phone}`),
      ],
    },
    { heading: 'Ambulante', lines: [], entries: clinics.map((c) => entry(`${c.id}. ${c.name}`, c.phones.join(', '), c.email, c.hours, today)) },
    { heading: 'Službe', lines: [], entries: services.map((s) => entry(s.title, s.phone, s.email, s.hours, today)) },
    {
      heading: 'Centar za edukaciju kadrova',
      lines: [`Telefon: ${educationCentre.phone ?? ''}    E-mail: ${educationCentre.email ?? ''}`],
    },
  ];
}

interface Built { key: string; pdf: Buffer; hash: string; lastModified: Date }

/** The tables of the kinds in the phonebook (their descriptions' `phonebook`): what its fingerprint reads. */
const PHONEBOOK_TABLES = COLLECTIONS.filter((c) => c.capabilities.phonebook && c.storage)
  .map((c) => ({ table: c.storage!.table, bin: c.capabilities.bin }));

export function phonebookService(
  db: Db,
  units: ReturnType<typeof unitService>,
  institution: CollectionService<Institution>,
  { now = systemClock }: { now?: Clock } = {},
) {
  let last: Promise<Built> | undefined;

  /**
   * What the phonebook is built from, in one row: each table's last change, count and the sum of
   * its rows' change times, and today. The sum, not the last change alone: a row edited on an
   * instance whose clock is behind the one that wrote the newest row (another instance, or the
   * database's own for the seeded rows) changes the sum but leaves the last change as it was.
   * The tables are those of the kinds whose description says `phonebook`; a kind with a bin also by which of its items
   * are in it (a move there or back changes no "updatedAt").
   */
  async function fingerprint(today: string): Promise<{ key: string; lastModified: Date }> {
    const parts = PHONEBOOK_TABLES.map(({ table, bin }, i) => `(SELECT max("updatedAt") AS m, count(*) AS n, sum(extract(epoch FROM "updatedAt")) AS t,
      ${bin ? `string_agg(id::text, ',' ORDER BY id) FILTER (WHERE "deletedAt" IS NOT NULL) AS b, max("deletedAt")` : 'NULL::text AS b, NULL::timestamptz'} AS d FROM ${ident(table)}) k${i}`);
    const { rows: [r] } = await db.pool.query<{ key: string; last: Date }>(`
      SELECT concat_ws('|', ${PHONEBOOK_TABLES.map((_, i) => `k${i}.m, k${i}.n, k${i}.t, k${i}.b`).join(', ')}) AS key,
        greatest(${PHONEBOOK_TABLES.map((_, i) => `k${i}.m, k${i}.d`).join(', ')}) AS last
      FROM ${parts.join(', ')}`);
    return { key: `${r!.key}|${today}`, lastModified: r!.last ?? new Date(0) };
  }

  async function build(key: string, lastModified: Date, today: string): Promise<Built> {
    const [inst, clinics, services, { renderPdf }] = await Promise.all([
      institution.get(1), units.clinics(), units.services(), import('@dz/content/demo'), // the renderer loads only when used
    ]);
    // Dated by the data's last change: the same data gives the same bytes (and ETag) on every instance.
    const pdf = await renderPdf(PHONEBOOK_TITLE, phonebookSections(inst, clinics, services, today), { creationDate: lastModified });
    return { key, pdf, hash: sha256(pdf), lastModified };
  }

  return {
    /** The current phonebook: the kept one while its fingerprint holds, else a new build (shared by concurrent requests). */
    async get(): Promise<Omit<Built, 'key'>> {
      const today = sarajevoToday(now());
      const { key, lastModified } = await fingerprint(today);
      const kept = last && await last.catch(() => undefined);
      if (kept?.key === key) return kept;
      const next = build(key, lastModified, today);
      last = next;
      return next;
    },
  };
}
