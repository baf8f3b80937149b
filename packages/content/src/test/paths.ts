import { existsSync } from 'node:fs';
import { webPublic } from '../../scripts/paths.js';
import { join } from 'node:path';

/** A public URL path ('/assets/x.pdf') → the committed file, or undefined if missing. */
export const publicAsset = (path: string) => {
  const file = join(webPublic, path);
  return existsSync(file) ? file : undefined;
};
