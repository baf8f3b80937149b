import {
  SEARCH_LIMITS, SEARCH_TEXT, pageFromQuery, searchBrowseLinks, searchDocumentType, searchKindLabel, searchQueryFrom, type SearchHit, type SearchResults,
} from '@dz/contracts';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PhoneLink } from '../../ui/ContactLinks';
import { DateText } from '../../ui/DateText';
import { usePageHead } from '../../ui/head';
import { Loaded } from '../../ui/Loaded';
import { Pagination } from '../../ui/Pagination';
import { SearchForm } from '../../ui/SearchForm';
import { PdfLink } from '../documents/PdfLink';
import { highlight, phonePieces } from './highlight';
import { searchable, useSearch } from './queries';

/**
 * /pretraga?q=…&page=…: one search over everything the site publishes (contracts search.ts). The
 * form again with the query, the count, the correction the search made, then each hit: what it is,
 * its title as a link (a document's downloads its PDF, as the lists' do), the words around the match
 * with the matched ones marked, and its date; pages by links that keep the query. No query, or one
 * too short, is a hint, not an error. Search pages stay out of search engines' indexes.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = searchQueryFrom(params.get('q'));
  const page = pageFromQuery(params.get('page'));
  const query = useSearch(q, page);
  const heading = useId();
  usePageHead({ title: searchable(q) ? SEARCH_TEXT.title(q) : SEARCH_TEXT.heading, description: SEARCH_TEXT.description, noindex: true });

  return (
    <div className="search-page">
      <h1 id={heading}>{SEARCH_TEXT.heading}</h1>
      <SearchForm labelledBy={heading} query={q} className="search-form-page" />
      {searchable(q) ? (
        <>
          <Loaded query={query}>{(d) => <Results results={d} busy={query.isFetching} />}</Loaded>
          {query.data && <Pagination page={page} totalItems={query.data.totalItems} keep={{ q }} pageSize={SEARCH_LIMITS.pageSize} />}
        </>
      ) : (
        <p className="search-hint">{SEARCH_TEXT.tooShort}</p>
      )}
    </div>
  );
}

function Results({ results, busy }: { results: SearchResults; busy: boolean }) {
  if (results.totalItems === 0) return <NoResults query={results.query} />;
  return (
    <>
      <p className="search-count">{results.capped ? SEARCH_TEXT.countCapped(results.totalItems) : SEARCH_TEXT.count(results.totalItems)}</p>
      {results.corrected && <p className="search-corrected">{SEARCH_TEXT.corrected(results.corrected)}</p>}
      {results.partial && <p className="search-corrected">{SEARCH_TEXT.partial}</p>}
      <ol className="search-results" aria-busy={busy}>
        {results.items.map((hit) => (
          <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
        ))}
      </ol>
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const type = searchDocumentType(hit.kind);
  return (
    <li className="search-hit">
      <p className="search-kind">
        {searchKindLabel(hit.kind)}
        {type && <span>{SEARCH_TEXT.pdf}</span>}
      </p>
      <h2>
        {type ? (
          <PdfLink type={type} id={hit.id} href={hit.url}>{hit.title}</PdfLink>
        ) : (
          <Link to={hit.url}>{hit.title}</Link>
        )}
      </h2>
      {hit.snippet && (
        <p className="search-snippet">
          {highlight(hit.snippet, hit.marks).map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <WithPhones key={i} text={p.text} />))}
        </p>
      )}
      {hit.date && (
        <p className="item-meta">
          <DateText iso={hit.date} />
        </p>
      )}
    </li>
  );
}

/** Plain snippet text whose phone numbers dial when tapped. */
function WithPhones({ text }: { text: string }) {
  return <>{phonePieces(text).map((p, i) => (p.phone ? <PhoneLink key={i} phone={p.text} /> : p.text))}</>;
}

function NoResults({ query }: { query: string }) {
  return (
    <div className="search-none">
      <p className="search-none-title">{SEARCH_TEXT.none(query)}</p>
      <ul>
        {SEARCH_TEXT.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>{SEARCH_TEXT.browse}</p>
      <ul className="search-browse">
        {searchBrowseLinks.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
