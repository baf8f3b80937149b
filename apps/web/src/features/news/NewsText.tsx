import { LinkifyIt, type Match } from 'linkify-it';
import { Fragment, type ReactNode } from 'react';

/**
 * A news item's text as its page shows it (issue 23): a blank line starts a new paragraph, a single line break stays
 * one, and web addresses (http://, https:// and www.) are links. What is stored and sent stays the plain text staff
 * typed (`opis`); nothing in it is ever read as HTML: React writes every piece as text, and a link's address is one
 * the finder made from an http(s) address.
 */
export function NewsText({ text }: { text: string }) {
  return (
    <div className="news-text">
      {paragraphsOf(text).map((p, i) => <p key={i} className="multiline">{withLinks(p)}</p>)}
    </div>
  );
}

/** The paragraphs of a text: split at each blank line (spaces on it allowed), empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text.replace(/\r\n?/g, '\n').split(/\n[^\S\n]*\n\s*/).map((p) => p.trim()).filter((p) => p !== '');

// linkify-it (markdown-it's link finder: trailing punctuation, brackets and quotes are left out of a link). Only
// http(s) addresses and those starting with www.: no e-mail, ftp or protocol-relative links, no bare domains.
let finder: LinkifyIt | undefined;
const linkFinder = () => (finder ??= new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false }).add('ftp:', null).add('mailto:', null).add('//', null));
const isWebAddress = (m: Match) => m.schema === 'http:' || m.schema === 'https:' || (m.schema === '' && /^www\./i.test(m.raw));

/** A paragraph with its web addresses as links; every address a link makes leaves the site (rel="noopener"). */
function withLinks(text: string): ReactNode[] {
  const found = (linkFinder().match(text) ?? []).filter(isWebAddress);
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of found) {
    if (m.index > at) out.push(<Fragment key={`t${at}`}>{text.slice(at, m.index)}</Fragment>);
    out.push(<a key={`a${m.index}`} href={m.url} rel="noopener">{m.text}</a>);
    at = m.lastIndex;
  }
  if (at < text.length) out.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return out;
}
