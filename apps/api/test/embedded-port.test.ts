// The embedded PostgreSQL's port: chosen free, it can be taken by another process before
// PostgreSQL binds it (the suite and a laptop run other servers). That start moves to another port.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type Embedded } from '../src/db/embedded.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-embedded-port-'));
fs.chmodSync(dir, 0o755);
let embedded: Embedded | undefined;
afterAll(async () => {
  await embedded?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('starts on another port when the chosen one was taken before PostgreSQL bound it, and says so', { timeout: 120_000 }, async () => {
  const busy = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => busy.once('listening', r));
  const taken = (busy.address() as net.AddressInfo).port;
  const chosen: number[] = [];
  const lines: string[] = [];
  try {
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), {
      pickPort: async () => { const p = chosen.length ? await freePort() : taken; chosen.push(p); return p; },
      log: (l) => lines.push(l),
    });
  } finally {
    busy.close();
  }
  expect(chosen).toHaveLength(2);
  const url = new URL(embedded.url);
  expect(Number(url.port)).toBe(chosen[1]);
  expect(lines).toContain(`port ${taken} was taken before PostgreSQL could bind it: trying another`);
  const client = new pg.Client({ connectionString: embedded.url.replace(/\/dz$/, '/postgres') });
  await client.connect();
  try {
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await client.end();
  }
});

it('does not move a port the caller named', { timeout: 60_000 }, async () => {
  await embedded?.stop();
  embedded = undefined;
  const busy = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => busy.once('listening', r));
  const taken = (busy.address() as net.AddressInfo).port;
  try {
    await expect(startEmbeddedPostgres(path.join(dir, 'postgres'), { port: taken })).rejects.toThrow(/could not bind|already in use/i);
  } finally {
    busy.close();
  }
});
