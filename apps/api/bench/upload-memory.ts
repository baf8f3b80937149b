// What one 20 MB PDF upload costs our server in memory: POST /api/Zakon (multipart, a staff
// account's token) against the built dist/start.js, sampling the server's RSS every few ms.
// `pnpm --filter @dz/api bench:upload` after a build (DATABASE_URL's server, else an embedded one).
import { randomBytes } from 'node:crypto';
import { LIMITS, MB, PDF_FIELD } from '@dz/contracts';
import { database, login, peakRssMb, resetPeakRss, rssMb, startOurs } from './lib.js';

const sizeMb = LIMITS.pdfBytes / MB;
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

async function register(base: string) {
  const staff = { username: 'osoblje', password: 'osoblje-lozinka-123' };
  const r = await fetch(`${base}/api/Account/register`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await login(base)}` },
    body: JSON.stringify({ ...staff, email: 'osoblje@dz.ba', role: 'User' }),
  });
  if (!r.ok && r.status !== 409) throw new Error(`register: ${r.status}`);
  return staff;
}

async function upload(base: string, token: string, file: Buffer) {
  const form = new FormData();
  form.set('naziv', 'Zakon o mjerenju memorije');
  form.set(PDF_FIELD, new Blob([file as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'veliki.pdf');
  const r = await fetch(`${base}/api/Zakon`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (r.status !== 201) throw new Error(`upload: ${r.status} ${await r.text()}`);
}

// Each trial on a freshly started server (memory an earlier upload freed but kept would hide
// the next one's cost), warmed up with small uploads first.
const db = await database('upload');
try {
  console.log(`one ${sizeMb} MB PDF upload (POST /api/Zakon, staff token), our server's RSS in MB, sampled every 5 ms:`);
  let staff: { username: string; password: string } | undefined;
  for (let trial = 1; trial <= 3; trial++) {
    const { child, base } = await startOurs(db.url);
    try {
      staff ??= await register(base);
      const token = await login(base, staff);
      for (let i = 0; i < 3; i++) await upload(base, token, pdfOf(64 * 1024));
      const file = pdfOf(LIMITS.pdfBytes);
      await new Promise((r) => setTimeout(r, 1000));
      const pid = child.pid!;
      const before = rssMb(pid);
      const hwm = resetPeakRss(pid);
      let peak = before;
      const timer = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 5);
      const t0 = performance.now();
      await upload(base, token, file);
      clearInterval(timer);
      if (hwm) peak = Math.max(peak, peakRssMb(pid));
      const ms = Math.round(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 3000));
      console.log(`  trial ${trial}: before ${before}, peak ${peak}: +${peak - before} MB = ${((peak - before) / sizeMb).toFixed(1)}× the file (${ms} ms); 3 s later ${rssMb(pid)}`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
} finally {
  await db.stop();
}
