import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PAGES_DEFAULTS = {
  /**
   * How many MB of rendered pages are kept (PAGES_KEPT_MB; 0: none). A page is 20 to 60 KB of HTML and about a fifth
   * of that for each of its compressed copies: 16 MB keeps several hundred, every page the public reads at once.
   */
  keptMb: 16,
} as const;

/** A page as it goes out: its HTML, compressed once for every client that asks, and its validator. */
export interface KeptPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak (the same for every encoding of it), from the HTML's bytes: the same page keeps it whoever rendered it, when. */
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page's copies and validator. Brotli at 6: about gzip's time for a smaller page (made once per version, not per request). */
export async function keepable(status: number, html: string): Promise<KeptPage> {
  const bytes = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: 6 }),
  ]);
  return { status, html: bytes, br, gzip: gz, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * Rendered public pages, kept under their address and reused while the data's version (services/data-version.ts)
 * and the minute are the ones they were made at (DESIGN.md, "kept public pages"): a write on any instance moves the
 * version, so no page older than the data goes out; the minute keeps the time-dependent parts ("Otvoreno do 15:00",
 * a notice's last day: none changes within a minute) true. Bounded by bytes; a page many ask for at once is made
 * once, the others wait for it. What `make` answers that is not a page (a redirect) is handed out, not kept.
 */
export function keptPages<T>(maxBytes: number, opts: { onKept?: (hit: boolean) => void } = {}) {
  const kept = new LRUCache<string, { version: string; page: KeptPage }>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: ({ page }) => page.html.length + page.br.length + page.gzip.length + 200,
  });
  const making = new Map<string, Promise<KeptPage | T>>();
  return {
    async get(address: string, version: string, make: () => Promise<KeptPage | T>): Promise<KeptPage | T> {
      const found = maxBytes > 0 ? kept.get(address) : undefined;
      opts.onKept?.(found?.version === version);
      if (found?.version === version) return found.page;
      const key = `${version} ${address}`;
      let made = making.get(key);
      if (!made) {
        made = make().then((page) => {
          if (maxBytes > 0 && isPage(page)) kept.set(address, { version, page });
          return page;
        }).finally(() => making.delete(key));
        making.set(key, made);
      }
      return made;
    },
  };
}

const isPage = (v: unknown): v is KeptPage => typeof v === 'object' && v !== null && 'etag' in v && 'html' in v;
export { isPage as isKeptPage };
