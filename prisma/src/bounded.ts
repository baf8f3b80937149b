import pg from 'pg';

/**
 * The pool's settings for bounded waits on PostgreSQL (apps/api config DB_TIMEOUT_MS): with the
 * database's traffic held by the network (connections accepted, nothing answered) nothing else
 * would ever end a wait, and a request would hang for as long as the partition lasts.
 *
 * - connectionTimeoutMillis: a new connection's handshake, and a request's wait for a free one;
 * - query_timeout (client side): a statement whose answer does not come; the connection is then
 *   ended (BoundedClient), so the pool never hands it out again;
 * - statement_timeout (server side), a little shorter: a database that is there but slow cancels
 *   the statement itself (57014), which keeps the connection usable;
 * - idle_in_transaction_session_timeout: a transaction whose client vanished (its connection
 *   ended here during a partition) does not keep its row locks on the server for good;
 * - keepAlive: TCP probes on idle connections, so a dead peer is noticed even without traffic.
 */
export function boundedPoolConfig(timeoutMs: number): pg.PoolConfig {
  return {
    Client: BoundedClient,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: Math.max(1, timeoutMs - Math.min(1000, Math.floor(timeoutMs / 4))),
    idle_in_transaction_session_timeout: Math.max(60_000, 4 * timeoutMs),
    keepAlive: true,
    keepAliveInitialDelayMillis: Math.min(timeoutMs, 10_000),
  };
}

/** node-postgres' error when query_timeout ran out (lib/client.js). */
const READ_TIMEOUT = 'Query read timeout';
const timedOut = (err: unknown) => err instanceof Error && err.message === READ_TIMEOUT;

type Callback = (err: Error | null, result?: unknown) => void;

/**
 * A node-postgres client that ends its connection when a statement's answer did not come in
 * time (the statements queued behind it fail at once). node-postgres reports the timeout but
 * keeps the connection, whose statement is still waiting on the wire: the next statement given
 * to it would queue behind that one. pg-pool drops a client released with an error, but
 * @prisma/adapter-pg releases a transaction's client without one; a client whose connection
 * is ended is dropped either way.
 */
export class BoundedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection the server ends while the client is checked out (an idle-in-transaction timeout, an admin's
    // termination, a restart) is an 'error' event; with no listener it would end the process. Here it only makes
    // the client unqueryable: its next statement fails (a 503, apps/api http/errors.ts) and the pool drops it.
    this.on('error', () => {});
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // end(), not a bare socket destroy: the client is then "ending", so the closed connection is
    // no 'error' event (which would crash the process when the client is checked out without a listener).
    const discard = (err: unknown) => {
      if (timedOut(err)) this.end().catch(() => {});
    };
    const watch = (cb: Callback): Callback => (err, result) => {
      discard(err);
      cb(err, result);
    };
    this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const c = config as { submit?: unknown; callback?: Callback } | null;
      // A submittable (db/copy-bytes.ts) keeps its own callback; a config object may carry one.
      if (c && typeof c === 'object' && typeof c.callback === 'function') {
        if (typeof c.submit === 'function') c.callback = watch(c.callback);
        else config = { ...c, callback: watch(c.callback) };
      }
      if (typeof values === 'function') return query(config, watch(values as Callback), callback);
      if (typeof callback === 'function') return query(config, values, watch(callback as Callback));
      const result = query(config, values, callback);
      if (result instanceof Promise) return result.catch((err: unknown) => { discard(err); throw err; });
      return result;
    }) as typeof this.query;
  }
}
