// The built server (dist/start.js) as an operator runs it: embedded PostgreSQL under a data
// folder, restarts, signals, a second instance, a crash. Needs `build` (turbo runs it first).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { API, API_ERRORS } from '@dz/contracts';
import { DEV_ADMIN } from '../src/config.js';
import { isAlive } from '../src/db/embedded.js';
import { demoDocuments } from '@dz/content/demo';
import { spawnServer, serverReady, type BuiltServer } from './built-server.js';
import { eventually, pdf, testDatabase } from './harness.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-embedded-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    await eventually(() => expect(isAlive(pid)).toBe(false));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function postmasterPid(): number | undefined {
  const f = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8').split('\n')[0]) : undefined;
}

/** No orphan: PostgreSQL stopped with the server (which exits only once its PostgreSQL has: db/embedded.ts stop). */
function expectNoPostgres() {
  const pid = postmasterPid();
  expect(pid === undefined || !isAlive(pid)).toBe(true);
}

/**
 * Starts the built server on the shared data folder, by default on port 0 (built-server.ts says why).
 */
function launch(port = 0, extraEnv: Record<string, string> = {}): BuiltServer {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const s = spawnServer(Object.assign(env, extraEnv));
  children.push(s.child);
  return s;
}

/**
 * How long a start may take here: on an empty folder it initialises PostgreSQL, migrates, and renders
 * the demo's pictures and PDFs, which took over 60 s beside a CPU hog and other test runs. A bound
 * for a hang, not a speed goal (`pnpm bench` measures speed).
 */
const START_WAIT_MS = 240_000;

/** Waits for /ready (failing at once if the server exits instead); the port the server listens on. */
const ready = async (s: BuiltServer) => { await serverReady(s, START_WAIT_MS); return s.port; };

const token = async (port: number) => {
  const r = await fetch(`http://127.0.0.1:${port}${API.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: DEV_ADMIN.userName, password: DEV_ADMIN.password }) });
  return (await r.json()).token as string;
};

/**
 * A multipart upload sent in two halves, so a signal can arrive while it is in flight.
 * `inFlight` resolves once the server holds it: it asks for the body with Expect:
 * 100-continue, and Node's server answers 100 Continue as it hands the request to the app.
 */
function slowUpload(port: number, auth: string, file: Buffer) {
  const boundary = 'dzboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="naziv"\r\n\r\nZakon poslan sporo\r\n--${boundary}\r\nContent-Disposition: form-data; name="pdfFile"; filename="sporo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  const half = Math.floor(body.length / 2);
  let sendRest!: () => void;
  let held!: () => void;
  const inFlight = new Promise<void>((resolve) => { held = resolve; });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/Zakon', headers: {
      Authorization: `Bearer ${auth}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Expect: '100-continue',
    } }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.on('continue', () => req.write(body.subarray(0, half), () => held()));
    req.flushHeaders();
    sendRest = () => req.end(body.subarray(half));
  });
  return { response, inFlight, sendRest: () => sendRest() };
}

