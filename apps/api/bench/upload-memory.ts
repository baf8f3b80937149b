// What one 20 MB PDF upload costs our server in memory: POST /api/Zakon (multipart, a staff
// account's token) against the built dist/start.js, sampling the server's RSS every few ms.
// `pnpm --filter @dz/api bench:upload` after a build (DATABASE_URL's server, else an embedded one).
import { LIMITS, MB } from '@dz/contracts';
import { database, login, randomPdf, rssMb, sleep, staffAccount, startOurs, uploadPdf, watchPeakRss } from './lib.js';

const sizeMb = LIMITS.pdfBytes / MB;

// Each trial on a freshly started server (memory an earlier upload freed but kept would hide
// the next one's cost), warmed up with small uploads first.
const db = await database('upload');
try {
  console.log(`one ${sizeMb} MB PDF upload (POST /api/Zakon, staff token), our server's RSS in MB, sampled every 5 ms:`);
  let staff: { username: string; password: string } | undefined;
  for (let trial = 1; trial <= 3; trial++) {
    const { child, base } = await startOurs(db.url);
    try {
      staff ??= await staffAccount(base);
      const token = await login(base, staff);
      for (let i = 0; i < 3; i++) await uploadPdf(base, token, randomPdf(64 * 1024));
      const file = randomPdf(LIMITS.pdfBytes);
      await sleep(1000);
      const pid = child.pid!;
      const before = rssMb(pid);
      const watch = watchPeakRss(pid, 5);
      const t0 = performance.now();
      await uploadPdf(base, token, file);
      const peak = watch.stop();
      const ms = Math.round(performance.now() - t0);
      await sleep(3000);
      console.log(`  trial ${trial}: before ${before}, peak ${peak}: +${peak - before} MB = ${((peak - before) / sizeMb).toFixed(1)}× the file (${ms} ms); 3 s later ${rssMb(pid)}`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
} finally {
  await db.stop();
}
