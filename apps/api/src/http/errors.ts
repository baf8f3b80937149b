import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_ERRORS, type ErrorBody } from '@dz/contracts';
import multer from 'multer';
import type { Logger } from 'pino';
import { isWriteConflict } from '../db/conflicts.js';
import { DomainError, HttpError, NotFoundError, StaleEditError, type DomainErrorKind } from '../errors.js';
import { logUrl } from '../logger.js';

/** The one JSON body of every error answer (docs/product.md "API"): the field only when known. */
export const errorBody = (status: number, message: string, field?: string): ErrorBody => ({ status, message, ...(field ? { field } : {}) });

/** What a 503 asks the client to wait, in seconds, unless its cause knows better (a busy upload slot). */
export const RETRY_AFTER_SECONDS = 5;

/** The answer while the server stops: to new requests (app.ts) and to uploads still arriving at the end (server.ts). */
export const SHUTTING_DOWN = errorBody(503, API_ERRORS.shuttingDown);

/** The status of each kind of domain failure: the one place they are decided. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  stale: 412,
};

const multerErrors: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, API_ERRORS.payloadTooLarge],
  LIMIT_FILE_COUNT: [400, API_ERRORS.unexpectedFile],
  LIMIT_UNEXPECTED_FILE: [400, API_ERRORS.unexpectedFile],
  LIMIT_PART_COUNT: [400, API_ERRORS.tooManyParts],
  LIMIT_FIELD_COUNT: [400, API_ERRORS.tooManyParts],
  LIMIT_FIELD_KEY: [400, API_ERRORS.badRequest],
  LIMIT_FIELD_VALUE: [413, API_ERRORS.payloadTooLarge],
  MISSING_FIELD_NAME: [400, API_ERRORS.badRequest],
};

/**
 * Prisma / node-postgres failures that mean "the database is not there right now", or cannot answer
 * in time: 57014 is a statement cancelled by its statement_timeout (a database too loaded or locked
 * to answer; seen on the login throttle's claim under a CPU hog), which the client may retry; "Query
 * read timeout" is node-postgres' query_timeout, a statement whose answer never came (the network
 * holds the database's traffic: @dz/db's bounded waits). 25P03 and 57P05 are a connection the server
 * ended for idling (in a transaction, or at all), and "not queryable" a client whose connection ended
 * while it was checked out (@dz/db BoundedClient): the next request gets a fresh connection. DB_BUDGET_SPENT is a wait
 * asked for once the request's time for the database was spent (@dz/db budget.ts).
 */
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03', '57P05', '25P03', '53300', '57014', 'DB_BUDGET_SPENT']);
function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown; kind?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.kind === 'string' && /DatabaseNotReachable|DatabaseDoesNotExist|ConnectionClosed|SocketTimeout|TooManyConnections/.test(e.kind)) return true;
    if (typeof e.message === 'string' && /Connection terminated|not queryable|connection timeout|ECONNREFUSED|Can't reach database|the database system is (starting|shutting) up|Timed out fetching a new connection|timeout exceeded when trying to connect|Query read timeout/i.test(e.message)) return true;
  }
  return false;
}

/** Maps any error to the one JSON body; never a stack trace or SQL. */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof StaleEditError) return { ...errorBody(412, err.message), changedBy: err.changedBy, changedAt: err.changedAt };
  if (err instanceof DomainError) return errorBody(DOMAIN_STATUS[err.kind], err.message, err.field);
  if (err instanceof HttpError) return { ...errorBody(err.status, err.message, err.field), ...err.extra };
  if (err instanceof multer.MulterError) {
    const [status, message] = multerErrors[err.code] ?? [400, API_ERRORS.badRequest];
    return errorBody(status, message, err.field);
  }
  const e = err as { type?: string; status?: number; code?: string };
  if (e?.type === 'entity.too.large') return errorBody(413, API_ERRORS.payloadTooLarge);
  if (e?.type === 'entity.parse.failed' || e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return errorBody(400, API_ERRORS.badRequest);
  if (e?.code === 'P2025') return errorBody(404, API_ERRORS.notFound);
  if (isWriteConflict(err)) return errorBody(409, API_ERRORS.conflict);
  if (isDatabaseUnavailable(err)) return errorBody(503, API_ERRORS.unavailable);
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return errorBody(e.status, API_ERRORS.badRequest);
  return errorBody(500, API_ERRORS.internal);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (req.socket?.destroyed) {
      // The client went away (e.g. cancelled an upload): nothing to answer, nothing stored.
      logger.info({ method: req.method, url: logUrl(req.originalUrl) }, 'client aborted the request');
      return;
    }
    const body = toErrorBody(err);
    // An HttpError is an expected answer (e.g. 503 while every upload slot is busy), not a failure.
    if (body.status >= 500 && !(err instanceof HttpError)) logger.error({ err, method: req.method, url: logUrl(req.originalUrl) }, 'request failed');
    if (body.status === 503 && !res.get('Retry-After')) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (res.headersSent) return res.end();
    res.status(body.status).json(body);
  };
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFoundError(API_ERRORS.routeNotFound));
