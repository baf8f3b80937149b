import {
  API, API_ERRORS, arrayOf, audioScript, collectionByResource, isOpeningHours, openStatus,
  type AudioGuideInfo, type Clinic, type ClinicInput,
  type OpeningHours, type Person, type Service, type ServiceInput, type UnitPicture,
} from '@dz/contracts';
import { Prisma, type Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import type { StoredImage } from '../files/images.js';
import { audited, type Actor } from './audit.js';
import { assertUnchanged, unchangedThen, type Expected } from './edits.js';
import { moveToBin, type Binned } from './history.js';
import { inTransaction } from '../db/transaction.js';
import { notInBin } from '../db/visibility.js';

/**
 * The facts residents look up (docs/product.md "Clinics, services and hours"): clinics,
 * services, the institution's contacts and notices, as PostgreSQL holds them. Every answer
 * is read from the database when asked (no copy in process memory another instance could
 * leave stale); the open-now status is computed at that moment. Staff add clinics and
 * services and move them to the bin (issue 23): a unit in the bin is not read by anything
 * public (lists, pages, its picture and guide, the sitemap, the phonebook; search by its trigger).
 */

/** Which table a recording's unit is in. */
export type UnitKind = 'clinic' | 'service';

/** Each kind's name in the API's paths and the audit log, its table, and its collection (the bin's description). */
const KINDS = {
  clinic: { resource: 'Ambulanta', table: '"Ambulanta"' },
  service: { resource: 'Sluzba', table: '"Sluzba"' },
} as const;
const binned = (kind: UnitKind) => collectionByResource(KINDS[kind].resource) as Binned;

/** Not in the bin: what every read of a unit applies. */
const live = notInBin;

/** A recording without its bytes: what an answer's `audio` is built from. */
const recordingMeta = { unitKind: true, unitId: true, transcript: true, seconds: true, hash: true, staticPath: true } as const;
type RecordingMeta = { unitKind: string; unitId: number; transcript: string; seconds: number; hash: string; staticPath: string | null };

/** A recording's version in its URL (`?v=`), as news images carry theirs. */
export const audioVersion = (hash: string) => hash.slice(0, 16);
/** An uploaded picture's version in its URLs and ETags, the same way. */
const pictureVersion = audioVersion;

function audioInfo(kind: UnitKind, id: number, script: string, rec: RecordingMeta | undefined): AudioGuideInfo | null {
  if (!rec) return null;
  const url = rec.staticPath ?? `${kind === 'clinic' ? API.clinicAudio(id) : API.serviceAudio(id)}?v=${audioVersion(rec.hash)}`;
  return { url, seconds: rec.seconds, transcript: rec.transcript, stale: rec.transcript !== script };
}

/** An uploaded picture's URLs (full and card), each with its version: a new picture is a new URL, cached for good. */
function pictureInfo(kind: UnitKind, id: number, pic: { hash: string } | null): UnitPicture | null {
  if (!pic) return null;
  const at = kind === 'clinic' ? API.clinicPicture : API.servicePicture;
  const v = `?v=${pictureVersion(pic.hash)}`;
  return { url: `${at(id, 'full')}${v}`, cardUrl: `${at(id, 'card')}${v}` };
}

/** What a unit's row is read with: its picture's hash (never its bytes). */
const withPicture = { picture: { select: { hash: true } } } as const;
type PictureRef = { picture: { hash: string } | null };
type ClinicRow = Awaited<ReturnType<Db['clinic']['findMany']>>[number] & PictureRef;
type ServiceRow = Awaited<ReturnType<Db['service']['findMany']>>[number] & PictureRef;

/**
 * A unit's JSON columns read back as the types their writes were checked against (the input schemas), by the zod-free
 * guards (packages/contracts unit-guards.ts): a row of another shape is an error here, not a wrong type passed on.
 */
function storedHours(v: Prisma.JsonValue): OpeningHours {
  if (!isOpeningHours(v)) throw new Error('stored opening hours are not of their shape');
  return v;
}
function storedPhones(v: Prisma.JsonValue): string[] {
  if (!arrayOf(v, (p): p is string => typeof p === 'string')) throw new Error('stored phones are not a list of numbers');
  return v;
}

const clinicInput = (r: ClinicRow): ClinicInput => ({
  title: r.title, name: r.name, kind: r.kind as ClinicInput['kind'], address: r.address,
  phones: r.phones as string[], email: r.email, team: r.team as Person[], hours: storedHours(r.hours), audioGuide: r.audioGuide,
});
const serviceInput = (r: ServiceRow): ServiceInput => ({
  title: r.title, description: r.description, icon: r.icon as ServiceInput['icon'], head: r.head as Person,
  chiefNurse: (r.chiefNurse ?? null) as Person | null, phone: r.phone, email: r.email, hours: storedHours(r.hours), audioGuide: r.audioGuide,
});

/** What a guide says now: the clinic's full name (the service's title), its weekly hours and first phone. */
export const clinicScript = (c: Pick<ClinicInput, 'name' | 'hours' | 'phones'>) => audioScript(c.name, c.hours.weekly, c.phones[0] ?? '');
export const serviceScript = (s: Pick<ServiceInput, 'title' | 'hours' | 'phone'>) => audioScript(s.title, s.hours.weekly, s.phone);
/** The same from a stored row's columns (the speech queue reads them). */
export const clinicScriptOf = (r: { name: string; hours: Prisma.JsonValue; phones: Prisma.JsonValue }) =>
  clinicScript({ name: r.name, hours: storedHours(r.hours), phones: storedPhones(r.phones) });
export const serviceScriptOf = (r: { title: string; hours: Prisma.JsonValue; phone: string }) =>
  serviceScript({ title: r.title, hours: storedHours(r.hours), phone: r.phone });

/** Json columns take the input's plain values (Prisma's InputJsonValue: any object of them). */
const json = (v: object): object => v;
const clinicData = (input: ClinicInput) => ({ ...input, phones: json(input.phones), team: json(input.team), hours: json(input.hours) });
const serviceData = ({ chiefNurse, ...rest }: ServiceInput) => ({
  // No chief nurse: SQL NULL.
  ...rest, head: json(rest.head), chiefNurse: chiefNurse === null ? Prisma.DbNull : json(chiefNurse), hours: json(rest.hours),
});

export interface UnitServiceOptions {
  /** The current time (AppDeps.now): the open-now status is computed for it, and a move to the bin dated by it. */
  now?: Clock;
  /** Told after a create or an edit that may change what a guide says (the speech queue). */
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
      picture: pictureInfo('clinic', r.id, r.picture),
    };
  }
  function serviceAnswer(r: ServiceRow, recs: Map<number, RecordingMeta>, at: Date): Service {
    const input = serviceInput(r);
    return {
      id: r.id, ...input, updatedAt: r.updatedAt.toISOString(), status: openStatus(input.hours, at),
      audio: input.audioGuide ? audioInfo('service', r.id, serviceScript(input), recs.get(r.id)) : null,
      picture: pictureInfo('service', r.id, r.picture),
    };
  }
  const clinicSaved = async (r: ClinicRow) => clinicAnswer(r, await recordings('clinic', r.id), now());
  const serviceSaved = async (r: ServiceRow) => serviceAnswer(r, await recordings('service', r.id), now());

  /** A write of a unit's row and its audit row, checked against the version the client read (If-Match). */
  const edit = <T>(kind: UnitKind, id: number, actor: Actor, expected: Expected, write: Parameters<typeof unchangedThen<T>>[4]) =>
    audited(db, actor, 'update', { resource: KINDS[kind].resource, itemId: id }, unchangedThen(KINDS[kind].table, KINDS[kind].resource, id, expected, write));

  const pictureData = (img: StoredImage) => ({ picture: { upsert: { create: img, update: img } }, updatedAt: new Date() });

  return {
    async clinics(): Promise<Clinic[]> {
      const [rows, recs] = await Promise.all([db.clinic.findMany({ where: live, include: withPicture, orderBy: { id: 'asc' } }), recordings('clinic')]);
      const at = now();
      return rows.map((r) => clinicAnswer(r, recs, at));
    },
    /** For the sitemap: every live clinic's or service's id and last change, nothing else. */
    index(kind: UnitKind): Promise<{ id: number; updatedAt: Date }[]> {
      const query = { where: live, select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } } as const;
      return kind === 'clinic' ? db.clinic.findMany(query) : db.service.findMany(query);
    },
    async clinic(id: number): Promise<Clinic | null> {
      const [row, recs] = await Promise.all([db.clinic.findFirst({ where: { id, ...live }, include: withPicture }), recordings('clinic', id)]);
      return row && clinicAnswer(row, recs, now());
    },
    /** A new clinic (POST): its id is the next after every clinic there has been; its guide is spoken in the background. */
    async createClinic(input: ClinicInput, actor: Actor): Promise<Clinic> {
      const row = await audited(db, actor, 'create', { resource: KINDS.clinic.resource, itemId: undefined }, (tx) => tx.clinic.create({ data: clinicData(input), include: withPicture }));
      opts.onEdited?.('clinic', row.id);
      return clinicSaved(row);
    },
    async updateClinic(id: number, input: ClinicInput, actor: Actor, expected?: Expected): Promise<Clinic> {
      const row = await edit('clinic', id, actor, expected, (tx) => tx.clinic.update({ where: { id, ...live }, data: clinicData(input), include: withPicture }));
      opts.onEdited?.('clinic', id);
      return clinicSaved(row);
    },

    async services(): Promise<Service[]> {
      const [rows, recs] = await Promise.all([db.service.findMany({ where: live, include: withPicture, orderBy: { id: 'asc' } }), recordings('service')]);
      const at = now();
      return rows.map((r) => serviceAnswer(r, recs, at));
    },
    async service(id: number): Promise<Service | null> {
      const [row, recs] = await Promise.all([db.service.findFirst({ where: { id, ...live }, include: withPicture }), recordings('service', id)]);
      return row && serviceAnswer(row, recs, now());
    },
    async createService(input: ServiceInput, actor: Actor): Promise<Service> {
      const row = await audited(db, actor, 'create', { resource: KINDS.service.resource, itemId: undefined }, (tx) => tx.service.create({ data: serviceData(input), include: withPicture }));
      opts.onEdited?.('service', row.id);
      return serviceSaved(row);
    },
    async updateService(id: number, input: ServiceInput, actor: Actor, expected?: Expected): Promise<Service> {
      const row = await edit('service', id, actor, expected, (tx) => tx.service.update({ where: { id, ...live }, data: serviceData(input), include: withPicture }));
      opts.onEdited?.('service', id);
      return serviceSaved(row);
    },

    /**
     * A clinic's or service's uploaded picture (re-encoded already: files/images.ts), replacing any before it; the unit's
     * version (updatedAt) moves, so its ETag and the sitemap's lastmod follow. Audited as an edit.
     */
    async setClinicPicture(id: number, img: StoredImage, actor: Actor, expected?: Expected): Promise<Clinic> {
      return clinicSaved(await edit('clinic', id, actor, expected, (tx) => tx.clinic.update({ where: { id, ...live }, data: pictureData(img), include: withPicture })));
    },
    async setServicePicture(id: number, img: StoredImage, actor: Actor, expected?: Expected): Promise<Service> {
      return serviceSaved(await edit('service', id, actor, expected, (tx) => tx.service.update({ where: { id, ...live }, data: pictureData(img), include: withPicture })));
    },

    /** One size of a live unit's uploaded picture, with its version-and-size tag (the ETag; `?v=` matches its start). */
    async picture(kind: UnitKind, id: number, size: 'full' | 'card') {
      const pic = kind === 'clinic'
        ? await db.clinicPicture.findFirst({ where: { clinicId: id, clinic: live }, select: { hash: true, full: true, card: true } })
        : await db.servicePicture.findFirst({ where: { serviceId: id, service: live }, select: { hash: true, full: true, card: true } });
      if (!pic) throw new NotFoundError(API_ERRORS.notFound);
      return { data: pic[size], hash: `${pictureVersion(pic.hash)}-${size}` };
    },

    /**
     * DELETE: into the bin (docs/product.md "Bin"), dated by the app's clock, checked against the version the client
     * read (If-Match); off the site, the sitemap, the phonebook and search at once. 404 for an unknown one or one in the bin.
     */
    remove: (kind: UnitKind, id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (sql) => {
      await assertUnchanged(sql, KINDS[kind].table, id, expected, KINDS[kind].resource);
      await moveToBin(sql, binned(kind), id, actor, now());
    }),

    /** A re-spoken guide's MP3 of a live unit (a static one is a file of the web app, not here). */
    async audio(kind: UnitKind, id: number) {
      const [rec, there] = await Promise.all([
        db.audioRecording.findUnique({ where: { unitKind_unitId: { unitKind: kind, unitId: id } }, select: { hash: true, mp3: true, updatedAt: true } }),
        kind === 'clinic' ? db.clinic.count({ where: { id, ...live } }) : db.service.count({ where: { id, ...live } }),
      ]);
      if (!rec?.mp3 || !there) throw new NotFoundError(API_ERRORS.notFound);
      return { hash: rec.hash, mp3: rec.mp3, updatedAt: rec.updatedAt };
    },
  };
}
