import pg from 'pg';
import { DatabaseBudgetSpent, dbTimeLeft } from './budget.js';

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
 *
 * Under a request's budget (budget.ts) the waits for a connection and for a statement's answer are shorter still: at
 * most what is left of the budget (BoundedPool, BoundedClient).
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
    /** A statement's own bound (query_timeout); a request's budget may leave less (budget.ts). */
    const bound = typeof config === 'object' ? config.query_timeout : undefined;
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
      // What is left of the request's budget, if it is less than the statement's own bound (a spent budget: at once).
      const left = dbTimeLeft();
      const timeout = left === undefined || (bound && left >= bound) ? undefined : Math.max(1, Math.ceil(left));
      if (timeout !== undefined && typeof config === 'string') config = { text: config };
      const c = config as { submit?: unknown; callback?: Callback; query_timeout?: number } | null;
      if (c && typeof c === 'object') {
        // A submittable (db/copy-bytes.ts) keeps its own callback and is the query itself; a config object may carry one.
        if (typeof c.submit === 'function') {
          if (typeof c.callback === 'function') c.callback = watch(c.callback);
          if (timeout !== undefined) c.query_timeout = timeout;
        } else if (typeof c.callback === 'function' || timeout !== undefined) {
          config = { ...c, ...(typeof c.callback === 'function' ? { callback: watch(c.callback) } : {}), ...(timeout !== undefined ? { query_timeout: timeout } : {}) };
        }
      }
      if (typeof values === 'function') return query(config, watch(values as Callback), callback);
      if (typeof callback === 'function') return query(config, values, watch(callback as Callback));
      const result = query(config, values, callback);
      if (result instanceof Promise) return result.catch((err: unknown) => { discard(err); throw err; });
      return result;
    }) as typeof this.query;
  }
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool whose wait for a connection, under a request's budget (budget.ts), lasts at most what is left of it: a
 * connection that comes later is given back at once. Outside a budget, connectionTimeoutMillis alone bounds it.
 */
export class BoundedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const left = dbTimeLeft();
    const bound = this.options.connectionTimeoutMillis;
    if (left === undefined || (bound && left >= bound)) return callback ? super.connect(callback) : super.connect();
    const connected = new Promise<pg.PoolClient>((resolve, reject) => {
      if (left <= 0) return reject(new DatabaseBudgetSpent());
      let spent = false;
      const timer = setTimeout(() => {
        spent = true;
        reject(new DatabaseBudgetSpent());
      }, left);
      super.connect((err, client, release) => {
        clearTimeout(timer);
        if (spent) return client && release();
        if (err || !client) reject(err ?? new Error('no connection'));
        else resolve(client);
      });
    });
    if (!callback) return connected;
    connected.then((client) => callback(undefined, client, (e) => client.release(e as Error | undefined)), (err: Error) => callback(err, undefined, () => {}));
  }
}
