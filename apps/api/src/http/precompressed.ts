import type { RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/** What the web build writes beside each bundle (apps/web/vite.config.ts `precompress`), best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Serves a bundle of the web build (dist/static/) compressed once at build time, at the best
 * settings (brotli 11, gzip 9), instead of compressing it again on every request (the compression
 * middleware's brotli runs at quality 4, which made the home page's script larger than gzip). The
 * request is pointed at the .br or .gz file the client accepts and passed on to the static files,
 * which answer it as for the bundle itself (cache headers, validators, ranges); a bundle without
 * one, or a client that accepts neither, is served as before.
 */
export function precompressed(staticDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = path.extname(req.path);
    if (type !== '.js' && type !== '.css') return next();
    const file = path.join(staticDir, path.normalize(req.path));
    if (!file.startsWith(staticDir + path.sep)) return next();
    // Ours first (brotli is smaller), whatever the order of the client's list.
    const [encoding, suffix] = ENCODINGS.find(([name, ext]) => req.acceptsEncodings(name) && fs.existsSync(file + ext)) ?? [];
    if (!encoding || !suffix) return next();
    res.type(type);
    res.setHeader('Content-Encoding', encoding);
    res.append('Vary', 'Accept-Encoding');
    req.url += suffix;
    next();
  };
}
