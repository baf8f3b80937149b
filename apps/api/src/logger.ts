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
