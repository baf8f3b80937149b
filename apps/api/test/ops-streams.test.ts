// The operator's backup and restore commands (dist/cli.js) as compose runs them (issue 26): `backup -` to standard
// output piped into `restore -` from standard input, and a file restored whoever owns it, as long as the command may
// read it (one line saying so when it may not). Needs `build`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@dz/contracts';
import { CHUNK } from '../src/ops/backup.js';
import { bearer, pdf, testDatabase, useTestApp } from './harness.js';

const ops = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
const h = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-ops-'));
// Other users reach the files in it (as they would /tmp inside the container).
fs.chmodSync(dir, 0o755);
const targets: { drop(): Promise<unknown> }[] = [];
afterAll(async () => {
  await Promise.all(targets.map((t) => t.drop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** As root (CI, the container's `docker compose cp`): the commands run as another user, nobody, on root's files. */
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

/**
 * As root, nobody must reach the program itself: a checkout in a folder only its owner may enter (CI clones into
 * `mktemp -d`, mode 0700) would refuse nobody the program, not the backup file under test. Each such folder above
 * cli.js and node gets others' search permission (x only, nothing listed or read) for the test, and it back after.
 */
const opened: { dir: string; mode: number }[] = [];
beforeAll(() => {
  if (!asRoot) return;
  for (const start of [ops, process.execPath]) {
    for (let d = path.dirname(start); d !== path.dirname(d); d = path.dirname(d)) {
      const mode = fs.statSync(d).mode & 0o7777;
      if (!(mode & 0o001) && !opened.some((o) => o.dir === d)) {
        opened.push({ dir: d, mode });
        fs.chmodSync(d, mode | 0o001);
      }
    }
  }
});
afterAll(() => { for (const o of opened.reverse()) fs.chmodSync(o.dir, o.mode); });

interface Run { code: number | null; stdout: Buffer; stderr: string }
/** cli.js with `args` on the database at `url`; `stdin`: bytes, or a stream to pipe in. */
function run(url: string, args: string[], opts: { stdin?: NodeJS.ReadableStream; uid?: number } = {}): { child: ReturnType<typeof spawn>; done: Promise<Run> } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, [ops, ...args], {
    env, stdio: [opts.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'], ...(opts.uid !== undefined ? { uid: opts.uid, gid: opts.uid } : {}),
  });
  if (opts.stdin) opts.stdin.pipe(child.stdin!);
  const out: Buffer[] = [];
  let err = '';
  child.stdout!.on('data', (b: Buffer) => out.push(b));
  child.stderr!.on('data', (b) => { err += b; });
  const done = new Promise<Run>((resolve) => child.once('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err })));
  return { child, done };
}

/** Every stored file's bytes as a hash, by what it belongs to: what must come back byte for byte. */
async function fileHashes(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql: string) => (await c.query(sql)).rows;
    return {
      documents: await q(`SELECT d.text, d."fileName", encode(sha256(f.data), 'hex') AS sha FROM "Document" d JOIN "DocumentFile" f ON f."documentId" = d.id ORDER BY d.id`),
      images: await q(`SELECT n.naslov, encode(sha256(i."full"), 'hex') AS "full", encode(sha256(i.card), 'hex') AS card FROM "Novost" n JOIN "NovostImage" i ON i."novostId" = n.id ORDER BY n.id`),
      accounts: await q(`SELECT "userName", "passwordHash" FROM "Account" ORDER BY id`),
    };
  } finally {
    await c.end();
  }
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A PDF of several backup chunks, every byte value in it. */
const big = Buffer.concat([pdf('velik'), Buffer.from(Array.from({ length: 2 * CHUNK + 4321 }, (_, i) => (i * 7) % 256))]);

beforeAll(async () => {
  const doc = await h.request.post('/api/Zakon').set(bearer(h.tokens.staff)).field('naziv', 'Zakon čćžšđ').attach('pdfFile', big, 'veliki-ž.pdf');
  expect(doc.status).toBe(201);
  const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const news = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Novost').field('opis', 'Opis').attach('slika', image, 'n.jpg');
  expect(news.status).toBe(201);
});

describe('cli.js backup - | restore -', () => {
  it('round-trips through a pipe: the restored database has every file byte for byte', async () => {
    const target = await testDatabase();
    targets.push(target);
    const backup = run(h.url, ['backup', '-']);
    const restore = run(target.url, ['restore', '-'], { stdin: backup.child.stdout! });
    const [b, r] = await Promise.all([backup.done, restore.done]);
    expect(b.code, b.stderr).toBe(0);
    expect(r.code, r.stderr).toBe(0);
    // Standard output carried the backup alone: the summary went to standard error.
    expect(b.stderr).toContain('Backup written to standard output');
    expect(r.stdout.toString()).toContain('Restored');
    const source = await fileHashes(h.url);
    expect(source.documents).toEqual([{ text: 'Zakon čćžšđ', fileName: 'veliki-ž.pdf', sha: sha(big) }]);
    expect(await fileHashes(target.url)).toEqual(source);
  });

  it('writes the same bytes to standard output as a restore reads back from a file', async () => {
    const file = path.join(dir, 'stdout.backup.gz');
    const backup = run(h.url, ['backup', '-']);
    const b = await backup.done;
    expect(b.code, b.stderr).toBe(0);
    fs.writeFileSync(file, b.stdout);
    expect(b.stdout.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const target = await testDatabase();
    targets.push(target);
    const r = await run(target.url, ['restore', file]).done;
    expect(r.code, r.stderr).toBe(0);
    expect(await fileHashes(target.url)).toEqual(await fileHashes(h.url));
  });
});

describe('cli.js restore <file>', () => {
  let file: string;
  beforeAll(async () => {
    file = path.join(dir, 'copied-in.backup.gz');
    const b = await run(h.url, ['backup', file]).done;
    expect(b.code, b.stderr).toBe(0);
  });

  it(`restores a file of another owner with mode 0644 (${asRoot ? 'root\'s file, run as nobody' : 'not root here: the test\'s own file'})`, async () => {
    fs.chmodSync(file, 0o644);
    const target = await testDatabase();
    targets.push(target);
    const r = await run(target.url, ['restore', file], asRoot ? { uid: NOBODY } : {}).done;
    expect(r.code, r.stderr).toBe(0);
    expect(await fileHashes(target.url)).toEqual(await fileHashes(h.url));
  });

  it('says in one line, before touching the database, when it may not read the file', async () => {
    // As root: root's 0600 file, read as nobody (a backup copied into the container with `docker compose cp`). Otherwise
    // a file nobody may read, the owner included.
    fs.chmodSync(file, asRoot ? 0o600 : 0o000);
    const target = await testDatabase();
    targets.push(target);
    const r = await run(target.url, ['restore', file], asRoot ? { uid: NOBODY } : {}).done;
    fs.chmodSync(file, 0o644);
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter(Boolean);
    expect(lines).toEqual([expect.stringMatching(/^restore failed: cannot read \S+copied-in\.backup\.gz: permission denied \(owner uid \d+, mode 0[0-7]{3}; this command runs as uid \d+\)\. .*restore - < file$/)]);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    // Nothing was done to the target: it has no accounts (a restore would have brought two).
    expect((await fileHashes(target.url)).accounts).toEqual([]);
  });

  it('says in one line when the file is not there, or the backup\'s folder cannot be written', async () => {
    const missing = await run(h.url, ['restore', path.join(dir, 'nema.backup.gz')]).done;
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `restore failed: no such file: ${path.join(dir, 'nema.backup.gz')}`]);
    const locked = fs.mkdtempSync(path.join(dir, 'locked-'));
    fs.chmodSync(locked, asRoot ? 0o700 : 0o500);
    const denied = await run(h.url, ['backup', path.join(locked, 'x.backup.gz')], asRoot ? { uid: NOBODY } : {}).done;
    expect(denied.code).toBe(1);
    expect(denied.stderr.trim()).toMatch(/^backup failed: cannot write to \S+locked-\w+: permission denied \(.*\)\. Choose another folder, or write to standard output: cli\.js backup - > file$/);
  });
});
