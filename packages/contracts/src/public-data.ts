import type { DocumentItem } from './documents.js';
import type { NewsSummary } from './entities.js';
import type { Paged } from './paging.js';
import type { DocumentType } from './registry.js';
import type { Clinic, Service } from './collection-schemas.js';
import type { SiteFrame } from './collection-schemas.js';
import type { SearchResults } from './search-results.js';
import type { SharePicture } from './share-picture.js';

/**
 * What the server-rendered public pages read, in the API's JSON shapes (dates as ISO
 * strings). The API implements it with its services, in-process; the web's server entry
 * fills the page's query cache from it, so the browser hydrates with the same data and
 * fetches nothing it already has. The web's one page loader (apps/web app/loaders.ts) maps a page module's query onto
 * it: `find`/`findById` for a kind served from its description, the calls before them for the kinds that still have
 * services of their own (news, the document types, clinics and services, the search); each goes when its kind is read
 * through the query API.
 */
export interface PublicData {
  newsSummaries(): Promise<NewsSummary[]>;
  /** A page of the news archive, newest first. */
  newsPage(page: number): Promise<Paged<NewsSummary>>;
  /** One news item without its base64 picture (pages show it by URL), or null when there is none. */
  news(id: number): Promise<NewsSummary | null>;
  documentPage(type: DocumentType, page: number): Promise<Paged<DocumentItem>>;
  /** Every page's frame: the footer's contacts and the notices valid now. */
  frame(): Promise<SiteFrame>;
  clinics(): Promise<Clinic[]>;
  clinic(id: number): Promise<Clinic | null>;
  services(): Promise<Service[]>;
  /** One service not in the bin, or null. */
  service(id: number): Promise<Service | null>;
  /** A page of search results; a query under SEARCH_LIMITS.minChars gives null (the page shows its hint). */
  search(q: string, page: number): Promise<SearchResults | null>;
  /** The picture link previews show for a page without its own (og:image): the default or an admin's upload. */
  sharePicture(): Promise<SharePicture>;
  /**
   * The query API of the kinds served from their description (issue 37): a kind's items as its API's list answers
   * them (`kind` its slug), and one of them, or null when there is none (or it is in the bin). The API's routes ask the
   * same calls (apps/api services/queries.ts), and a page module (apps/web src/page-modules) names its data by them.
   */
  find(kind: string, query?: FindQuery): Promise<DescribedItem[]>;
  findById(kind: string, id: number): Promise<DescribedItem | null>;
  /**
   * Where an address a page had leads now (issue 39: a page's old path, kept when it moved), or undefined: the server
   * answers it with a 301. Not given: no page has moved.
   */
  pageRedirect?(path: string): Promise<string | undefined>;
}

/** What a page asks `find` beside its kind: nothing (the whole list) or one text field's value (a page's `path`); part of its query key. */
export type FindQuery = Readonly<Record<string, string | number>>;

/** An item of a kind served from its description, as its API answers it: its id, each field under its wire name, its times. */
export type DescribedItem = { id: number; createdAt: string; updatedAt: string } & Record<string, string | number | boolean>;

/**
 * What a server render may ask beyond the public's, for a signed-in staff member's page load (issue 36,
 * docs/architecture.md "Staff pages on a full load"): whether an item the public does not see exists. Never its
 * content: the browser reads that with the token, so the page goes out loading it instead of as a 404.
 */
export interface StaffData {
  /** Whether a news item exists for staff: published, a draft or scheduled (not in the bin). */
  newsExists(id: number): Promise<boolean>;
}
