// Behind a reverse proxy: which X-Forwarded-* headers the app believes, and HSTS over TLS.
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '@dz/contracts';
import { createApp } from '../src/app.js';
import { parseEnv } from '../src/config.js';
import { JWT_SECRET, useTestApp } from './harness.js';

const h = useTestApp();
const env = parseEnv({ NODE_ENV: 'test' });
const appTrusting = (trustProxy?: string[]) => supertest(createApp({
  db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: env.JWT_TTL_SECONDS,
  loginLimit: { limit: env.LOGIN_RATE_LIMIT, windowSeconds: env.LOGIN_RATE_WINDOW_SECONDS }, trustProxy,
}));

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over TLS, and only then', async () => {
    const proxied = appTrusting(['loopback']);
    const tls = await proxied.get(API.health).set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await proxied.get(API.health)).headers['strict-transport-security']).toBeUndefined();
    expect((await proxied.get(API.health).set('X-Forwarded-Proto', 'http')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on a forged X-Forwarded-Proto from an address that is not the proxy', async () => {
    for (const app of [appTrusting(undefined), appTrusting(['10.0.0.7'])]) {
      const r = await app.get(API.health).set('X-Forwarded-Proto', 'https');
      expect(r.status).toBe(200);
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
