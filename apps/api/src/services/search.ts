import {
  API, DOCUMENT_KINDS, ROUTES, SEARCH_LIMITS, documentTypeByKind,
  type DocumentKind, type SearchHit, type SearchKind, type SearchQuery, type SearchResults,
} from '@dz/contracts';
import type { SearchablePage } from '@dz/content';
import type { Db } from '@dz/db';
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

/** What people type and what is written meet here (the JS twin of SQL search_fold, for picking snippet candidates). */
const fold = (s: string) => s.replace(/đ/g, 'dj').replace(/Đ/g, 'Dj').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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

interface Row { kind: string; refId: number; title: string; date: Date | null; text: string }

/** Words of a text with their offsets. */
const wordsIn = (text: string) => [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));

/**
 * Up to snippetChars of `text` around its first word whose terms match the query's (as the
 * tsquery does: equal, or a prefix for terms of four letters or more), with the offsets of
 * every matching word in it. No match (a hit by its title): the text's start.
 */
export function snippetOf(text: string, matches: (word: string) => boolean): { snippet: string; marks: [number, number][] } {
  const max = SEARCH_LIMITS.snippetChars;
  const words = wordsIn(text);
  const first = words.find((w) => matches(w.word));
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
  const snippet = `${lead}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start;
  const marks = words
    .filter((w) => w.start >= start && w.end <= end && matches(w.word))
    .map((w): [number, number] => [w.start + shift, w.end + shift]);
  return { snippet, marks };
}

export function searchService(db: Db, pages: readonly SearchablePage[]) {
  const sql = poolSql(db);

  /**
   * One page of hits for these words, and the count of all, without reading any body but the
   * page's: hits whose title matches come first, ranked on the small title vector (the very
   * words typed, then the terms; an audio guide after its clinic or service); then the hits
   * found in a body only, newest first (ranking thousands of PDF texts would read them all).
   */
  async function find(words: string[], { page, pageSize }: SearchQuery): Promise<{ total: number; terms: string[]; rows: Row[] }> {
    const offset = (page - 1) * pageSize;
    const [head] = await sql<{ total: number; titled: number; terms: string[]; ids: number[] | null }>(
      `WITH q AS MATERIALIZED (SELECT search_query($1::text[]) AS query, search_query_exact($1::text[]) AS exact)
       SELECT (SELECT count(*)::int FROM "SearchEntry" e WHERE e.vector @@ q.query) AS total,
              (SELECT count(*)::int FROM "SearchEntry" e WHERE e."titleVector" @@ q.query) AS titled,
              search_query_terms($1::text[]) AS terms,
              ARRAY(SELECT e.id FROM "SearchEntry" e WHERE e."titleVector" @@ q.query
                    ORDER BY (ts_rank(e."titleVector", q.exact) + ts_rank(e."titleVector", q.query, 1)) * (CASE WHEN e.kind LIKE 'audio-%' THEN 0.5 ELSE 1 END) DESC,
                             e.date DESC NULLS LAST, e.id
                    LIMIT $2 OFFSET $3) AS ids
       FROM q`,
      [words, pageSize, offset],
    );
    if (!head || !head.total) return { total: 0, terms: head?.terms ?? [], rows: [] };
    const ids = [...(head.ids ?? [])];
    if (ids.length < pageSize && head.total > head.titled) {
      const more = await sql<{ id: number }>(
        `WITH q AS MATERIALIZED (SELECT search_query($1::text[]) AS query)
         SELECT e.id FROM "SearchEntry" e, q WHERE e.vector @@ q.query AND NOT e."titleVector" @@ q.query
         ORDER BY e.date DESC NULLS LAST, e.id LIMIT $2 OFFSET $3`,
        [words, pageSize - ids.length, Math.max(0, offset - head.titled)],
      );
      ids.push(...more.map((r) => r.id));
    }
    const rows = ids.length ? await sql<Row>(
      `SELECT e.id, e.kind, e."refId", e.title, e.date, left(coalesce(e.body, t.text, ''), $2) AS text
       FROM unnest($1::int[]) WITH ORDINALITY AS p(id, n) JOIN "SearchEntry" e ON e.id = p.id
       LEFT JOIN "Document" d ON e.body IS NULL AND d.id = e."refId" AND d.kind::text = e.kind
       LEFT JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
       ORDER BY p.n`,
      [ids, SNIPPET_SOURCE_CHARS],
    ) : [];
    return { total: head.total, terms: head.terms, rows };
  }

  /**
   * Words that find nothing on their own, each replaced by the indexed word most like it
   * (trigrams), if one is similar enough. Undefined when no word was replaced.
   */
  async function corrections(words: string[]): Promise<string[] | undefined> {
    const rows = await sql<{ i: number; fix: string | null }>(
      `SELECT x.i::int AS i, (SELECT s.word FROM "SearchWord" s WHERE s.word % search_fold(x.w) AND similarity(s.word, search_fold(x.w)) >= $2
                     ORDER BY similarity(s.word, search_fold(x.w)) DESC, s.word LIMIT 1) AS fix
       FROM unnest($1::text[]) WITH ORDINALITY AS x(w, i)
       WHERE length(x.w) >= 4 AND NOT EXISTS (SELECT 1 FROM "SearchEntry" e WHERE e.vector @@ search_query(ARRAY[x.w]))`,
      [words, CORRECTION_SIMILARITY],
    );
    const fixed = [...words];
    let any = false;
    for (const r of rows) if (r.fix) { fixed[r.i - 1] = r.fix; any = true; }
    return any ? fixed : undefined;
  }

  /** Which words of the hits' texts match the query's terms: their terms from PostgreSQL, for the words that could. */
  async function matchers(rows: Row[], words: string[], terms: string[]) {
    const initials = new Set(words.map((w) => fold(w)[0]));
    const candidates = new Set<string>();
    for (const r of rows) for (const { word } of wordsIn(r.text)) if (initials.has(fold(word)[0])) candidates.add(word);
    const matching = new Set<string>();
    if (candidates.size) {
      const termsOf = await sql<{ w: string; terms: string[] }>('SELECT w, search_query_terms(ARRAY[w]) AS terms FROM unnest($1::text[]) w', [[...candidates]]);
      const hit = (t: string) => terms.some((q) => t === q || (q.length >= 4 && t.startsWith(q)));
      for (const { w, terms: ts } of termsOf) if (ts.some(hit)) matching.add(w);
    }
    return (word: string) => matching.has(word);
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

    async search(query: SearchQuery): Promise<SearchResults> {
      let words = queryWords(query.q);
      const none: SearchResults = { items: [], totalItems: 0, query: query.q };
      if (!words.length) return none;
      let found = await find(words, query);
      let corrected: string | undefined;
      if (!found.total) {
        const fixed = await corrections(words);
        if (!fixed) return none;
        const again = await find(fixed, query);
        if (!again.total) return none;
        [found, words, corrected] = [again, fixed, fixed.join(' ')];
      }
      const matches = await matchers(found.rows, words, found.terms);
      const items = found.rows.flatMap((r): SearchHit[] => {
        const what = describe(r.kind, r.refId, pages);
        if (!what) return [];
        return [{ ...what, id: r.refId, title: r.title, ...snippetOf(r.text, matches), date: r.date?.toISOString() ?? null }];
      });
      return { items, totalItems: found.total, query: query.q, ...(corrected ? { corrected } : {}) };
    },
  };
}
