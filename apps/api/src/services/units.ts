import {
  API, API_ERRORS, audioScript, openStatus, sarajevoToday,
  type AudioGuideInfo, type Clinic, type ClinicInput, type Institution, type InstitutionInput, type Notice, type NoticeInput,
  type OpeningHours, type Person, type Service, type ServiceInput,
} from '@dz/contracts';
import { Prisma, type Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { audited, type Actor } from './audit.js';
import { unchangedThen, type Expected } from './edits.js';

/**
 * The facts residents look up (docs/product.md "Clinics, services and hours"): clinics,
 * services, the institution's contacts and notices, as PostgreSQL holds them. Every answer
 * is read from the database when asked (no copy in process memory another instance could
 * leave stale); the open-now status is computed at that moment.
 */

/** Which table a recording's unit is in. */
export type UnitKind = 'clinic' | 'service';

/** A recording without its bytes: what an answer's `audio` is built from. */
const recordingMeta = { unitKind: true, unitId: true, transcript: true, seconds: true, hash: true, staticPath: true } as const;
type RecordingMeta = { unitKind: string; unitId: number; transcript: string; seconds: number; hash: string; staticPath: string | null };

/** A recording's version in its URL (`?v=`), as news images carry theirs. */
export const audioVersion = (hash: string) => hash.slice(0, 16);

function audioInfo(kind: UnitKind, id: number, script: string, rec: RecordingMeta | undefined): AudioGuideInfo | null {
  if (!rec) return null;
  const url = rec.staticPath ?? `${kind === 'clinic' ? API.clinicAudio(id) : API.serviceAudio(id)}?v=${audioVersion(rec.hash)}`;
  return { url, seconds: rec.seconds, transcript: rec.transcript, stale: rec.transcript !== script };
}

type ClinicRow = Awaited<ReturnType<Db['clinic']['findMany']>>[number];
type ServiceRow = Awaited<ReturnType<Db['service']['findMany']>>[number];

const clinicInput = (r: ClinicRow): ClinicInput => ({
  title: r.title, name: r.name, kind: r.kind as ClinicInput['kind'], address: r.address,
  phones: r.phones as string[], email: r.email, team: r.team as Person[], hours: r.hours as unknown as OpeningHours, audioGuide: r.audioGuide,
});
const serviceInput = (r: ServiceRow): ServiceInput => ({
  title: r.title, description: r.description, icon: r.icon as ServiceInput['icon'], head: r.head as Person,
  chiefNurse: (r.chiefNurse ?? null) as Person | null, phone: r.phone, email: r.email, hours: r.hours as unknown as OpeningHours, audioGuide: r.audioGuide,
});

/** What a guide says now: the clinic's full name (the service's title), its weekly hours and first phone. */
export const clinicScript = (c: Pick<ClinicInput, 'name' | 'hours' | 'phones'>) => audioScript(c.name, c.hours.weekly, c.phones[0] ?? '');
export const serviceScript = (s: Pick<ServiceInput, 'title' | 'hours' | 'phone'>) => audioScript(s.title, s.hours.weekly, s.phone);

/** Json columns take the input's plain values (Prisma's InputJsonValue). */
const json = <T>(v: T) => v as unknown as object;

export interface UnitServiceOptions {
  /** The current time (AppDeps.now): the open-now status is computed for it. */
  now?: Clock;
  /** Told after an edit that may change what a guide says (the speech queue). */
  onEdited?: (kind: UnitKind, id: number) => void;
}

export function unitService(db: Db, opts: UnitServiceOptions = {}) {
  const now = opts.now ?? systemClock;

  async function recordings(kind: UnitKind, id?: number): Promise<Map<number, RecordingMeta>> {
    const rows = await db.audioRecording.findMany({ where: { unitKind: kind, ...(id === undefined ? {} : { unitId: id }) }, select: recordingMeta });
    return new Map(rows.map((r) => [r.unitId, r]));
  }

  function clinicAnswer(r: ClinicRow, recs: Map<number, RecordingMeta>, at: Date): Clinic {
    const input = clinicInput(r);
    return {
      id: r.id, ...input, updatedAt: r.updatedAt.toISOString(), status: openStatus(input.hours, at),
      audio: input.audioGuide ? audioInfo('clinic', r.id, clinicScript(input), recs.get(r.id)) : null,
    };
  }
  function serviceAnswer(r: ServiceRow, recs: Map<number, RecordingMeta>, at: Date): Service {
    const input = serviceInput(r);
    return {
      id: r.id, ...input, updatedAt: r.updatedAt.toISOString(), status: openStatus(input.hours, at),
      audio: input.audioGuide ? audioInfo('service', r.id, serviceScript(input), recs.get(r.id)) : null,
    };
  }

  return {
    async clinics(): Promise<Clinic[]> {
      const [rows, recs] = await Promise.all([db.clinic.findMany({ orderBy: { id: 'asc' } }), recordings('clinic')]);
      const at = now();
      return rows.map((r) => clinicAnswer(r, recs, at));
    },
    /** For the sitemap: every clinic's id and last change, nothing else. */
    clinicIndex: () => db.clinic.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
    async clinic(id: number): Promise<Clinic | null> {
      const [row, recs] = await Promise.all([db.clinic.findUnique({ where: { id } }), recordings('clinic', id)]);
      return row && clinicAnswer(row, recs, now());
    },
    async updateClinic(id: number, input: ClinicInput, actor: Actor, expected?: Expected): Promise<Clinic> {
      const row = await audited(db, actor, 'update', { resource: 'Ambulanta', itemId: id }, unchangedThen('"Ambulanta"', 'Ambulanta', id, expected, (tx) => tx.clinic.update({ where: { id }, data: { ...input, phones: json(input.phones), team: json(input.team), hours: json(input.hours) } })));
      opts.onEdited?.('clinic', id);
      return clinicAnswer(row, await recordings('clinic', id), now());
    },

    async services(): Promise<Service[]> {
      const [rows, recs] = await Promise.all([db.service.findMany({ orderBy: { id: 'asc' } }), recordings('service')]);
      const at = now();
      return rows.map((r) => serviceAnswer(r, recs, at));
    },
    async service(id: number): Promise<Service | null> {
      const [row, recs] = await Promise.all([db.service.findUnique({ where: { id } }), recordings('service', id)]);
      return row && serviceAnswer(row, recs, now());
    },
    async updateService(id: number, input: ServiceInput, actor: Actor, expected?: Expected): Promise<Service> {
      const { chiefNurse, ...rest } = input;
      const row = await audited(db, actor, 'update', { resource: 'Sluzba', itemId: id }, unchangedThen('"Sluzba"', 'Sluzba', id, expected, (tx) => tx.service.update({
        where: { id },
        // No chief nurse: SQL NULL.
        data: { ...rest, head: json(input.head), chiefNurse: chiefNurse === null ? Prisma.DbNull : json(chiefNurse), hours: json(input.hours) },
      })));
      opts.onEdited?.('service', id);
      return serviceAnswer(row, await recordings('service', id), now());
    },

    /** A re-spoken guide's MP3 (a static one is a file of the web app, not here). */
    async audio(kind: UnitKind, id: number) {
      const rec = await db.audioRecording.findUnique({ where: { unitKind_unitId: { unitKind: kind, unitId: id } }, select: { hash: true, mp3: true, updatedAt: true } });
      if (!rec?.mp3) throw new NotFoundError(API_ERRORS.notFound);
      return { hash: rec.hash, mp3: rec.mp3, updatedAt: rec.updatedAt };
    },
  };
}

// --- The institution's contacts -----------------------------------------------------------------

const institutionFields = { phone: true, email: true, street: true, postalCode: true, city: true, giroAccount: true, bank: true, socialUrl: true, socialLabel: true, updatedAt: true } as const;
const institutionAnswer = ({ updatedAt, ...r }: InstitutionInput & { updatedAt: Date }): Institution => ({ ...r, updatedAt: updatedAt.toISOString() });

export function institutionService(db: Db) {
  return {
    async get(): Promise<Institution> {
      const r = await db.institution.findUnique({ where: { id: 1 }, select: institutionFields });
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return institutionAnswer(r);
    },
    async update(input: InstitutionInput, actor: Actor, expected?: Expected): Promise<Institution> {
      return institutionAnswer(await audited(db, actor, 'update', { resource: 'Ustanova', itemId: 1 },
        unchangedThen('"Ustanova"', 'Ustanova', 1, expected, (tx) => tx.institution.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input, select: institutionFields }))));
    },
  };
}

