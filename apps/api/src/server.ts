import http from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface RunningServer {
  server: http.Server;
  port: number;
  /** Stops accepting, lets in-flight requests (uploads included) finish, within graceMs. */
  close(graceMs: number): Promise<void>;
}

export function listen(app: Express, opts: { port: number; host: string; requestTimeoutMs: number; logger: Logger }): Promise<RunningServer> {
  const server = http.createServer(app);
  // Bounded: a request that is still not complete after this is cut (slow 20 MB uploads fit).
  server.requestTimeout = opts.requestTimeoutMs;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const port = (server.address() as { port: number }).port;
      resolve({
        server,
        port,
        close: (graceMs) => new Promise<void>((done) => {
          const timer = setTimeout(() => {
            opts.logger.warn('shutdown grace period over: closing remaining connections');
            server.closeAllConnections();
          }, graceMs);
          timer.unref();
          server.close(() => { clearTimeout(timer); done(); });
          server.closeIdleConnections();
        }),
      });
    });
  });
}
