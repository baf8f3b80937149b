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

/** An e-mail link: mailto: and one address, without white space, control characters, quotes or angle brackets. */
const MAIL_LINK = /^mailto:[^\s\p{Cc}<>"'@]+@[^\s\p{Cc}<>"'@]+\.[^\s\p{Cc}<>"'@]+$/iu;
/** A phone link: tel:, an optional +, then digits and the separators - . ( ) (RFC 3966's visual separators). */
const PHONE_LINK = /^tel:\+?[0-9][0-9\-.()]{0,30}$/i;

/**
 * What a link in a page's rich text may point to (issue 38): a path on this site (a page, document, clinic or
 * service), an http(s) address, an e-mail (mailto:) or a phone number (tel:). Everything else (javascript:,
 * data:, vbscript:, a scheme hidden behind white space, case or entities) is no link. The schema refuses the
 * rest and the renderer checks again, never trusting what was stored.
 */
export const isRichTextLink = (link: string) => isAllowedLink(link) || MAIL_LINK.test(link) || PHONE_LINK.test(link);
