/**
 * The time now. Everything on the server that depends on the date or the time of day reads it
 * through a Clock (open-now statuses, notices' days, the phonebook's date, the login throttle,
 * the bin): the app's is AppDeps.now, which tests fix or advance; by default the real one.
 * Plain bookkeeping timestamps ("updatedAt", a version's "savedAt") are PostgreSQL's now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The server's clock: the real one, or with CLOCK_AT (tests) one that starts at that instant now and runs on at real
 * speed. The start's demo seed, a process of its own, is given the server's time as its CLOCK_AT.
 */
export function clockFrom(at: string | undefined): Clock {
  if (!at) return systemClock;
  const start = Date.parse(at);
  const bootedAt = Date.now();
  return () => new Date(start + (Date.now() - bootedAt));
}
