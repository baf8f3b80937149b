import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** How long the start waits for PostgreSQL by default (config DB_WAIT_SECONDS: the one place it is read). */
export const DB_WAIT_DEFAULTS = { seconds: 60 } as const;

/** The pauses between tries: 1 s, doubled each time, at most 10 s (never past the wait's end). */
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 10_000;

/** PostgreSQL could not be reached (or refused us) at start: `message` is one line for the operator. */
export class DatabaseUnreachable extends Error {}

/**
 * SQLSTATEs of a server that is there but not ready yet: starting up or shutting down, out of connection slots,
 * a connection lost (class 08). Anything else with a SQLSTATE (a wrong password, a database that does not exist)
 * will not change by waiting.
 */
const NOT_READY = /^(57P0[1-4]|53300|08...)$/;

/** A network failure (refused, unreachable, a name not resolved yet, a timeout) or a server not ready yet. */
function worthWaiting(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return NOT_READY.test(code);
  return true;
}

/** An error as one line: its code and the first line of its message (never a stack). */
export function oneLine(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown; errors?: unknown[] };
  // net's AggregateError (IPv4 and IPv6 both refused) has an empty message: its parts say it.
  const message = typeof err?.message === 'string' && err.message ? err.message
    : Array.isArray(err?.errors) && err.errors.length ? oneLine(err.errors[0]) : String(e);
  const first = message.split('\n')[0]!.trim();
  return typeof err?.code === 'string' && !first.includes(err.code) ? `${first} (${err.code})` : first;
}

/** The server a connection string names, for messages (never its password). */
export function serverOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the server of DATABASE_URL';
  }
}

/**
 * Waits until PostgreSQL at `url` answers a query, trying again with a growing pause for up to `seconds`
 * (DB_WAIT_SECONDS), with one log line a failed try. A database that refuses us for good (a wrong password, no such
 * database) stops the wait at once. Throws DatabaseUnreachable (one line) when the time is up, and the signal's
 * reason when `signal` aborts (a stop during the wait).
 */
export async function waitForDatabase(url: string, opts: {
  seconds: number;
  /** Bounds one try's connection and query (config DB_TIMEOUT_MS). */
  timeoutMs: number;
  log: (line: string) => void;
  signal?: AbortSignal;
}): Promise<void> {
  const started = Date.now();
  const server = serverOf(url);
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    opts.signal?.throwIfAborted();
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.timeoutMs, query_timeout: opts.timeoutMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      if (attempt > 1) opts.log(`PostgreSQL at ${server} answers (try ${attempt})`);
      return;
    } catch (e) {
      if (!worthWaiting(e)) throw new DatabaseUnreachable(`PostgreSQL at ${server} refused the connection: ${oneLine(e)}. Check DATABASE_URL.`);
      const waited = Date.now() - started;
      const left = opts.seconds * 1000 - waited;
      if (left <= 0) {
        const how = opts.seconds ? ` within DB_WAIT_SECONDS (${opts.seconds} s, ${attempt} tries)` : '';
        throw new DatabaseUnreachable(`PostgreSQL at ${server} did not answer${how}: ${oneLine(e)}. Check that it runs and that DATABASE_URL names it.`);
      }
      const next = Math.min(pause, left);
      opts.log(`PostgreSQL at ${server} is not reachable yet (try ${attempt}, ${Math.floor(waited / 1000)} s of ${opts.seconds} s): ${oneLine(e)}; trying again in ${(next / 1000).toFixed(1)} s`);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
      await sleep(next, undefined, { signal: opts.signal });
    } finally {
      await client.end().catch(() => {});
    }
  }
}
