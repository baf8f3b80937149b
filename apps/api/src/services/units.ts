import type { Clinic, Service } from '@dz/contracts';
import type { Db } from '@dz/db';
import type { Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { kindService, type CollectionService } from './collection.js';

/**
 * The facts residents look up (docs/product.md "Clinics, services and hours"), as the server's pages, the sitemap and
 * the phonebook read them: clinics and services, served from their descriptions (issue 37: routes/collection.ts and
 * services/collection.ts read and write them; their open-now status, guide and picture are their afterRead hook's).
 * Every answer is read from the database when asked; a unit in the bin is not read by anything public.
 */
export function unitService(db: Db, { now, clinics = kindService<Clinic>(db, 'Ambulanta', { now }), services = kindService<Service>(db, 'Sluzba', { now }) }: {
  /** The current time (AppDeps.now): the open-now status is computed for it. */
  now?: Clock;
  /** The kinds' services (app.ts passes the ones its routes answer with). */
  clinics?: CollectionService<Clinic>;
  services?: CollectionService<Service>;
} = {}) {
  /** One by id, or null when there is none (or it is in the bin). */
  const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch((e: unknown) => {
    if (e instanceof NotFoundError) return null;
    throw e;
  });
  return {
    clinics: () => clinics.list(),
    clinic: (id: number) => orNull(clinics.get(id)),
    services: () => services.list(),
    service: (id: number) => orNull(services.get(id)),
    /** For the sitemap: every live clinic's or service's id and last change. */
    async index(kind: 'clinic' | 'service'): Promise<{ id: number; updatedAt: Date }[]> {
      return (await (kind === 'clinic' ? clinics : services).list()).map((u) => ({ id: u.id, updatedAt: new Date(u.updatedAt) }));
    },
  };
}
