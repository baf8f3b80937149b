/**
 * The few shapes every static page is made of. Pages are data in these shapes; the web
 * app renders them with a handful of generic components, so no page writes text in JSX.
 */

/** A person and their role: a clinic team member, a board member, a head of service. */
export interface Person {
  role: string;
  name: string;
}

export interface LinkItem {
  label: string;
  href: string;
  /** The target is a file to download (a static PDF), not a page. */
  download?: boolean;
}

/** Contact block: who to call or write to about a topic. */
export interface Contact {
  name?: string;
  role?: string;
  phone?: string;
  email?: string;
  address?: string;
}

/** A piece of rich text, rendered by one generic component. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'links'; items: LinkItem[] }
  | { type: 'people'; caption?: string; items: Person[] }
  | { type: 'contact'; contact: Contact }
  /** Two-column facts, e.g. a date and the day it marks. */
  | { type: 'terms'; items: { term: string; text: string }[] }
  /** Shown alone in boxes whose content is still being prepared ('U IZRADI'). */
  | { type: 'notice'; text: string };

/** A collapsible box: a heading that opens and closes its content. */
export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

/** A big link tile, as on /info and /centar. */
export interface Tile {
  title: string;
  href: string;
  text?: string;
}

/** A whole content page (or an intro above a document list). */
export interface PageContent {
  /** The page heading; an intro above a document list may have none. */
  title?: string;
  /** The page's name in its head (the tab, link previews) when its heading is another page's too; the heading otherwise. */
  name?: string;
  /**
   * What search results and link previews say about the page (its meta description), for a
   * page whose first paragraph does not say it: that paragraph's first sentence otherwise.
   */
  description?: string;
  /** Always-visible text under the title. */
  lead?: Block[];
  /** Collapsible boxes, all closed when the page opens. */
  sections?: Section[];
  tiles?: Tile[];
  /** Text after the boxes and tiles. */
  after?: Block[];
}
