import { API_ERRORS } from './messages.js';
import { documentTypeByKind, type DocumentKind, type DocumentType } from './registry.js';
import { ROUTES } from './routes.js';
import { searchedCollection, type SearchKind, type SearchPlaceKind } from './search-results.js';
import type { NavLink } from './frame-text.js';

/**
 * The words of the results page (/pretraga). Not in WEB_UI: a module goes whole into one chunk,
 * and web.ts is in every visitor's first load; this one loads with the results page only (the
 * navbar's form takes WEB_UI's three words).
 */
export const SEARCH_TEXT = {
  heading: 'Pretraga',
  description: 'Pretraga novosti, dokumenata, ambulanti, službi, audio vodiča i stranica ustanove.',
  /** The tab's title of a results page: the heading with the query. */
  title: (query: string) => `Pretraga: ${query}`,
  /** 1 rezultat, 2–4 rezultata, 5 rezultata… 21 rezultat. */
  count: (n: number) => `Pronađeno: ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'rezultat' : 'rezultata'}`,
  /** The count stopped at SEARCH_LIMITS.maxCount: there are more. */
  countCapped: (n: number) => `Pronađeno: više od ${n} rezultata`,
  corrected: (query: string) => `Prikazani su rezultati za „${query}“`,
  /** No item has every word (issue 24): the best partial matches follow. */
  partial: 'Nijedan rezultat ne sadrži sve tražene riječi; prikazani su oni koji sadrže najviše njih.',
  /** No query, or one shorter than SEARCH_LIMITS.minChars: the API's sentence. */
  tooShort: `${API_ERRORS.searchTooShort}.`,
  none: (query: string) => `Za „${query}“ nema rezultata.`,
  tips: ['Provjerite kako je riječ napisana.', 'Pokušajte s manje riječi ili s drugom riječju istog značenja.'],
  browse: 'Ili pregledajte:',
  /** Beside a document's type: its link downloads the file. */
  pdf: 'PDF za preuzimanje',
  /** What a result is, beside a document (whose type's page title names it). */
  kinds: {
    news: 'Novost', clinic: 'Ambulanta', service: 'Služba', audio: 'Audio vodič', page: 'Stranica',
  } satisfies Record<SearchPlaceKind, string>,
} as const;

/** A search result's document type; none for news, clinics, services, audio guides, pages and the kinds served from their description. */
export const searchDocumentType = (kind: SearchKind): DocumentType | undefined =>
  (kind in SEARCH_TEXT.kinds || searchedCollection(kind) ? undefined : documentTypeByKind(kind as DocumentKind));

/**
 * What a search result is, in words: Novost, Ambulanta…, its document type's page title (Zakoni, Javne nabavke…) or a
 * kind served from its description's singular label.
 */
export const searchKindLabel = (kind: SearchKind): string =>
  searchDocumentType(kind)?.pageTitle ?? searchedCollection(kind)?.labels.singular ?? SEARCH_TEXT.kinds[kind as SearchPlaceKind];

/** Where the search's empty page sends a visitor to browse instead. */
export const searchBrowseLinks: readonly NavLink[] = [
  { label: 'Novosti', to: ROUTES.news },
  { label: 'Ambulante', to: ROUTES.clinics },
  { label: 'Službe', to: ROUTES.services },
  { label: documentTypeByKind('ZAKON').pageTitle, to: documentTypeByKind('ZAKON').listPath },
];
