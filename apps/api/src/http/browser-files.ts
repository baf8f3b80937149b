import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * The web build's files a browser may fetch: all of dist/ but the server render's output
 * (dist/server/: the bundle the API imports, with every screen's code and the render's data
 * paths). A request for it goes on to the pages, which answer 404. The path is read as the
 * static files read it (decoded, '..' and '.' resolved), so '/server%2Fentry-server.js' or
 * '/static/../server/entry-server.js' is the same file.
 */
export function browserFilesOnly(dir: string, serve: RequestHandler): RequestHandler {
  const root = path.resolve(dir);
  const server = path.join(root, 'server');
  return (req, res, next) => {
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (file === server || file.startsWith(server + path.sep)) return next();
    serve(req, res, next);
  };
}
