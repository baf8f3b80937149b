// Behind a reverse proxy: which X-Forwarded-* headers the app believes, and HSTS over TLS.
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '@dz/contracts';
import { createApp } from '../src/app.js';
import { JWT_SECRET, SETTINGS, useTestApp } from './harness.js';

const h = useTestApp();
const appTrusting = (trustProxy: string[] | undefined, loginLimit = { limit: 2, windowSeconds: 900 }) => supertest(createApp({
  db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: SETTINGS.JWT_TTL_SECONDS, loginLimit, trustProxy,
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

describe('X-Forwarded-For', () => {
  /** Wrong passwords for ever new user names, each from a new forged address; the statuses. */
  const spray = async (app: ReturnType<typeof appTrusting>, tag: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await app.post(API.login).set('X-Forwarded-For', `198.51.100.${i + 1}`).send({ username: `${tag}${i}`, password: 'pogresna-lozinka' });
      statuses.push(r.status);
    }
    return statuses;
  };

  it('from a client that is not the proxy cannot spread its attempts over invented addresses', async () => {
    // Per-address bound: 3 × limit = 6 attempts, then each further one must wait.
    const statuses = await spray(appTrusting(['10.0.0.7']), 'direct', 8);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(401));
    expect(statuses.slice(6)).toContain(429);
  });

  it('from the trusted proxy names the client, so one address limit is not everybody\'s', async () => {
    const statuses = await spray(appTrusting(['loopback']), 'proxied', 8);
    expect(statuses).toEqual(Array(8).fill(401));
  });
});
