import {
  API, DOCUMENT_KINDS, GENERIC_COLLECTIONS, ROUTES, SEARCH_LIMITS, documentTypeByKind, searchFold, searchedCollection,
  type Collection, type DocumentKind, type SearchHit, type SearchKind, type SearchQuery, type SearchResults,
} from '@dz/contracts';
import type { SearchablePage } from '@dz/content';
import type { Db } from '@dz/db';
import { LRUCache } from 'lru-cache';
import type { DataVersions } from './data-version.js';
import { aloneSlots, expand, indexWords, synonymIndex, type Slots, type SynonymIndex } from './search-expand.js';
import { querySlots, type Lexemes } from './search-prune.js';
import { matchersOf, snippetOf } from './search-snippet.js';
import {
  COMPILE, CORRECTIONS, FIND_BODY_FEW, FIND_BODY_NEWEST, FIND_HEAD, FIND_PARTIAL, LEXEMES, WORD_TERMS, type Row,
} from './search-statements.js';
import { abbreviationOf, queryWords } from './search-words.js';
import { poolSql } from '../db/sql.js';

/**
 * The site search (docs/product.md "Search", docs/architecture.md "Search"). The index is the
 * SearchEntry table, kept in step with news, documents, clinics, services and audio guides by
 * triggers (migration 20261123195814_search, which also holds how Bosnian text becomes terms);
 * the static pages are written here at start. This file asks PostgreSQL for a page of what was
 * typed (search-words.ts) with its synonyms (search-expand.ts): title hits ranked first, then body
 * hits newest first (the statements: search-statements.ts); corrects a typo or gives the partial
 * matches when nothing is found; and cuts snippets (search-snippet.ts).
 */

/** A typo's replacement must be at least this similar (pg_trgm similarity, 0 to 1). */
const CORRECTION_SIMILARITY = 0.4;

const DOCUMENT_KIND_SET = new Set<string>(DOCUMENT_KINDS);

/**
 * Where a hit leads and how it is named on the wire, from its entry's kind: a document's download, the page of a news
 * item, clinic or service, an audio guide's list, a static page, or (a kind served from its description, found by the
 * search: `collections`) its item's page when it has one, else its public list. None for a kind nothing describes.
 */
export function describeHit(
  kind: string, refId: number, pages: readonly SearchablePage[], collections: readonly Collection[] = GENERIC_COLLECTIONS,
): { kind: SearchKind; url: string } | undefined {
  if (DOCUMENT_KIND_SET.has(kind)) return { kind: kind as DocumentKind, url: API.download(documentTypeByKind(kind as DocumentKind), refId) };
  const described = searchedCollection(kind, collections);
  if (described) return { kind, url: described.paths.view?.(refId) ?? described.paths.publicList };
  switch (kind) {
    case 'news': return { kind, url: ROUTES.newsDetail(refId) };
    case 'clinic': return { kind, url: ROUTES.clinicDetail(refId) };
    case 'service': return { kind, url: ROUTES.serviceDetail(refId) };
    case 'audio-clinic': return { kind: 'audio', url: ROUTES.clinicAudio };
    case 'audio-service': return { kind: 'audio', url: ROUTES.serviceAudio };
    case 'page': {
      const page = pages[refId - 1];
      return page && { kind, url: page.path };
    }
  }
  return undefined;
}

/** A page of hits with their count and the terms that matched. */
interface Found { total: number; capped: boolean; terms: ReadonlySet<string>; rows: Row[] }

/**
 * What PostgreSQL makes of a query's slots (search-expand.ts): the tsquery (null when no word has a term), the very
 * words typed and the alternatives typed (for ranking), every indexed term of every alternative (for marking
 * snippets), and each slot's own tsquery and anchor (for the partial matches).
 */
interface Compiled {
  query: string | null; exact: string | null; literal: string | null; terms: ReadonlySet<string>; slots: string[]; anchors: (string | null)[];
  words: string[];
}
/** A word's terms as search_query_parts has them: each term's variants. */
type Term = string[];
/** What a search is made as of: the instant, the data's version then, the synonyms of that version. */
interface Searched { at: Date; changes: string; synonymsIndex: SynonymIndex }

