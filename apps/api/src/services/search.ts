import {
  API, DOCUMENT_KINDS, ROUTES, SEARCH_LIMITS, documentTypeByKind, searchFold,
  type DocumentKind, type SearchHit, type SearchKind, type SearchQuery, type SearchResults,
} from '@dz/contracts';
import type { SearchablePage } from '@dz/content';
import type { Db } from '@dz/db';
import { LRUCache } from 'lru-cache';
import { shownAt, type DataVersions } from './data-version.js';
import { expand, indexWords, synonymIndex, type Slots, type SynonymIndex } from './search-expand.js';
import { termSlots, type Term } from './search-prune.js';
import { poolSql } from './sql.js';

/**
 * The site search (docs/product.md "Search", docs/architecture.md "Search"). The index is the
 * SearchEntry table, kept in step with news, documents, clinics, services and audio guides by
 * triggers (migration 20261123195814_search, which also holds how Bosnian text becomes terms);
 * the static pages are written here at start. This file splits what was typed into words,
 * asks PostgreSQL for a page (title hits ranked first, then body hits newest first), corrects a
 * typo when nothing is found, and cuts snippets.
 */

/** Short words that say little: dropped from a query that has other words (they need not be in a hit). */
const STOPWORDS = new Set([
  'a', 'i', 'u', 'o', 's', 'k', 'na', 'za', 'od', 'do', 'se', 'je', 'da', 'su', 'sa', 'iz', 'po', 'ili', 'te',
  'kod', 'pri', 'ka', 'uz', 'bez', 'kroz', 'li', 'ne', 'ni', 'to', 'kao', 'sto', 'koji', 'koja', 'koje', 'nakon', 'prema',
]);
/** Words of a query taken (a longer query is mostly noise) and their longest length. */
const MAX_WORDS = 12;
const MAX_WORD = 40;
/** How much of a hit's text is read for its snippet: a match beyond it shows the text's start. */
const SNIPPET_SOURCE_CHARS = 20_000;
/** A typo's replacement must be at least this similar (pg_trgm similarity, 0 to 1). */
const CORRECTION_SIMILARITY = 0.4;

/** What people type and what is written meet here (contracts' JS twin of SQL search_fold, for picking snippet candidates). */
const fold = searchFold;

/** The query's words: letters and digits, a word of one letter only if it is a digit, stopwords only if nothing else. */
export function queryWords(q: string): string[] {
  const all = (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 || /\p{N}/u.test(w)).map((w) => w.slice(0, MAX_WORD));
  const meaningful = all.filter((w) => !STOPWORDS.has(fold(w)));
  return (meaningful.length ? meaningful : all).slice(0, MAX_WORDS);
}

const DOCUMENT_KIND_SET = new Set<string>(DOCUMENT_KINDS);

/** Where a hit leads and how it is named on the wire, from its entry's kind. */
function describe(kind: string, refId: number, pages: readonly SearchablePage[]): { kind: SearchKind; url: string } | undefined {
  if (DOCUMENT_KIND_SET.has(kind)) return { kind: kind as DocumentKind, url: API.download(documentTypeByKind(kind as DocumentKind), refId) };
  switch (kind) {
    case 'news': return { kind, url: ROUTES.newsDetail(refId) };
    case 'clinic': return { kind, url: ROUTES.clinicDetail(refId) };
    case 'service': return { kind, url: ROUTES.services };
    case 'audio-clinic': return { kind: 'audio', url: ROUTES.clinicAudio };
    case 'audio-service': return { kind: 'audio', url: ROUTES.serviceAudio };
    case 'page': {
      const page = pages[refId - 1];
      return page && { kind, url: page.path };
    }
  }
  return undefined;
}

interface Row { id: number; kind: string; refId: number; title: string; date: Date | null; text: string }

/** For each word of a query, the index of its slot when that slot is the word alone (no synonym run), else undefined. */
export function aloneSlots(slots: Slots): (number | undefined)[] {
  return slots.flatMap((slot, k) => {
    const alone = slot.length === 1 && slot[0]!.length === 1;
    return slot[0]!.map(() => (alone ? k : undefined));
  });
}

/** A page of hits with their count and the terms that matched. */
interface Found { total: number; capped: boolean; terms: string[]; rows: Row[] }

