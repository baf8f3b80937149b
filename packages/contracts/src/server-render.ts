/**
 * What the web's server entry (apps/web/src/entry-server.tsx) gives the API for one page
 * (docs/architecture.md "Server rendering"): apps/api/src/http/web.ts puts it into the built
 * index.html. Plain text throughout: the API escapes what it writes as markup.
 */
export interface RenderedPage {
  status: number;
  head: RenderedHead;
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The query cache as JSON, safe to put inside a <script type="application/json">. */
  data: string;
}

/** A <meta> or <link> of a page's head with its attributes. */
export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Readonly<Record<string, string>>;
}

export interface RenderedHead {
  /** The <title>'s text. */
  title: string;
  /** The meta description's text, in place of index.html's. */
  description: string;
  /** The canonical link, Open Graph and Twitter card metas, RSS alternates. */
  elements: HeadElement[];
  /** schema.org structured data as JSON, safe inside a <script type="application/ld+json">; home only. */
  structuredData?: string;
}
