import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/public: the generated assets live there and Vite serves it as the site root. */
export const webPublic = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/public');

/** '/assets/audio/x.mp3' → the file on disk, its folder created. */
export function publicFile(publicPath: string): string {
  const file = join(webPublic, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** Removes files in a public folder that the content no longer names (renamed clinic…). */
export function removeStale(publicDir: string, keep: string[], ext: string): void {
  const dir = join(webPublic, publicDir);
  const wanted = new Set(keep.map((p) => p.split('/').pop()));
  for (const name of readdirSync(dir)) {
    if (name.endsWith(ext) && !wanted.has(name)) rmSync(join(dir, name));
  }
}

/** Committed PDFs carry this date, so regenerating unchanged content changes no bytes. */
export const FIXED_DATE = new Date('2024-01-01T00:00:00Z');