/**
 * How many typed queries, and how many words of hits' texts, keep what PostgreSQL made of them
 * (and a query's words their slots, per version of the synonyms). All are pure (IMMUTABLE
 * functions of the text), so nothing goes stale; bounded, so the public's variety cannot grow the
 * server's memory (about 200 bytes an entry).
 */
const COMPILED_KEPT = 2_000;
const WORD_TERMS_KEPT = 20_000;
/** How many terms keep the indexed terms they match, per version of the data (they grow with the texts). */
const LEXEMES_KEPT = 20_000;
export const SEARCH_DEFAULTS = {
  /**
   * How many pages of results are kept (a page of ten is about 3 KB): residents ask the same few
   * things ("dežurstva", "radno vrijeme"), and a kept page costs one tiny read instead of the
   * search (bench/search.ts measures both).
   */
  resultsKept: 500,
} as const;

export function searchService(
  db: Pick<Db, 'searchPool'>, pages: readonly SearchablePage[],
  /** onMiss: told of a search that found nothing (its text), for the staff desk's list (services/search-misses.ts). */
  /** versions: the data's version (services/data-version.ts), which kept results are checked against and searches are made as of. */
  opts: { resultsKept?: number; versions: DataVersions; onMiss?: (q: string) => void; onKept?: (hit: boolean) => void },
) {
  const resultsKept = opts.resultsKept ?? SEARCH_DEFAULTS.resultsKept;
  const { versions } = opts;
  // The search's own connections (@dz/db createPrisma): planned for index scans, and not the pool staff save with.
  const sql = poolSql({ pool: db.searchPool });
  const compiled = new LRUCache<string, Omit<Compiled, 'terms' | 'words'>>({ max: COMPILED_KEPT });
  /** The same by the query's slots and the data's version (skips matching and pruning the terms again). */
  const compiledAt = new LRUCache<string, Compiled>({ max: COMPILED_KEPT });
  const slotsKept = new LRUCache<string, { index: SynonymIndex; slots: Slots }>({ max: COMPILED_KEPT });
  const wordTerms = new LRUCache<string, Term[]>({ max: WORD_TERMS_KEPT });
  let lexemes = { changes: '', of: new LRUCache<string, string[]>({ max: LEXEMES_KEPT }) };
  // lru-cache wants a max of at least 1; with none kept it is never read nor written.
  const results = new LRUCache<string, { version: string; answer: Omit<SearchResults, 'query'> }>({ max: Math.max(1, resultsKept) });
  /** The searches under way, by index version and key (at most one per distinct query being asked). */
  const searching = new Map<string, Promise<Omit<SearchResults, 'query'>>>();

  /**
   * The query of these slots, the words typed among them, as of the data's version `changes`. The slots go to SQL as
   * the indexed terms their words match (an abbreviation its own, search-words.ts), pruned (search-prune.ts: a
   * synonym's alternative that another one already matches costs PostgreSQL a check of every candidate and finds
   * nothing more); the terms to mark are every word's.
   */
  async function compile(slots: Slots, typed: string[], changes: string): Promise<Compiled> {
    const versioned = `${changes} ${JSON.stringify([slots, typed])}`;
    const done = compiledAt.get(versioned);
    if (done) return done;
    const words = [...new Set(slots.flat(2))];
    const terms = await termsOfWords(words.filter((w) => !abbreviationOf(w)));
    const termsOf = (w: string): Term[] => { const a = abbreviationOf(w); return a ? [[a]] : terms.get(w)!; };
    const matched = await lexemesAt(changes, words.flatMap((w) => termsOf(w).flat()));
    const lexemesOf = (w: string): Lexemes[] => termsOf(w).map((variants) => [...new Set(variants.flatMap((v) => matched.get(v)!))]);
    const q = querySlots(slots, lexemesOf);
    const marked = new Set(words.flatMap((w) => lexemesOf(w).flat()));
    const key = JSON.stringify([q, typed]);
    let row = compiled.get(key);
    if (!row) {
      [row] = await sql<Omit<Compiled, 'terms' | 'words'>>(
        COMPILE,
        [JSON.stringify(q.all), typed, JSON.stringify(q.anchors), q.literal && JSON.stringify(q.literal)], true,
      );
      compiled.set(key, row!);
    }
    const c = { ...row!, terms: marked, words };
    compiledAt.set(versioned, c);
    return c;
  }

  /**
   * The indexed terms each of these terms (variants) matches (search_lexemes), as of the data's version `changes`,
   * asking PostgreSQL only for those not kept at that version: a new text may bring a term a typed one matches.
   */
  async function lexemesAt(changes: string, variants: string[]): Promise<Map<string, string[]>> {
    if (lexemes.changes !== changes) lexemes = { changes, of: new LRUCache<string, string[]>({ max: LEXEMES_KEPT }) };
    const kept = lexemes.of;
    const known = new Map<string, string[]>();
    const unknown: string[] = [];
    for (const v of new Set(variants)) {
      const l = kept.get(v);
      if (l) known.set(v, l); else unknown.push(v);
    }
    if (unknown.length) {
      for (const r of await sql<{ v: string; lexemes: string[] }>(LEXEMES, [unknown], true)) { kept.set(r.v, r.lexemes); known.set(r.v, r.lexemes); }
    }
    return known;
  }

  /** The synonyms as of the index's version `version` (read again when it moved: a save of them adds a SearchChange). */
  let synonyms: { version: string; index: SynonymIndex } | undefined;
  async function synonymsAt(version: string): Promise<SynonymIndex> {
    if (synonyms?.version === version) return synonyms.index;
    const rows = await sql<{ terms: string[] }>('SELECT terms FROM "SearchSynonym" ORDER BY id', []);
    const index = synonymIndex(rows.map((r) => r.terms), queryWords);
    await termsOfWords(indexWords(index));
    synonyms = { version, index };
    return index;
  }

  /**
   * The words as slots, with their synonyms. Kept for the same words while the synonyms are the same (a pure function of
   * both): comparing a query's words with every synonym's took 0.17 ms of the server's ~1.1 ms a search.
   */
  async function slotsOf(words: string[], index: SynonymIndex): Promise<Slots> {
    const key = words.join(' ');
    const kept = slotsKept.get(key);
    if (kept?.index === index) return kept.slots;
    const terms = await termsOfWords([...words, ...indexWords(index)]);
    const flat = new Map([...terms].map(([w, ts]) => [w, ts.flat()]));
    const same = (a: string, b: string) => searchFold(a) === searchFold(b) || (flat.get(a) ?? []).some((t) => (flat.get(b) ?? []).includes(t));
    const slots = expand(words, index, same);
    slotsKept.set(key, { index, slots });
    return slots;
  }

  /**
   * Each word's terms, as a query would have them (search_query_parts: each term's variants), asking PostgreSQL only
   * for words not kept.
   */
  async function termsOfWords(words: Iterable<string>): Promise<Map<string, Term[]>> {
    const known = new Map<string, Term[]>();
    const unknown: string[] = [];
    for (const w of words) {
      const t = wordTerms.get(w);
      if (t) known.set(w, t); else unknown.push(w);
    }
    if (unknown.length) {
      const rows = await sql<{ w: string; terms: Term[] }>(
        WORD_TERMS,
        [unknown], true,
      );
      for (const { w, terms } of rows) { wordTerms.set(w, terms); known.set(w, terms); }
    }
    return known;
  }

  /**
   * One page of hits for these words, and their count up to SEARCH_LIMITS.maxCount, without
   * reading any body but the page's: hits whose title matches come first, ranked on the small
   * title vector (the very words typed, then the terms, a synonym's below the words typed; an
   * audio guide after its clinic or service); then the hits found in a body only, newest first
   * (ranking thousands of PDF texts would read them all). The statements: FIND_HEAD,
   * FIND_BODY_NEWEST and FIND_BODY_FEW.
   */
  async function find(c: Compiled, { page, pageSize }: SearchQuery, at: Date): Promise<Found> {
    const offset = (page - 1) * pageSize;
    // The pages go on to the count's cap, no further: a page past it costs the count alone.
    const listed = Math.max(0, Math.min(pageSize, SEARCH_LIMITS.maxCount - offset));
    const { query, exact, literal, terms } = c;
    if (!query) return { total: 0, capped: false, terms, rows: [] };
    const when = at.toISOString();
    const head = await sql<{ total: number; titled: number } & (Row | { [K in keyof Row]: null })>(
      FIND_HEAD, [query, listed, offset, SEARCH_LIMITS.maxCount + 1, exact ?? query, when, literal], true,
    );
    const total = head[0]?.total ?? 0;
    if (!total) return { total: 0, capped: false, terms, rows: [] };
    const rows: Row[] = head.filter((r): r is { total: number; titled: number } & Row => r.id !== null);
    const capped = total > SEARCH_LIMITS.maxCount;
    if (rows.length < listed && total > offset + rows.length) {
      // The title hits end on this page (or before it): the body-only hits follow them.
      const body = [query, listed - rows.length, Math.max(0, offset - head[0]!.titled), when];
      rows.push(...await sql<Row>(capped ? FIND_BODY_NEWEST : FIND_BODY_FEW, capped ? body : [...body, literal], true));
    }
    return { total: capped ? SEARCH_LIMITS.maxCount : total, capped, terms, rows };
  }

  /**
   * Words that find nothing on their own, each replaced by the indexed word most like it
   * (trigrams), if one is similar enough. Undefined when no word was replaced.
   *
   * Only a possible typo is asked: a word of four letters or more, alone in its slot (`slots`: a word of a synonym
   * group is one staff wrote), that the indexed texts do not contain as written (SearchWord: a cheap btree lookup
   * where the index scan of whether a common word finds something cost 0.5 ms a word).
   */
  async function corrections(words: string[], slots: Slots, at: Date): Promise<string[] | undefined> {
    const alone = aloneSlots(slots);
    const asked = words.flatMap((w, i) => (w.length >= 4 && alone[i] !== undefined ? [{ w, i }] : []));
    if (!asked.length) return undefined;
    const rows = await sql<{ i: number; fix: string | null }>(
      CORRECTIONS,
      [asked.map((a) => a.w), asked.map((a) => a.i), CORRECTION_SIMILARITY, at.toISOString()], true,
    );
    const fixed = [...words];
    let any = false;
    for (const r of rows) if (r.fix) { fixed[r.i] = r.fix; any = true; }
    return any ? fixed : undefined;
  }

  /**
   * The search itself: a page of hits for the words and their synonyms, their count; when nothing is found, a typo
   * corrected, else (two slots or more) the items with the most of the words (`partial`).
   */
  async function searchNow(typed: string[], query: SearchQuery, { at, changes, synonymsIndex }: Searched): Promise<Omit<SearchResults, 'query'>> {
    let words = typed;
    const none = { items: [], totalItems: 0 };
    const slots = await slotsOf(words, synonymsIndex);
    let compiledQuery = await compile(slots, words, changes);
    let found = await find(compiledQuery, query, at);
    let corrected: string | undefined;
    let partial = false;
    if (!found.total) {
      const fixed = await corrections(words, slots, at);
      const again = fixed && await compile(await slotsOf(fixed, synonymsIndex), fixed, changes);
      const refound = again && await find(again, query, at);
      if (refound && refound.total) [found, words, compiledQuery, corrected] = [refound, fixed, again, fixed.join(' ')];
    }
    if (!found.total && compiledQuery.slots.length > 1 && compiledQuery.anchors.some((a) => a !== null)) {
      found = await findPartial(compiledQuery, query, at);
      partial = found.total > 0;
    }
    if (!found.total) return none;
    // Every word of every alternative may be marked (a synonym found is a match).
    const matches = await matchersOf(found.rows.map((r) => r.text), compiledQuery.words, found.terms, termsOfWords);
    const items = found.rows.flatMap((r): SearchHit[] => {
      const what = describeHit(r.kind, r.refId, pages);
      if (!what) return [];
      return [{ ...what, id: r.refId, title: r.title, ...snippetOf(r.text, matches), date: r.date?.toISOString() ?? null }];
    });
    return {
      items, totalItems: found.total,
      ...(found.capped ? { capped: true as const } : {}), ...(corrected ? { corrected } : {}), ...(partial ? { partial: true as const } : {}),
    };
  }

  /**
   * No item has every slot: those with the most, most first; among as many, those with the rarer words (a slot weighs
   * 1/(1 + the entries it matches): "krpelja" outweighs "zaštita"), then the newest. Each slot lists its entries once, at
   * most maxCount (its weight's count is the list's length), and an entry matches the slots whose lists it is in: a
   * rare slot's list is whole, so its entries always compete, and only a common slot (maxCount entries or more) may
   * leave out one that also matches it. One index scan a slot: a second one of all the slots at once, and each
   * candidate's vector matched against every slot, cost as much again ("zastita od krpelja": 25 -> 15 ms). Only an entry
   * that matches a slot by a word that says something counts (FIND_PARTIAL's anchors: never by a number or a word of
   * one or two letters alone, issue 36).
   */
  async function findPartial(c: Compiled, { page, pageSize }: SearchQuery, at: Date): Promise<Found> {
    const offset = (page - 1) * pageSize;
    const rows = await sql<{ total: number } & (Row | { [K in keyof Row]: null })>(
      FIND_PARTIAL,
      [c.slots, pageSize, offset, SEARCH_LIMITS.maxCount, at.toISOString(), c.anchors], true,
    );
    const total = rows[0]?.total ?? 0;
    return { total, capped: false, terms: c.terms, rows: rows.filter((r): r is { total: number } & Row => r.id !== null) };
  }

  /** The answer to a query: from the kept results when still true, else searched (and kept). */
  async function answerOf(query: SearchQuery): Promise<Omit<SearchResults, 'query'>> {
    const words = queryWords(query.q);
    if (!words.length) return { items: [], totalItems: 0 };
    // Searched as of the instant the version was read: what is kept under a version is as new as it.
    const { changes, version, at } = await versions.current();
    const searched = { at, changes, synonymsIndex: await synonymsAt(changes) };
    if (!resultsKept) return searchNow(words, query, searched);
    const key = `${query.page} ${query.pageSize} ${words.join(' ')}`;
    const kept = results.get(key);
    // Counted for the metrics (http/metrics.ts): answered from the kept results, or searched.
    opts.onKept?.(kept?.version === version);
    if (kept?.version === version) return kept.answer;
    // Many asking the same at once (a link shared, a bench) wait for one search.
    const running = `${version} ${key}`;
    let answer = searching.get(running);
    if (!answer) {
      answer = searchNow(words, query, searched).finally(() => searching.delete(running));
      searching.set(running, answer);
      results.set(key, { version, answer: await answer });
    }
    return answer;
  }

  return {
    /**
     * Writes the static pages into the index (at start; idempotent, and cheap: only a page
     * whose title or text changed is written again, one no longer listed is removed).
     */
    async syncPages(): Promise<void> {
      const ids = pages.map((_, i) => i + 1);
      await sql(
        `SELECT search_put('page', p.id, p.title, p.body, NULL, true)
         FROM unnest($1::int[], $2::text[], $3::text[]) AS p(id, title, body)
         LEFT JOIN "SearchEntry" e ON e.kind = 'page' AND e."refId" = p.id
         WHERE e.id IS NULL OR e.title <> p.title OR e.body IS DISTINCT FROM p.body`,
        [ids, pages.map((p) => p.title), pages.map((p) => p.text)],
      );
      await sql(`DELETE FROM "SearchEntry" WHERE kind = 'page' AND NOT ("refId" = ANY($1::int[]))`, [ids]);
    },

    /**
     * A page of results. Answered from the kept results when the index has not changed since
     * they were made (the sum of SearchChange, read first: results made after that read are at
     * least as new as it) and no scheduled item has come out since (the newest "visibleFrom" now
     * passed), else searched and kept.
     */
    async search(query: SearchQuery): Promise<SearchResults> {
      const found = await answerOf(query);
      // What residents looked for in vain, for the staff desk (services/search-misses.ts): once per search, its first page;
      // partial matches count too (no item has every word: a synonym or a page may be missing).
      if ((found.totalItems === 0 || found.partial) && query.page === 1 && queryWords(query.q).length) opts.onMiss?.(query.q);
      return { ...found, query: query.q };
    },
  };
}
