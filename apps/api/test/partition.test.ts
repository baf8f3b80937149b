// A network partition between the app and PostgreSQL (issue 20, item 5): the database's traffic
// held (connections accepted, nothing answered), not refused. Every request answers 503 with
// Retry-After within the pool's bounded waits (DB_TIMEOUT_MS, prisma/src/bounded.ts) and the
// pool recovers once traffic passes. How many seconds that takes with the default setting is a
// figure of bench/timings.ts; here a request that hung would fail by the runner's bound.
// Issue 41, item 1: the bound is one budget per request for all its database work (waits for a
// connection, statements, a shared read it queued behind; @dz/db budget.ts), not one per wait: a
// page queued behind another request's read of the data's version answered after 2 × DB_TIMEOUT_MS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { API, API_ERRORS, documentTypeByResource } from '@dz/contracts';
import { boundedPoolConfig } from '@dz/db';
import { parseEnv } from '../src/config.js';
import { toErrorBody } from '../src/http/errors.js';
import type { PdfTextQueue } from '../src/services/pdf-text.js';
import { inTransaction } from '../src/db/transaction.js';
import { withDatabase } from './pg-server.js';
import { bearer, eventually, pdf, useTestApp, useTestAppBehindProxy } from './harness.js';
import { tcpProxy } from './tcp-proxy.js';

/**
 * Shorter than the default (config.ts; its seconds are the bench's figure), so the test is quick, but
 * not short: on a loaded machine a first search took 2.7 s, and a read slower than this fails as a 503.
 */
const TIMEOUT_MS = 5000;
const zakon = documentTypeByResource('Zakon')!;

// A server entry whose render reads the data as the web app's loaders do (the API's tests do not build the web app).
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-partition-web-'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="bs"><title>DZ</title><div id="root"></div></html>');
fs.mkdirSync(path.join(web, 'server'));
fs.writeFileSync(path.join(web, 'server', 'entry-server.js'), `
  export const SSR_DATA_ID = 'ssr-data';
  export async function render(request, data) {
    const frame = await data.frame();
    const news = await data.newsPage(1);
    return { status: 200, html: '<h1>Vijesti</h1>', data: JSON.stringify({ frame, news }), head: { title: 'Vijesti', description: 'D', elements: [] } };
  }`);
afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

