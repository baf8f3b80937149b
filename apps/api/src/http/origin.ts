import type { Request, Response } from 'express';
import { API_ERRORS } from '@dz/contracts';
import { HttpError } from '../errors.js';

/** A host name or IP literal with an optional port: nothing that could carry a path or markup. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin absolute links of a response start with (robots.txt, the sitemap, the feeds, the pages' heads). */
export type OriginOf = (req: Request, res: Response) => string;

/**
 * PUBLIC_URL (config.ts) when set. Otherwise the request's own scheme and host: Express
 * reads X-Forwarded-Proto and X-Forwarded-Host only from a TRUST_PROXY address, else the
 * socket and the Host header, which any client chooses. Such a response varies with those
 * headers (a cache in front keeps one copy per value, so a forged Host reaches only the one
 * who sent it), and a host that is not a plain name, IP and port is a 400.
 */
export function publicOrigin(configured: string | undefined): OriginOf {
  return (req, res) => {
    if (configured) return configured;
    res.vary('Host').vary('X-Forwarded-Host').vary('X-Forwarded-Proto');
    const host = req.host;
    if (host && HOST.test(host)) {
      try {
        return new URL(`${req.protocol}://${host}`).origin;
      } catch {
        // A port past 65535: refused below.
      }
    }
    throw new HttpError(400, API_ERRORS.badRequest);
  };
}
