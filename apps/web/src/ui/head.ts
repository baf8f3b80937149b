import type { DocumentType } from '@dz/contracts/collections';
import { FIRST_PAGE } from '@dz/contracts/rules';
import type { Institution } from '@dz/contracts/schemas';
import { FRAME_UI } from '@dz/contracts/text';
import { institution } from '@dz/content';
import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself in the document's head; each page states it once, through usePageHead. */
export interface PageHead {
  /** The page's heading; none on home, whose tab reads the institution's name alone. */
  title?: string;
  /**
   * What the tab and link previews call the page when its heading is another page's too (the two lists titled
   * "Zakoni", the two about pages): every page's title is its own (issue 24). The heading when none.
   */
  name?: string;
  /** For search results and link previews; the institution's description when none (or empty). */
  description?: string;
  /** The page's own address when its URL may spell it otherwise: an id ('007'), a second address. */
  path?: string;
  /** The list page shown (`?page=N`): part of the canonical address from page 2 on. */
  page?: number;
  /**
   * A news item: an article to link previews (og:type), with the picture that stands for it (its size the stored
   * JPEG's) and when it was published and last changed (ISO instants). Every other page shows the site's share picture.
   */
  article?: { image: PageImage; publishedTime: string; modifiedTime: string };
  /** The RSS feed of what the page lists: the news, or a document type's. */
  feed?: 'news' | DocumentType;
  /** Keep the page out of search engines' indexes (search results): meta robots noindex, no canonical link. */
  noindex?: boolean;
  /** The institution as schema.org structured data (the home page), with its contacts as the frame gives them. */
  organisation?: Institution;
}

/** A picture that stands for a page in link previews (og:image), its size in pixels (when known) and its alt text. */
export interface PageImage {
  src: string;
  width?: number;
  height?: number;
  alt: string;
}

/** Given by the server entry only: the head of the page being rendered, as its screen declared it. */
export const HeadContext = createContext<{ page?: PageHead } | null>(null);

/** What the page is called in its head: its name (else its heading), and from a list's second page on, which page. */
export const pageName = (head: PageHead): string | undefined => {
  const name = head.name ?? head.title;
  return name && head.page && head.page > FIRST_PAGE ? `${name}${FRAME_UI.pageSuffix(head.page)}` : name;
};

/** The tab title: the page's name followed by the institution's (the institution's alone on home). */
export const pageTitle = (head: PageHead) => {
  const name = pageName(head);
  return name ? `${name} | ${institution.name}` : institution.name;
};

export const pageDescription = (head: PageHead) => head.description || institution.description;

/**
 * Declares the page's head. During a server render it becomes the response's <title>, meta
 * description, canonical link, Open Graph and Twitter metas, feed links and structured data
 * (entry-server.tsx, headTags.ts). In the browser, after a client navigation, only the tab title
 * and the meta description follow the page: the rest is for crawlers and link previews, which
 * read the server's HTML of each address and run no navigation of ours.
 */
export function usePageHead(head: PageHead) {
  const server = useContext(HeadContext);
  if (server) server.page = head;
  const title = pageTitle(head);
  const description = pageDescription(head);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
