import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { API_ERRORS, type ErrorBody } from '@dz/contracts';
import { RETRY_AFTER_SECONDS, SHUTTING_DOWN, errorBody } from './http/errors.js';
import { logUrl } from './logger.js';

export interface RunningServer {
  server: http.Server;
  port: number;
  /**
   * Stops accepting, lets in-flight requests (uploads included) finish within graceMs. Then
   * every request whose body is still arriving gets a 503 (Bosnian JSON, Connection: close)
   * instead of a reset; a moment later the remaining connections are closed.
   */
  close(graceMs: number): Promise<void>;
}

/** How long, after the grace period, answered and finishing requests get before connections are closed. */
const LINGER_MS = 1000;

/** A complete HTTP response written on a bare socket (no ServerResponse available or usable). */
function rawResponse(body: ErrorBody): string {
  const json = JSON.stringify(body);
  return `HTTP/1.1 ${body.status} ${http.STATUS_CODES[body.status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`;
}

/** The request still has body bytes the app has not read (an upload in progress). */
const bodyPending = (req: http.IncomingMessage) =>
  !req.readableEnded && (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);

export function listen(app: Express, opts: { port: number; host: string; requestTimeoutMs: number; logger: Logger }): Promise<RunningServer> {
  const server = http.createServer({
    // Bounded: a request that is still not complete after this is cut (slow 20 MB uploads fit).
    requestTimeout: opts.requestTimeoutMs,
    headersTimeout: Math.min(60_000, opts.requestTimeoutMs),
    // How often Node checks those timeouts (its default, 30 s, is coarse for short limits).
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(opts.requestTimeoutMs / 10))),
  }, app);
  server.keepAliveTimeout = 5_000;

  // The request each connection is serving, until its response closes.
  const inFlight = new Map<Socket, { req: http.IncomingMessage; res: http.ServerResponse }>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    inFlight.set(socket, { req, res });
    res.once('close', () => { if (inFlight.get(socket)?.res === res) inFlight.delete(socket); });
  });

  // Node's own answer to a request it cannot finish reading is a bare status line; ours is the
  // usual JSON body. 408 when REQUEST_TIMEOUT_SECONDS ran out (the app never gets that body,
  // so nothing is stored); 400 for malformed HTTP. Never written into a response already started.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const current = inFlight.get(socket);
    if (err.code === 'ECONNRESET' || !socket.writable || current?.res.headersSent) {
      socket.destroy();
      return;
    }
    const body = err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? errorBody(408, API_ERRORS.requestTimeout)
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? errorBody(431, API_ERRORS.payloadTooLarge)
        : errorBody(400, API_ERRORS.badRequest);
    opts.logger.info({ code: err.code, method: current?.req.method, url: logUrl(current?.req.url), status: body.status }, 'request not completed by the client');
    socket.write(rawResponse(body));
    socket.destroySoon();
  });

  /** Answers 503 to every request whose body is still arriving; returns how many. */
  const answerPending = () => {
    let answered = 0;
    for (const { req, res } of inFlight.values()) {
      if (res.headersSent || !bodyPending(req)) continue;
      const json = JSON.stringify(SHUTTING_DOWN);
      res.statusCode = SHUTTING_DOWN.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(json));
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.end(json);
      answered++;
    }
    return answered;
  };

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const port = (server.address() as { port: number }).port;
      resolve({
        server,
        port,
        close: (graceMs) => new Promise<void>((done) => {
          const timer = setTimeout(() => {
            const answered = answerPending();
            opts.logger.warn({ answered }, 'shutdown grace period over: unfinished uploads answered 503, closing connections');
            setTimeout(() => server.closeAllConnections(), LINGER_MS).unref();
          }, graceMs);
          timer.unref();
          server.close(() => { clearTimeout(timer); done(); });
          server.closeIdleConnections();
        }),
      });
    });
  });
}
