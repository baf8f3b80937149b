/**
 * The time now. Everything on the server that depends on the date or the time of day reads it
 * through a Clock (open-now statuses, notices' days, the phonebook's date, the login throttle,
 * the bin): the app's is AppDeps.now, which tests fix or advance; by default the real one.
 * Plain bookkeeping timestamps ("updatedAt", a version's "savedAt") are PostgreSQL's now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
