import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@dz/contracts';
import { createApp } from '../src/app.js';
import { backupSchedule, type BackupSchedule } from '../src/ops/schedule.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, pdf, testClock, useTestApp } from './harness.js';

// GET /metrics (issue 26): Prometheus' text format behind METRICS_TOKEN, and the request log without the healthchecks.
const TOKEN = 'metrics-token-for-the-test-0123';
const clock = testClock('2026-11-25T02:00:00.000Z');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-metrics-'));
/** Every line the app logs at info and above. */
const logged: { msg?: string; req?: { url?: string } }[] = [];
const logger = pino({ level: 'info' }, new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    done();
  },
}));
let backups: BackupSchedule;
const h = useTestApp({
  logger, now: clock.now, metricsToken: TOKEN,
  backups: { tick: () => backups.tick(), start: () => backups.start(), stop: () => backups.stop(), status: () => backups.status() },
});
beforeAll(() => { backups = backupSchedule(h.db.pool, { dir, everyMs: 3_600_000, keep: 2, logger, now: clock.now }); });
afterAll(async () => {
  await backups?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const scrape = () => h.request.get('/metrics').set(bearer(TOKEN));
/** A sample's value: `name{labels} value`, the labels given in any order as a subset. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers 401 without the token, with another one, or with it in another scheme', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN}x`]) {
      const req = h.request.get('/metrics');
      const res = await (auth ? req.set('Authorization', auth) : req);
      expect(res.status, String(auth)).toBe(401);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern and status with their latency, with the process, pool, uploads, search and backup metrics', async () => {
    const zakon = await h.request.post('/api/Zakon').set(bearer(h.tokens.staff)).field('naziv', 'Zakon za mjerenje').attach('pdfFile', pdf(), 'z.pdf');
    expect(zakon.status).toBe(201);
    await h.request.get('/api/Zakon?page=1&pageSize=5').expect(200);
    await h.request.get(`/api/Zakon/download/${zakon.body.id}`).expect(200);
    await h.request.get('/api/Zakon/download/999999').expect(404);
    // The same search twice: the second is answered from the kept results (once the uploaded PDF's text, read in the
    // background, is in the index: that write would make the first result stale).
    await (h.app.locals.pdfText as { idle(): Promise<void> }).idle();
    await h.request.get(`${API.search}?q=mjerenje`).expect(200);
    await h.request.get(`${API.search}?q=mjerenje`).expect(200);
    expect(await backups.tick()).toBe('written');

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    // Labelled by the route's pattern, never by the address (the id, the query's words).
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/Zakon', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/Zakon/download/:id', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/Zakon/download/:id', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/Zakon', status_code: '201' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/Zakon', status_code: '200', le: '+Inf' })).toBe(1);
    expect(text).not.toMatch(/route="[^"]*(mjerenje|999999|\d{3,})/);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'dz_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'dz_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'dz_db_pool_waiting')).toBe(0);
    expect(sample(text, 'dz_upload_slots', { state: 'in_use' })).toBe(0);
    expect(sample(text, 'dz_upload_slots', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'dz_search_kept_results_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dz_search_kept_results_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    // The test's clock named the backup: its instant, in seconds.
    expect(sample(text, 'dz_backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-25T02:00:00.000Z') / 1000);
    expect(sample(text, 'dz_backup_last_size_bytes')).toBe(fs.statSync(path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.backup.gz'))!)).size);
    expect(sample(text, 'dz_backup_failing')).toBe(0);
  });
});

describe('the request log', () => {
  it('leaves out healthchecks and scrapes that succeed (debug), and keeps every other request', async () => {
    logged.length = 0;
    await h.request.get(API.health).expect(200);
    await h.request.get(API.ready).expect(200);
    await scrape().expect(200);
    await h.request.get('/api/Zakon').expect(200);
    const urls = logged.map((l) => l.req?.url).filter(Boolean);
    expect(urls).toEqual(['/api/Zakon']);
  });
});

describe('without METRICS_TOKEN', () => {
  // Last in the file: another app on the database writes the static pages into the search index as it starts, which
  // would make the kept results above stale.
  it('/metrics is a 404', async () => {
    const app = createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT });
    expect((await supertest(app).get('/metrics')).status).toBe(404);
    expect((await supertest(app).get('/metrics').set(bearer(TOKEN))).status).toBe(404);
  });
});