/**
 * A hit's columns, read from `top` (the picked hits: id, date and any sort keys) joined with
 * HIT_TEXTS: its entry and the text its snippet is cut from (a document's: its PDF's text, read
 * only for a hit without a body). The PDF's text is a subquery, not two more joins: every search
 * statement is planned anew (find() says why), and the joins' planning cost 0.1 ms of its 0.4.
 */
const HIT_COLUMNS = `e.id, e.kind, e."refId", e.title, NULLIF(e.date, '-infinity') AS date, left(coalesce(e.body, (
    SELECT t.text FROM "Document" d JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
    WHERE d.id = e."refId" AND d.kind::text = e.kind), ''), ${SNIPPET_SOURCE_CHARS}) AS text`;
const HIT_TEXTS = 'JOIN "SearchEntry" e ON e.id = top.id';

/**
 * find()'s first statement: the count and the page's title hits with their texts, in one (a round trip is much of a
 * search's cost). $1 the query, $2 and $3 the page's limit and offset, $4 the count's cap (maxCount + 1), $5 the words
 * as typed, $6 the instant searched at.
 *
 * Every title hit is ranked (on the small title vector: the very words typed, then the terms; an audio guide after
 * its clinic or service) and counted: `titled`. A title hit is an entry hit too, so when the title hits alone reach the
 * cap the entries are not counted ("posao medicinska sestra": 1,352 titles, 3.3 ms saved); else the entries are
 * counted up to the cap (the subquery is run only then: PostgreSQL evaluates it when the CASE first needs it).
 *
 * The query travels as a tsquery parameter, not computed in a CTE, and each run is planned for its values (sql.ts
 * `prepared`): the planner estimates from the index's statistics how many entries the query matches, and a common
 * word's count stops after the cap's rows of a scan where a rare one takes the GIN index.
 */
const FIND_HEAD = `WITH titled AS MATERIALIZED (
    SELECT s.id, (ts_rank(s.vector, $5::tsquery) + ts_rank(s.vector, $1::tsquery, 1))
                   * (CASE WHEN s.kind LIKE 'audio-%' THEN 0.5 ELSE 1 END) AS rank, s.date
    FROM "SearchTitle" s WHERE s.vector @@ $1::tsquery AND ${shownAt('$6')('s')}),
  top AS (SELECT id, rank, date FROM titled ORDER BY rank DESC, date DESC, id LIMIT $2 OFFSET $3)
  SELECT c.total, c.titled, h.* FROM (
    SELECT (CASE WHEN t.n >= $4 THEN t.n
      ELSE (SELECT count(*) FROM (SELECT FROM "SearchEntry" e WHERE e.vector @@ $1::tsquery AND ${shownAt('$6')('e')} LIMIT $4) x) END)::int AS total,
      t.n::int AS titled
    FROM (SELECT count(*) AS n FROM titled) t) c
  LEFT JOIN LATERAL (SELECT ${HIT_COLUMNS} FROM top ${HIT_TEXTS} ORDER BY top.rank DESC, top.date DESC, top.id) h ON true`;

/**
 * find()'s body-only hits, newest first, after the title hits: $1 the query, $2 and $3 the limit and offset among
 * them, $4 the instant. Past the count's cap they are many (at least a tenth of a full site's entries): walking the
 * date index finds a page of them soon (FIND_BODY_NEWEST). Under it they are at most maxCount, and the planner, which
 * cannot know how many of the word's entries match by their title too, would walk the whole index for the few that do
 * not (12 ms for "odluka"): the materialized CTE makes it fetch them by the GIN index and sort them (FIND_BODY_FEW).
 */
const BODY_ONLY = `e.vector @@ $1::tsquery AND ${shownAt('$4')('e')} AND NOT EXISTS (SELECT FROM "SearchTitle" s WHERE s.id = e.id AND s.vector @@ $1::tsquery)`;
const bodyHits = (picked: string) => `SELECT ${HIT_COLUMNS} FROM (${picked}) top ${HIT_TEXTS} ORDER BY top.date DESC, top.id`;
const FIND_BODY_NEWEST = bodyHits(`SELECT e.id, e.date FROM "SearchEntry" e WHERE ${BODY_ONLY} ORDER BY e.date DESC, e.id LIMIT $2 OFFSET $3`);
const FIND_BODY_FEW = bodyHits(`WITH hits AS MATERIALIZED (SELECT e.id, e.date FROM "SearchEntry" e WHERE ${BODY_ONLY})
  SELECT id, date FROM hits ORDER BY date DESC, id LIMIT $2 OFFSET $3`);

