// Zod-free link rules (the notices' links on every page use them without loading zod).

/**
 * A path on this site: one '/' and then a path character, or '/' alone. Browsers read '//host',
 * '/\host' and '\\host' as another site's address (a backslash counts as a slash in http(s)
 * URLs, and tab and line breaks are dropped from a URL, so '/\t/host' is '//host'); none of them,
 * and no white space or control character anywhere, is a local link. The WHATWG parser has the
 * last word: the link must resolve on the site it is on ('/%5Chost' does: the escape is a path).
 */
const LOCAL_PATH = /^\/(?:[^/\\\s\p{Cc}][^\\\s\p{Cc}]*)?$/u;
const PROBE = 'https://dz.invalid';

export function isLocalLink(link: string): boolean {
  if (!LOCAL_PATH.test(link)) return false;
  try {
    return new URL(link, PROBE).origin === PROBE;
  } catch {
    return false;
  }
}

/** An http(s) address of a named host, written without white space or control characters. */
const WEB_ADDRESS = /^https?:\/\/[^\s\p{Cc}/]+\.[^\s\p{Cc}]+$/iu;

export const isWebAddress = (link: string) => WEB_ADDRESS.test(link);

/** What a notice or the footer may link to: a path on this site or an http(s) address. */
export const isAllowedLink = (link: string) => isLocalLink(link) || isWebAddress(link);
