// The built server (dist/start.js) as an operator runs it: embedded PostgreSQL under a data
// folder, restarts, signals, a second instance, a crash. Needs `build` (turbo runs it first).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { API, API_ERRORS } from '@dz/contracts';
import { freePort, isAlive } from '../src/db/embedded.js';
import { demoDocuments } from '@dz/content/demo';
import { pdf, testDatabase } from './harness.js';

const start = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'start.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-embedded-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && isAlive(pid)) process.kill(pid, 'SIGQUIT');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function postmasterPid(): number | undefined {
  const f = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8').split('\n')[0]) : undefined;
}

/** No orphan: PostgreSQL stopped with the server. */
async function expectNoPostgres() {
  await new Promise((r) => setTimeout(r, 300));
  const pid = postmasterPid();
  expect(pid === undefined || !isAlive(pid)).toBe(true);
}

interface Server { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }

async function launch(port: number, extraEnv: Record<string, string> = {}): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [start], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (b) => { out += b; });
  child.stderr!.on('data', (b) => { out += b; });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, port, output: () => out, exited };
}

/** Waits for /ready. Generous: the first start renders the demo PDFs, and CI runs other suites beside. */
async function ready(s: Server, seconds = 120) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (s.child.exitCode !== null) throw new Error(`server exited: ${s.output()}`);
    try { if ((await fetch(`http://127.0.0.1:${s.port}${API.ready}`)).ok) return; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  s.child.kill('SIGTERM'); // do not leave it holding the folder for the next test
  await s.exited;
  throw new Error(`server not ready after ${seconds} s: ${s.output()}`);
}

const token = async (port: number) => {
  const r = await fetch(`http://127.0.0.1:${port}${API.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin12345' }) });
  return (await r.json()).token as string;
};

/** A multipart upload sent in two halves, so a signal can arrive while it is in flight. */
function slowUpload(port: number, auth: string, file: Buffer) {
  const boundary = 'dzboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="naziv"\r\n\r\nZakon poslan sporo\r\n--${boundary}\r\nContent-Disposition: form-data; name="pdfFile"; filename="sporo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  const half = Math.floor(body.length / 2);
  let sendRest!: () => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/Zakon', headers: {
      Authorization: `Bearer ${auth}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length,
    } }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.write(body.subarray(0, half));
    sendRest = () => req.end(body.subarray(half));
  });
  return { response, sendRest: () => sendRest() };
}

describe('the start command on an embedded PostgreSQL', () => {
  let port: number;
  let firstId: number;
  const file = Buffer.concat([pdf('sporo'), Buffer.alloc(3 * 1024 * 1024, 7)]);

  it('starts from an empty folder: initialises, migrates, creates the admin, loads the demo, serves a list', async () => {
    port = await freePort();
    const s = await launch(port);
    await ready(s);
    expect(s.output()).toContain('created the first admin account');
    // The development default password: its login answer suggests changing it (docs/product.md "Passwords and roles").
    const login = await fetch(`http://127.0.0.1:${port}${API.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin12345' }) });
    expect(await login.json()).toEqual({ token: expect.any(String), temporaryPassword: true });
    expect(s.output()).toContain(`loaded demo content (${Object.values(demoDocuments).flat().length} documents`);
    const list = await (await fetch(`http://127.0.0.1:${port}/api/Zakon?page=1&pageSize=5`)).json();
    expect([list.totalItems, list.items.length]).toEqual([10, 5]);

    // SIGTERM in the middle of an upload: the upload finishes and is stored whole.
    const t = await token(port);
    const upload = slowUpload(port, t, file);
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Shutting down: new connections are no longer served.
    await expect(fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status)).rejects.toThrow();
    upload.sendRest();
    const res = await upload.response;
    expect(res.status).toBe(201);
    firstId = JSON.parse(res.body).id;
    expect(await s.exited).toBe(0);
    await expectNoPostgres();
  }, 180_000);

  it('keeps its data across a restart, with the acknowledged upload whole', async () => {
    const s = await launch(port);
    await ready(s);
    expect(s.output()).not.toContain('created the first admin account');
    const list = await (await fetch(`http://127.0.0.1:${port}/api/Zakon`)).json();
    expect(list.totalItems).toBe(11);
    expect(s.output()).not.toContain('loaded demo content');
    const dl = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/api/Zakon/download/${firstId}`)).arrayBuffer());
    expect(Buffer.compare(dl, file)).toBe(0);

    // A second instance on the same folder refuses clearly and leaves the first alone.
    const second = await launch(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another running instance/);
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);

    // Ctrl-C stops both the server and PostgreSQL.
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
    await expectNoPostgres();
  }, 180_000);

  it('recovers from a crash that left PostgreSQL running (kill -9), without an orphan', async () => {
    const s = await launch(port);
    await ready(s);
    const orphan = postmasterPid()!;
    s.child.kill('SIGKILL');
    await s.exited;
    expect(isAlive(orphan)).toBe(true);
    const again = await launch(port);
    await ready(again);
    expect(isAlive(orphan)).toBe(false);
    expect((await (await fetch(`http://127.0.0.1:${port}/api/Zakon`)).json()).totalItems).toBe(11);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('stops PostgreSQL when the start fails after it started (a crash at start)', async () => {
    const busy = http.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => busy.once('listening', r));
    const taken = (busy.address() as { port: number }).port;
    const s = await launch(taken);
    expect(await s.exited).toBe(1);
    busy.close();
    await expectNoPostgres();
  }, 180_000);
});

describe('the built server on a PostgreSQL server, stopping while an upload is still arriving', () => {
  it('answers it 503 with the Bosnian JSON and Connection: close when the grace period ends, and stores nothing', async () => {
    const database = await testDatabase();
    try {
      const port = await freePort();
      const s = await launch(port, { DATABASE_URL: database.url, SHUTDOWN_GRACE_SECONDS: '1' });
      await ready(s);
      const t = await token(port);

      // Headers and part of a multipart body, then nothing more.
      const boundary = 'dzboundary';
      const socket = net.connect(port, '127.0.0.1');
      let raw = '';
      const closed = new Promise<void>((resolve) => { socket.on('close', () => resolve()); });
      socket.on('data', (d) => { raw += d; });
      socket.on('error', () => {});
      socket.write(`POST /api/Zakon HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t}\r\n`
        + `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="naziv"\r\n\r\nNikad dovršen\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="pdfFile"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      socket.write(pdf());
      await new Promise((r) => setTimeout(r, 500));
      s.child.kill('SIGTERM');
      await closed;

      const [head = '', body = ''] = raw.split('\r\n\r\n');
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
  }, 120_000);
});
