import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './embedded.js';

/**
 * One server per data folder: a PID file taken atomically (O_EXCL). A lock left by a dead
 * process is taken over; one held by a live process stops the start with a clear message.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (isAlive(pid) && pid !== process.pid) {
        throw new DataDirInUse(`The data folder ${path.resolve(dir)} is in use by another running instance (process ${pid}). Stop it first, or set DATA_DIR to another folder.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

export class DataDirInUse extends Error {}
