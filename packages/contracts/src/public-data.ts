import type { DocumentItem } from './documents.js';
import type { NewsSummary } from './entities.js';
import type { Paged } from './paging.js';
import type { DocumentType } from './registry.js';
import type { Clinic, Service } from './units.js';
import type { SiteFrame } from './collection-schemas.js';
import type { SearchResults } from './search-results.js';
import type { SharePicture } from './share-picture.js';

/**
 * What the server-rendered public pages read, in the API's JSON shapes (dates as ISO
 * strings). The API implements it with its services, in-process; the web's server entry
 * fills the page's query cache from it, so the browser hydrates with the same data and
 * fetches nothing it already has.
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
}

/**
 * What a server render may ask beyond the public's, for a signed-in staff member's page load (issue 36,
 * docs/architecture.md "Staff pages on a full load"): whether an item the public does not see exists. Never its
 * content: the browser reads that with the token, so the page goes out loading it instead of as a 404.
 */
export interface StaffData {
  /** Whether a news item exists for staff: published, a draft or scheduled (not in the bin). */
  newsExists(id: number): Promise<boolean>;
}