/** A word of a text: letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Up to snippetChars of `text` around its first word whose terms match the query's (as the
 * tsquery does: equal, or a prefix for terms of four letters or more), with the offsets of
 * every matching word in it. No match (a hit by its title): the text's start.
 */
export function snippetOf(text: string, matches: (word: string) => boolean): { snippet: string; marks: [number, number][] } {
  const max = SEARCH_LIMITS.snippetChars;
  // The words are read as far as the first match and then the snippet's end, not through the whole text (a page's
  // texts are up to 200,000 characters).
  const reading = text.matchAll(WORD);
  const words: { word: string; start: number; end: number }[] = [];
  const read = () => {
    const m = reading.next();
    if (m.done) return undefined;
    const w = { word: m.value[0], start: m.value.index, end: m.value.index + m.value[0].length };
    words.push(w);
    return w;
  };
  let first: (typeof words)[number] | undefined;
  for (let w = read(); w; w = read()) {
    if (matches(w.word)) { first = w; break; }
  }
  let start = 0;
  if (first && first.end > max - 40) {
    // Some context before the match, from the start of a word.
    start = Math.max(0, first.start - 60);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first.start) start = space + 1;
  }
  const lead = start > 0 ? '…' : '';
  let end = Math.min(text.length, start + max - lead.length);
  if (end < text.length) {
    end -= 1; // room for the closing ellipsis
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  while ((words.at(-1)?.start ?? end) < end && read()) { /* the words up to the snippet's end */ }
  const snippet = `${lead}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start;
  const marks = words
    .filter((w) => w.start >= start && w.end <= end && matches(w.word))
    .map((w): [number, number] => [w.start + shift, w.end + shift]);
  return { snippet, marks };
}

/**
 * What PostgreSQL makes of a query's slots (search-expand.ts): the tsquery (null when no word has a term), the very
 * words typed (for ranking), every term of every alternative (for marking snippets), and each slot's own tsquery (for
 * the partial matches).
 */
interface Compiled { query: string | null; exact: string | null; terms: string[]; slots: string[]; words: string[] }

/**
 * How many typed queries, and how many words of hits' texts, keep what PostgreSQL made of them
 * (and a query's words their slots, per version of the synonyms). All are pure (IMMUTABLE
 * functions of the text), so nothing goes stale; bounded, so the public's variety cannot grow the
 * server's memory (about 200 bytes an entry).
 */
const COMPILED_KEPT = 2_000;
const WORD_TERMS_KEPT = 20_000;
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
  const compiled = new LRUCache<string, Compiled>({ max: COMPILED_KEPT });
  const slotsKept = new LRUCache<string, { index: SynonymIndex; slots: Slots }>({ max: COMPILED_KEPT });
  const wordTerms = new LRUCache<string, Term[]>({ max: WORD_TERMS_KEPT });
  // lru-cache wants a max of at least 1; with none kept it is never read nor written.
  const results = new LRUCache<string, { version: string; answer: Omit<SearchResults, 'query'> }>({ max: Math.max(1, resultsKept) });
  /** The searches under way, by index version and key (at most one per distinct query being asked). */
  const searching = new Map<string, Promise<Omit<SearchResults, 'query'>>>();

  /**
   * The query of these slots, the words typed among them. The slots go to SQL as their words' terms, pruned
   * (search-prune.ts: a synonym's alternative that another one already matches costs PostgreSQL a check of every
   * candidate and finds nothing more); the terms to mark are every word's.
   */
  async function compile(slots: Slots, typed: string[]): Promise<Compiled> {
    const key = JSON.stringify([slots, typed]);
    const kept = compiled.get(key);
    if (kept) return kept;
    const words = [...new Set(slots.flat(2))];
    const terms = await termsOfWords(words);
    const [row] = await sql<Pick<Compiled, 'query' | 'exact' | 'slots'>>(
      `SELECT l::text[] AS slots, (SELECT tsquery_and_agg(q) FROM unnest(l) q)::text AS query, search_query_exact($2::text[])::text AS exact
       FROM search_query_term_slots($1::jsonb) l`,
      [JSON.stringify(termSlots(slots, (w) => terms.get(w)!)), typed], true,
    );
    const c = { ...row!, terms: [...new Set(words.flatMap((w) => terms.get(w)!.flat()))], words };
    compiled.set(key, c);
    return c;
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
    const same = (a: string, b: string) => fold(a) === fold(b) || (flat.get(a) ?? []).some((t) => (flat.get(b) ?? []).includes(t));
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
        `SELECT w, coalesce((SELECT json_agg(p.variants ORDER BY p.term) FROM search_query_parts(ARRAY[w]) p), '[]') AS terms
         FROM unnest($1::text[]) w`,
        [unknown], true,
      );
      for (const { w, terms } of rows) { wordTerms.set(w, terms); known.set(w, terms); }
    }
    return known;
  }

  /**
   * One page of hits for these words, and their count up to SEARCH_LIMITS.maxCount, without
   * reading any body but the page's: hits whose title matches come first, ranked on the small
   * title vector (the very words typed, then the terms; an audio guide after its clinic or
   * service); then the hits found in a body only, newest first (ranking thousands of PDF texts
   * would read them all). The statements: FIND_HEAD, FIND_BODY_NEWEST and FIND_BODY_FEW.
   */
  async function find(c: Compiled, { page, pageSize }: SearchQuery, at: Date): Promise<Found> {
    const offset = (page - 1) * pageSize;
    // The pages go on to the count's cap, no further: a page past it costs the count alone.
    const listed = Math.max(0, Math.min(pageSize, SEARCH_LIMITS.maxCount - offset));
    const { query, exact, terms } = c;
    if (!query) return { total: 0, capped: false, terms, rows: [] };
    const when = at.toISOString();
    const head = await sql<{ total: number; titled: number } & (Row | { [K in keyof Row]: null })>(
      FIND_HEAD, [query, listed, offset, SEARCH_LIMITS.maxCount + 1, exact ?? query, when], true,
    );
    const total = head[0]?.total ?? 0;
    if (!total) return { total: 0, capped: false, terms, rows: [] };
    const rows: Row[] = head.filter((r): r is { total: number; titled: number } & Row => r.id !== null);
    if (rows.length < listed && total > offset + rows.length) {
      // The title hits end on this page (or before it): the body-only hits follow them.
      rows.push(...await sql<Row>(
        total > SEARCH_LIMITS.maxCount ? FIND_BODY_NEWEST : FIND_BODY_FEW,
        [query, listed - rows.length, Math.max(0, offset - head[0]!.titled), when], true,
      ));
    }
    const capped = total > SEARCH_LIMITS.maxCount;
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
      `SELECT x.i, (SELECT s.word FROM "SearchWord" s WHERE s.word % search_fold(x.w) AND similarity(s.word, search_fold(x.w)) >= $3
                     ORDER BY similarity(s.word, search_fold(x.w)) DESC, s.word LIMIT 1) AS fix
       FROM unnest($1::text[], $2::int[]) AS x(w, i)
       WHERE NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word >= search_fold(x.w) AND s.word <= search_fold(x.w))
         AND NOT EXISTS (SELECT 1 FROM "SearchEntry" e WHERE e.vector @@ search_query(ARRAY[x.w]) AND ${shownAt('$4')('e')})`,
      [asked.map((a) => a.w), asked.map((a) => a.i), CORRECTION_SIMILARITY, at.toISOString()], true,
    );
    const fixed = [...words];
    let any = false;
    for (const r of rows) if (r.fix) { fixed[r.i] = r.fix; any = true; }
    return any ? fixed : undefined;
  }

  /** Which words of the hits' texts match the query's terms: their terms from PostgreSQL, for the words that could. */
  async function matchers(rows: Row[], words: string[], terms: string[]) {
    // A page's texts are up to 200,000 characters: each first letter is folded once, not once a word.
    const folded = new Map<string, string | undefined>();
    const initial = (w: string) => {
      const c = w.slice(0, 1);
      if (!folded.has(c)) folded.set(c, fold(c)[0]);
      return folded.get(c);
    };
    const initials = new Set(words.map(initial));
    const candidates = new Set<string>();
    for (const r of rows) for (const word of r.text.match(WORD) ?? []) if (word.length <= MAX_WORD && initials.has(initial(word))) candidates.add(word);
    const matching = new Set<string>();
    const hit = (t: string) => terms.some((q) => t === q || (q.length >= 4 && t.startsWith(q)));
    for (const [w, ts] of await termsOfWords(candidates)) if (ts.some((variants) => variants.some(hit))) matching.add(w);
    return (word: string) => matching.has(word);
  }

  /** The search itself: a page of hits, their count, a typo corrected when nothing is found. */
  /**
   * The search itself: a page of hits for the words and their synonyms, their count; when nothing is found, a typo
   * corrected, else (two slots or more) the items with the most of the words (`partial`).
   */
  async function searchNow(typed: string[], query: SearchQuery, at: Date, synonymsIndex: SynonymIndex): Promise<Omit<SearchResults, 'query'>> {
    let words = typed;
    const none = { items: [], totalItems: 0 };
    const slots = await slotsOf(words, synonymsIndex);
    let compiledQuery = await compile(slots, words);
    let found = await find(compiledQuery, query, at);
    let corrected: string | undefined;
    let partial = false;
    if (!found.total) {
      const fixed = await corrections(words, slots, at);
      const again = fixed && await compile(await slotsOf(fixed, synonymsIndex), fixed);
      const refound = again && await find(again, query, at);
      if (refound && refound.total) [found, words, compiledQuery, corrected] = [refound, fixed, again, fixed.join(' ')];
    }
    if (!found.total && compiledQuery.slots.length > 1) {
      found = await findPartial(compiledQuery, query, at);
      partial = found.total > 0;
    }
    if (!found.total) return none;
    // Every word of every alternative may be marked (a synonym found is a match).
    const matches = await matchers(found.rows, compiledQuery.words, found.terms);
    const items = found.rows.flatMap((r): SearchHit[] => {
      const what = describe(r.kind, r.refId, pages);
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
   * candidate's vector matched against every slot, cost as much again ("zastita od krpelja": 25 -> 15 ms).
   */
  async function findPartial(c: Compiled, { page, pageSize }: SearchQuery, at: Date): Promise<Found> {
    const offset = (page - 1) * pageSize;
    const rows = await sql<{ total: number } & (Row | { [K in keyof Row]: null })>(
      `WITH listed AS MATERIALIZED (
         SELECT u.i, x.id, x.date FROM unnest($1::tsquery[]) WITH ORDINALITY u(q, i),
           LATERAL (SELECT e.id, e.date FROM "SearchEntry" e WHERE e.vector @@ u.q AND ${shownAt('$5')('e')} LIMIT $4) x),
       weighed AS (SELECT l.id, l.date, 1.0 / (1 + count(*) OVER (PARTITION BY l.i)) AS w FROM listed l),
       hits AS MATERIALIZED (SELECT id, date, count(*)::int AS matched, sum(w) AS weight FROM weighed GROUP BY id, date),
       top AS (SELECT id, date, matched, weight FROM hits ORDER BY matched DESC, weight DESC, date DESC, id
               LIMIT least($2, greatest(0, $4 - $3)) OFFSET $3)
       SELECT least((SELECT count(*) FROM hits), $4)::int AS total, h.* FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT ${HIT_COLUMNS} FROM top ${HIT_TEXTS} ORDER BY top.matched DESC, top.weight DESC, top.date DESC, top.id) h ON true`,
      [c.slots, pageSize, offset, SEARCH_LIMITS.maxCount, at.toISOString()], true,
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
    const index = await synonymsAt(changes);
    if (!resultsKept) return searchNow(words, query, at, index);
    const key = `${query.page} ${query.pageSize} ${words.join(' ')}`;
    const kept = results.get(key);
    // Counted for the metrics (http/metrics.ts): answered from the kept results, or searched.
    opts.onKept?.(kept?.version === version);
    if (kept?.version === version) return kept.answer;
    // Many asking the same at once (a link shared, a bench) wait for one search.
    const running = `${version} ${key}`;
    let answer = searching.get(running);
    if (!answer) {
      answer = searchNow(words, query, at, index).finally(() => searching.delete(running));
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