// --- Notices ------------------------------------------------------------------------------------

type NoticeRow = { id: number; text: string; link: string; from: Date; to: Date; urgent: boolean; endedAt: Date | null; createdAt: Date; updatedAt: Date };
const day = (d: Date) => d.toISOString().slice(0, 10);
const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Shown on the site on `today` (Sarajevo): inside its days and not ended. */
const isActive = (n: Pick<Notice, 'from' | 'to' | 'endedAt'>, today: string) => n.endedAt === null && n.from <= today && today <= n.to;

/** The notices' name in the API's paths and in the audit log. */
const NOTICE = 'Obavijest';

export function noticeService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const today = () => sarajevoToday(now());
  const answer = (r: NoticeRow, t: string): Notice => {
    const n = { id: r.id, text: r.text, link: r.link, from: day(r.from), to: day(r.to), urgent: r.urgent, endedAt: r.endedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
    return { ...n, active: isActive(n, t) };
  };
  const data = (input: NoticeInput) => ({ ...input, from: dateOf(input.from), to: dateOf(input.to) });

  return {
    /** Valid now: urgent first, then newest. */
    async active(): Promise<Notice[]> {
      const t = today();
      const rows = await db.notice.findMany({
        where: { endedAt: null, from: { lte: dateOf(t) }, to: { gte: dateOf(t) } },
        orderBy: [{ urgent: 'desc' }, { id: 'desc' }],
      });
      return rows.map((r) => answer(r, t));
    },
    /** Every notice, newest first (staff). */
    async all(): Promise<Notice[]> {
      const t = today();
      return (await db.notice.findMany({ orderBy: { id: 'desc' } })).map((r) => answer(r, t));
    },
    async create(input: NoticeInput, actor: Actor): Promise<Notice> {
      return answer(await audited(db, actor, 'create', { resource: NOTICE, itemId: undefined }, (tx) => tx.notice.create({ data: data(input) })), today());
    },
    /** One notice (staff), or 404. */
    async get(id: number): Promise<Notice> {
      const r = await db.notice.findUnique({ where: { id } });
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r, today());
    },
    async update(id: number, input: NoticeInput, actor: Actor, expected?: Expected): Promise<Notice> {
      return answer(await audited(db, actor, 'update', { resource: NOTICE, itemId: id }, unchangedThen('"Obavijest"', NOTICE, id, expected, (tx) => tx.notice.update({ where: { id }, data: data(input) }))), today());
    },
    /** "Završi objavu": off the site from now on (an already ended notice keeps its first end). */
    async end(id: number, actor: Actor): Promise<Notice> {
      const r = await db.notice.findUnique({ where: { id } });
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r.endedAt ? r : await audited(db, actor, 'end', { resource: NOTICE, itemId: id }, (tx) => tx.notice.update({ where: { id }, data: { endedAt: now() } })), today());
    },
    async remove(id: number, actor: Actor, expected?: Expected): Promise<void> {
      await audited(db, actor, 'delete', { resource: NOTICE, itemId: id }, unchangedThen('"Obavijest"', NOTICE, id, expected, (tx) => tx.notice.delete({ where: { id }, select: { id: true } })));
    },
  };
}
