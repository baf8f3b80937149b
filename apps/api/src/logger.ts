import { pino, type Logger } from 'pino';

/** Structured JSON logs. Credentials are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token', 'passwordHash', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}

/**
 * A request's address as the logs keep it: the path, and of the query only the parameters' names.
 * Query values carry what residents typed (search terms) and, on some routes, names: none of it is
 * kept ('/pretraga?q=…&page=2' is logged as '/pretraga?q&page').
 */
export function logUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return names.length ? `${url.slice(0, at)}?${names.map(encodeURIComponent).join('&')}` : url.slice(0, at);
}
