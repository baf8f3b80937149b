import type { RequestHandler } from 'express';
import { API_ERRORS } from '@dz/contracts';
import { errorBody } from './errors.js';

/** BODY_TIMEOUT_SECONDS's default (config.ts): a login or a form is a few KB, sent at once by any client. */
export const BODY_DEFAULTS = { timeoutSeconds: 20 } as const;

/** Whether the request announces a body (Content-Length: 0 is none). */
const announcesBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * A bound on receiving a small body (JSON: logins, forms; anything but a multipart upload):
 * a client that has not sent it all within `ms` (BODY_TIMEOUT_SECONDS, config.ts) gets a 408
 * with the Bosnian JSON and its connection is closed. The server's request timeout
 * (REQUEST_TIMEOUT_SECONDS) stays long for PDF uploads over slow lines; without this, a login
 * that sends one byte of its body held a connection for that long (40 of them: 40 sockets).
 * (A request answered before its body was read, a 415 or a 401, is closed by Node's keep-alive
 * timeout, server.ts, a few seconds after its answer.)
 */
export const bodyTimeout = (ms: number): RequestHandler => (req, res, next) => {
  if (!announcesBody(req.headers) || req.is('multipart/form-data')) return next();
  const timer = setTimeout(() => {
    // Received whole (the route is still working on it), or already answered: nothing to do.
    if (req.complete || res.headersSent) return;
    req.log?.info({ ms }, 'request body not received in time');
    res.once('finish', () => req.socket.destroy());
    res.set('Connection', 'close').status(408).json(errorBody(408, API_ERRORS.requestTimeout));
  }, ms);
  res.once('close', () => clearTimeout(timer));
  next();
};
