import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded.js';
import { DataDirInUse, lockDataDir } from './lock.js';

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The database for the server and for the operator commands: DATABASE_URL when set, else
 * the embedded PostgreSQL under DATA_DIR. An operator command run while the server is up
 * (`shareRunning`) uses the server's embedded database instead of refusing.
 */
export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }, opts: { shareRunning?: boolean; log?: (l: string) => void; warn?: (l: string) => void } = {}): Promise<OpenDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, close: async () => {} };
  const urlFile = path.join(env.DATA_DIR, 'database-url');
  let unlock: () => void;
  try {
    unlock = lockDataDir(env.DATA_DIR);
  } catch (e) {
    if (e instanceof DataDirInUse && opts.shareRunning && fs.existsSync(urlFile)) {
      return { url: fs.readFileSync(urlFile, 'utf8').trim(), embedded: true, close: async () => {} };
    }
    throw e;
  }
  try {
    const pg = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), { log: opts.log, warn: opts.warn });
    fs.writeFileSync(urlFile, pg.url, { mode: 0o600 });
    return {
      url: pg.url,
      embedded: true,
      close: async () => {
        fs.rmSync(urlFile, { force: true });
        await pg.stop();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}
