import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The last lines of a failed seed's output worth showing in the start's one-line failure. */
const SHOWN_LINES = 3;

/**
 * Loads the demo content at a start (SEED_DEMO, or the embedded first start) as `cli.js seed-demo` in a process of its
 * own (issue 25): what the seed loads and grows (sharp and libvips for the news pictures, the PDF renderer with its
 * fonts, the heap of building them) leaves with that process, and the server rests at what serving takes (the
 * seeding first start had 295 MB where a restart had 205). `here`: the entry's folder (dist/, whose cli.js sits beside
 * start.js). The seed reads the server's clock (`clockAt`, given only when the server's is pinned by CLOCK_AT) and
 * the database at `databaseUrl`. Resolves to its line for the log ("loaded demo content (…)", or why not: the
 * database has content); a seed that fails rejects with its last lines; `signal` stops it (a stop during the start).
 */
export function seedInChild(here: string, databaseUrl: string, opts: { clockAt?: string; signal?: AbortSignal }): Promise<string> {
  // Under tsx (src/, with node's own flags for it in execArgv) the entry is cli.ts. Not a second debugger on the server's port.
  const entry = ['cli.js', 'cli.ts'].map((f) => path.join(here, f)).find((f) => fs.existsSync(f)) ?? path.join(here, 'cli.js');
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  if (opts.clockAt) env.CLOCK_AT = opts.clockAt;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv.filter((a) => !a.startsWith('--inspect')), entry, 'seed-demo'], { env, stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    let output = '';
    const keep = (chunk: Buffer) => { output = (output + chunk.toString('utf8')).slice(-4096); };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const lines = output.trim().split('\n').filter(Boolean);
      const last = lines.at(-1) ?? '';
      // cli.js seed-demo ends with 1 when it loaded nothing because the database has content: said, not a failure.
      if (code === 0 || (code === 1 && last.startsWith('demo content not loaded'))) resolve(last);
      else reject(new Error(`the demo seed failed (${signal ?? `exit ${code}`}): ${lines.slice(-SHOWN_LINES).join(' / ') || 'no output'}`));
    });
  });
}
