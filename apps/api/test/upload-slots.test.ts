// Uploads at once are bounded (files/slots.ts): by number (UPLOAD_CONCURRENCY) and by the bytes they declare together
// (UPLOAD_MEMORY_MB); a waiter gets the slot a finished or abandoned upload gives back, or 503 when its wait runs out.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_ERRORS, documentTypeByResource } from '@dz/contracts';
import { createApp } from '../src/app.js';
import { UPLOAD_DEFAULTS, parseEnv } from '../src/config.js';
import type { UploadSlots } from '../src/files/slots.js';
import { listen, type RunningServer } from '../src/server.js';
import { JWT_SECRET, LOGIN_LIMIT, WAIT_MS, bearer, pdf, useTestApp } from './harness.js';
import { slowUpload, until } from './raw-upload.js';

const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
const errorLogs = () => lines.map((l) => JSON.parse(l)).filter((e) => e.level >= 50).map((e) => `${e.msg} ${e.err?.message ?? ''}`);
const zakon = documentTypeByResource('Zakon')!;

describe('concurrent uploads are bounded', () => {
  // A waiter here is never refused while the test runs, however loaded the machine: the bound
  // running out is the next test's, on an app of its own.
  const u = useTestApp({ uploadConcurrency: 2, uploadWaitMs: WAIT_MS, logger: pino({ level: 'info' }, sink) });
  let server: RunningServer;
  beforeAll(async () => { server = await listen(u.app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 60_000, logger: pino({ level: 'silent' }) }); });
  afterAll(() => server?.close(100));

  const upload = (naziv: string, port = server.port) => {
    const form = new FormData();
    form.append('naziv', naziv);
    form.append('pdfFile', new Blob([pdf()]), 'a.pdf');
    return fetch(`http://127.0.0.1:${port}${API.documents(zakon)}`, { method: 'POST', headers: bearer(u.tokens.staff), body: form });
  };

  it('holds N uploads; the next waits for a slot and gets the one a finished upload gives back; an abort frees its slot', async () => {
    const slots = u.app.locals.uploadSlots as UploadSlots;
    const before = await u.db.document.count();
    const a = slowUpload(server.port, u.tokens.staff, 'Prvi spori');
    const b = slowUpload(server.port, u.tokens.staff, 'Drugi spori');
    await until(() => slots.active === 2);

    // The next one waits (it is neither parsed nor refused) and gets the slot a finished upload gives back.
    const waiter = upload('Treći, čeka');
    await until(() => slots.waiting === 1);
    expect(slots.active).toBe(2);
    expect((await a.finish()).status).toBe(201);
    expect((await waiter).status).toBe(201);

    // A client that goes away gives its slot back too.
    b.abort();
    await until(() => slots.active === 0);
    const after = await Promise.all([upload('Četvrti'), upload('Peti'), upload('Šesti')]);
    expect(after.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await u.db.document.count()).toBe(before + 5);
    expect(slots.active + slots.waiting).toBe(0);
  });

  it('answers a waiter 503 with Retry-After when the wait bound runs out, and stores nothing', async () => {
    const app = createApp({ db: u.db, logger: pino({ level: 'info' }, sink), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, uploadConcurrency: 1, uploadWaitMs: 300 });
    const s = await listen(app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 60_000, logger: pino({ level: 'silent' }) });
    try {
      const slots = app.locals.uploadSlots as UploadSlots;
      const before = await u.db.document.count();
      const held = slowUpload(s.port, u.tokens.staff, 'Spori');
      await until(() => slots.active === 1);
      lines.length = 0;
      const busy = await upload('Bez mjesta', s.port);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await busy.json()).toEqual({ status: 503, message: API_ERRORS.uploadsBusy });
      // Refused by the end of its wait (the warning names the bound), and out of the queue.
      expect(lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'no upload slot free within the wait bound')).toHaveLength(1);
      expect(slots.waiting).toBe(0);
      expect(errorLogs()).toEqual([]);
      expect((await held.finish()).status).toBe(201);
      expect(await u.db.document.count()).toBe(before + 1);
    } finally {
      await s.close(100);
    }
  });

  it('bounds the bytes they declare together too: a small one goes in beside a big one, a second big one waits its turn', async () => {
    const body = 300 * 1024; // a slow upload declares about 262 KB
    const app = createApp({
      db: u.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT,
      uploadConcurrency: 4, uploadWaitMs: WAIT_MS, uploadMemoryBytes: body,
    });
    const s = await listen(app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 60_000, logger: pino({ level: 'silent' }) });
    try {
      const slots = app.locals.uploadSlots as UploadSlots;
      const a = slowUpload(s.port, u.tokens.staff, 'Veliki prvi');
      await until(() => slots.active === 1);
      expect((await upload('Mali, pored velikog', s.port)).status).toBe(201);
      const b = slowUpload(s.port, u.tokens.staff, 'Veliki drugi');
      await until(() => slots.waiting === 1);
      expect(slots.active).toBe(1);
      expect((await a.finish()).status).toBe(201);
      await until(() => slots.active === 1 && slots.waiting === 0);
      expect((await b.finish()).status).toBe(201);
    } finally {
      await s.close(100);
    }
  });

  it('takes the limit from UPLOAD_CONCURRENCY (default 4, at least 1) and the bytes from UPLOAD_MEMORY_MB (default 48)', () => {
    expect(parseEnv({}).UPLOAD_MEMORY_MB).toBe(48);
    expect(parseEnv({ UPLOAD_MEMORY_MB: '100' }).UPLOAD_MEMORY_MB).toBe(100);
    expect(() => parseEnv({ UPLOAD_MEMORY_MB: '0' })).toThrow(/UPLOAD_MEMORY_MB/);
    expect(parseEnv({}).UPLOAD_CONCURRENCY).toBe(UPLOAD_DEFAULTS.concurrency);
    expect(UPLOAD_DEFAULTS.concurrency).toBe(4);
    expect(parseEnv({ UPLOAD_CONCURRENCY: '2' }).UPLOAD_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ UPLOAD_CONCURRENCY: '0' })).toThrow(/UPLOAD_CONCURRENCY/);
  });
});
