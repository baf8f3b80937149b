import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One time budget for all the database work of one request (issue 41): its waits for a connection and its statements
 * together, and a read it shares with other requests (apps/api services/data-version.ts), end by one deadline. Bounding
 * each wait by DB_TIMEOUT_MS alone let them add up: with the database's traffic held, a page that queued behind another
 * request's read and then ran its own statement answered its 503 after two timeouts.
 *
 * The budget is the request's (apps/api app.ts starts it): every connection the pool hands out and every statement a
 * client runs under it (BoundedPool, BoundedClient: bounded.ts) waits at most what is left of it, and one asked for once
 * it is spent fails at once (DatabaseBudgetSpent, a 503). It lasts while `open()` holds: once the answer has begun
 * (a download streaming its slices) a 503 can no longer be said, and each wait is bounded on its own again.
 * Outside a budget (the start, the scheduler, the operator commands) each wait keeps its own bound.
 */
export interface DbBudget {
  /** When the budget is spent (performance.now() milliseconds). */
  readonly deadline: number;
  /** False once the budget no longer applies. */
  open(): boolean;
}

const budgets = new AsyncLocalStorage<DbBudget>();

/** Runs `fn` (and all it starts) under `budget`. */
export function withDbBudget<T>(budget: DbBudget, fn: () => T): T {
  return budgets.run(budget, fn);
}

/** Runs `fn` outside any budget: work a request starts but does not wait for (a queue of its own). */
export function outsideDbBudget<T>(fn: () => T): T {
  return budgets.exit(fn);
}

/** Milliseconds left of the current budget (0 or less: spent); undefined outside one or once it no longer applies. */
export function dbTimeLeft(): number | undefined {
  const budget = budgets.getStore();
  if (!budget?.open()) return undefined;
  return budget.deadline - performance.now();
}

/** A wait for the database asked for once the request's budget was spent (apps/api http/errors.ts: 503). */
export class DatabaseBudgetSpent extends Error {
  readonly code = 'DB_BUDGET_SPENT';
  constructor() {
    super("the request's time for the database is spent");
  }
}