describe("while the database's traffic is held (a partition)", () => {
  const { h, handle } = useTestAppBehindProxy({ dbTimeoutMs: TIMEOUT_MS, webDist: web });
  let reads: { name: string; path: string; token?: string }[];

  beforeAll(async () => {
    const up = await h.request.post(API.documents(zakon)).set(bearer(h.tokens.staff)).field(zakon.textField, 'Zakon o zdravstvenoj zaštiti').attach('pdfFile', pdf(), 'z.pdf');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const id = up.body.id as number;
    const put = await h.request.put(API.document(zakon, id)).set(bearer(h.tokens.staff)).field(zakon.textField, 'Zakon, izmjena').attach('pdfFile', pdf(), 'z2.pdf');
    expect(put.status).toBe(200);
    await (h.app.locals.pdfText as PdfTextQueue).idle();
    reads = [
      { name: 'a page of documents', path: `${API.documents(zakon)}?page=1&pageSize=5` },
      { name: 'one document', path: API.document(zakon, id) },
      { name: 'a download', path: API.download(zakon, id) },
      { name: "an older version's file (staff)", path: API.versionFile(API.documentVersions(zakon, id), 1), token: h.tokens.staff },
      { name: 'the versions (staff)', path: API.documentVersions(zakon, id), token: h.tokens.staff },
      { name: 'the news', path: API.newsList },
      { name: 'search', path: `${API.search}?q=zdravstvenoj` },
      { name: 'the clinics', path: API.clinics },
      { name: 'the notices', path: API.notices },
      { name: 'the sitemap', path: API.sitemap },
      { name: 'the phonebook', path: API.phonebook },
      { name: 'a server-rendered page', path: '/novosti' },
      // Two more reads of the data's version (services/data-version.ts): the later ones queue behind the read under
      // way, which the partition holds; each must still answer within its own budget.
      { name: 'another server-rendered page', path: '/zakoni' },
      { name: 'another search', path: `${API.search}?q=zakon` },
    ];
  });

  const readAll = () => Promise.all(reads.map(async (r) => {
    const req = h.request.get(r.path);
    const started = performance.now();
    const res = await (r.token ? req.set(bearer(r.token)) : req);
    const ms = performance.now() - started;
    return { name: r.name, status: res.status, retryAfter: res.headers['retry-after'], body: res.body as unknown, type: String(res.headers['content-type']), ms };
  }));

  it('answers every read 503 with Retry-After, and the same reads 200 once traffic passes again', async () => {
    // Warm (connections, compiled queries, the static pages in the search index) before the partition.
    await eventually(async () => expect((await readAll()).map((r) => [r.name, r.status])).toEqual(reads.map((r) => [r.name, 200])));

    handle.proxy.hold();
    const held = await readAll();
    for (const r of held) {
      expect([r.name, r.status, r.retryAfter]).toEqual([r.name, 503, '5']);
      if (r.type.startsWith('application/json')) expect(r.body, r.name).toEqual({ status: 503, message: API_ERRORS.unavailable });
      else expect(r.type, r.name).toMatch(/^text\/html/);
    }
    // One budget of DB_TIMEOUT_MS for a request's database work: each answered well before a second wait would end
    // (a wait for a connection or a shared read, then a statement: 2 × DB_TIMEOUT_MS, the old bound), with half a
    // budget to spare for a loaded machine.
    expect(held.filter((r) => r.ms >= 1.5 * TIMEOUT_MS).map((r) => `${r.name}: ${Math.round(r.ms)} ms`)).toEqual([]);
    // With the server's default budget that is within the goal of 10 s (issue 41), with 2 s to spare for the rest.
    expect(parseEnv({}).DB_TIMEOUT_MS + 2000).toBeLessThanOrEqual(10_000);
    // Every connection that did not answer is given up, none kept for later requests.
    await eventually(() => expect(handle.proxy.open).toBe(0));

    // The connections the partition held stay silent for good (tcp-proxy.ts): a pool that had kept one
    // would hand it out now, and that read would wait and fail.
    handle.proxy.release();
    expect((await readAll()).map((r) => [r.name, r.status])).toEqual(reads.map((r) => [r.name, 200]));
  });
});

describe('a connection whose statement got no answer', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    // The server's own 'postgres' database: the embedded test server's URL names one ('dz') that is not there.
    const u = new URL(withDatabase(inject('pgUrl'), 'postgres'));
    proxy = await tcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    // No idle timeout: only the timed-out statement may end the connection.
    pool = new pg.Pool({ connectionString: u.toString(), max: 2, idleTimeoutMillis: 0, ...boundedPoolConfig(TIMEOUT_MS) });
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool.end();
    await proxy.cut();
  });

  it('is ended, even when released without an error (as @prisma/adapter-pg releases a transaction)', async () => {
    const client = await pool.connect();
    await client.query('BEGIN');
    proxy.hold();
    await expect(client.query('SELECT 1')).rejects.toThrow('Query read timeout');
    client.release();
    expect(pool.totalCount).toBe(0);
    await eventually(() => expect(proxy.open).toBe(0));
    proxy.release();
    expect((await pool.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
  });
});

describe('a connection lost in the middle of a transaction', () => {
  const h = useTestApp();

  it('fails that request (503) without taking the process down, and the pool goes on', async () => {
    const lost = inTransaction(h.db, async (sql) => {
      const pid = (await sql<{ pid: number }>('SELECT pg_backend_pid() AS pid', []))[0]!.pid;
      // Killed from outside (a database restart, an admin) between two statements: nobody is waiting on the socket.
      await h.db.$executeRawUnsafe('SELECT pg_terminate_backend($1)', pid);
      await eventually(async () => expect((await h.db.$queryRawUnsafe<unknown[]>('SELECT 1 FROM pg_stat_activity WHERE pid = $1', pid)).length).toBe(0));
      await sql('SELECT 1', []);
    });
    await expect(lost).rejects.toSatisfy((err) => toErrorBody(err).status === 503);
    expect((await h.request.get(API.ready)).status).toBe(200);
    expect((await h.request.get(API.documents(zakon))).status).toBe(200);
  });
});