describe('the start command on an embedded PostgreSQL', { timeout: 2 * START_WAIT_MS + 60_000 }, () => {
  let port: number;
  let firstId: number;
  const file = Buffer.concat([pdf('sporo'), Buffer.alloc(3 * 1024 * 1024, 7)]);

  it('starts from an empty folder: initialises, migrates, creates the admin, loads the demo, serves a list', async () => {
    const s = await launch();
    port = await ready(s);
    expect(s.output()).toContain('created the first admin account');
    // The development default password: its login answer suggests changing it (docs/product.md "Passwords and roles").
    const login = await fetch(`http://127.0.0.1:${port}${API.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: DEV_ADMIN.userName, password: DEV_ADMIN.password }) });
    expect(await login.json()).toEqual({ token: expect.any(String), temporaryPassword: true });
    expect(s.output()).toContain(`loaded demo content (${Object.values(demoDocuments).flat().length} documents`);
    // The seed ran in a process of its own (issue 25): the picture library it used (libvips, with sharp) is not in
    // the server's memory, which loads it only at its first picture.
    expect(fs.readFileSync(`/proc/${s.child.pid}/maps`, 'utf8')).not.toMatch(/libvips/);
    const list = await (await fetch(`http://127.0.0.1:${port}/api/Zakon?page=1&pageSize=5`)).json();
    expect([list.totalItems, list.items.length]).toEqual([10, 5]);

    // SIGTERM in the middle of an upload: the upload finishes and is stored whole.
    const t = await token(port);
    const upload = slowUpload(port, t, file);
    await upload.inFlight;
    s.child.kill('SIGTERM');
    // Shutting down: new connections are no longer served.
    await eventually(() => expect(fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status)).rejects.toThrow());
    upload.sendRest();
    const res = await upload.response;
    expect(res.status).toBe(201);
    firstId = JSON.parse(res.body).id;
    expect(await s.exited).toBe(0);
    expectNoPostgres();
  });

  it('keeps its data across a restart, with the acknowledged upload whole', async () => {
    const s = await launch();
    port = await ready(s);
    expect(s.output()).not.toContain('created the first admin account');
    const list = await (await fetch(`http://127.0.0.1:${port}/api/Zakon`)).json();
    expect(list.totalItems).toBe(11);
    expect(s.output()).not.toContain('loaded demo content');
    const dl = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/api/Zakon/download/${firstId}`)).arrayBuffer());
    expect(Buffer.compare(dl, file)).toBe(0);

    // A second instance on the same folder refuses clearly and leaves the first alone.
    const second = await launch();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another running instance/);
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);

    // Ctrl-C stops both the server and PostgreSQL.
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
    expectNoPostgres();
  });

  it('recovers from a crash that left PostgreSQL running (kill -9), without an orphan', async () => {
    const s = await launch();
    await ready(s);
    const orphan = postmasterPid()!;
    s.child.kill('SIGKILL');
    await s.exited;
    expect(isAlive(orphan)).toBe(true);
    const again = await launch();
    port = await ready(again);
    expect(isAlive(orphan)).toBe(false);
    expect((await (await fetch(`http://127.0.0.1:${port}/api/Zakon`)).json()).totalItems).toBe(11);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('stops PostgreSQL when the start fails after it started (a crash at start)', async () => {
    const busy = http.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => busy.once('listening', r));
    const taken = (busy.address() as { port: number }).port;
    const s = await launch(taken);
    expect(await s.exited).toBe(1);
    busy.close();
    expectNoPostgres();
  });
});

describe('the built server on a PostgreSQL server, stopping while an upload is still arriving', { timeout: START_WAIT_MS + 60_000 }, () => {
  it('answers it 503 with the Bosnian JSON and Connection: close when the grace period ends, and stores nothing', async () => {
    const database = await testDatabase();
    try {
      const s = await launch(0, { DATABASE_URL: database.url, SHUTDOWN_GRACE_SECONDS: '1' });
      const port = await ready(s);
      const t = await token(port);

      // Headers and part of a multipart body, then nothing more.
      const boundary = 'dzboundary';
      const socket = net.connect(port, '127.0.0.1');
      let raw = '';
      const closed = new Promise<void>((resolve) => { socket.on('close', () => resolve()); });
      socket.on('data', (d) => { raw += d; });
      socket.on('error', () => {});
      // Expect: 100-continue: the server's 100 Continue says it has handed the request to the app.
      const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
      socket.write(`POST /api/Zakon HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t}\r\nExpect: 100-continue\r\n`
        + `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n`);
      await eventually(() => expect(raw).toBe(CONTINUE));
      socket.write(`--${boundary}\r\nContent-Disposition: form-data; name="naziv"\r\n\r\nNikad dovršen\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="pdfFile"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      socket.write(pdf());
      s.child.kill('SIGTERM');
      await closed;

      const [head = '', body = ''] = raw.slice(CONTINUE.length).split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
      expect(head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(body)).toEqual({ status: 503, message: API_ERRORS.shuttingDown });
      expect(await s.exited).toBe(0);
      expect(s.output()).not.toMatch(/"level":(50|60)/);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows: [stored] } = await client.query('SELECT count(*)::int AS n FROM "Document"').finally(() => client.end());
      expect(stored.n).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
