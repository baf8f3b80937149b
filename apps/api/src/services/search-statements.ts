import { shownAt } from './data-version.js';

/**
 * The statements of the site search's hot path (services/search.ts), each prepared per connection
 * of the search's pool (sql.ts `prepared`; their texts never change) and planned for each run's
 * values. `$n` are parameters; what each takes is said with it.
 */

/** How much of a hit's text is read for its snippet: a match beyond it shows the text's start. */
const SNIPPET_SOURCE_CHARS = 20_000;

/** A hit as the statements give it: its entry, and the text its snippet is cut from. */
export interface Row { id: number; kind: string; refId: number; title: string; date: Date | null; text: string }

/**
 * A hit's columns, read from `top` (the picked hits: id, date and any sort keys) joined with
 * HIT_TEXTS: its entry and the text its snippet is cut from (a document's: its PDF's text, read
 * only for a hit without a body; an audio guide's: its clinic's or service's text, the transcript
 * only when that has none: the spoken text is searched, never shown, issue 36). The other texts
 * are subqueries, not more joins: every search statement is planned anew for its values, and the
 * joins' planning cost 0.1 ms of its 0.4.
 */
const HIT_COLUMNS = `e.id, e.kind, e."refId", e.title, NULLIF(e.date, '-infinity') AS date, left(coalesce(
    CASE WHEN e.kind LIKE 'audio-%' THEN (
      SELECT NULLIF(u.body, '') FROM "AudioSnimak" r JOIN "SearchEntry" u ON u.kind = r."unitKind" AND u."refId" = r."unitId"
      WHERE r.id = e."refId") END,
    e.body, (
    SELECT t.text FROM "Document" d JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
    WHERE d.id = e."refId" AND d.kind::text = e.kind), ''), ${SNIPPET_SOURCE_CHARS}) AS text`;
const HIT_TEXTS = 'JOIN "SearchEntry" e ON e.id = top.id';

/**
 * find()'s first statement: the count and the page's title hits with their texts, in one (a round trip is much of a
 * search's cost). $1 the query, $2 and $3 the page's limit and offset, $4 the count's cap (maxCount + 1), $5 the words
 * as written, $6 the instant searched at, $7 the query of the alternatives typed (NULL when it is $1: no synonyms).
 *
 * Every title hit is ranked (on the small title vector: the very words typed, then the terms, a match of the words
 * typed counting as much as one of any alternative, so a synonym's ranks below a literal one of equal weight; an
 * audio guide after its clinic or service) and counted: `titled`. A title hit is an entry hit too, so when the title hits alone reach the
 * cap the entries are not counted ("posao medicinska sestra": 1,352 titles, 3.3 ms saved); else the entries are
 * counted up to the cap (the subquery is run only then: PostgreSQL evaluates it when the CASE first needs it).
 *
 * The query travels as a tsquery parameter, not computed in a CTE, and each run is planned for its values (sql.ts
 * `prepared`): the planner estimates from the index's statistics how many entries the query matches, and a common
 * word's count stops after the cap's rows of a scan where a rare one takes the GIN index.
 */
export const FIND_HEAD = `WITH titled AS MATERIALIZED (
    SELECT s.id, (ts_rank(s.vector, $5::tsquery) + CASE WHEN $7::tsquery IS NULL THEN ts_rank(s.vector, $1::tsquery, 1)
                   ELSE (ts_rank(s.vector, $1::tsquery, 1) + ts_rank(s.vector, $7::tsquery, 1)) / 2 END)
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
 * There, among the hits without a date (pages, clinics, services, audio guides: alike but for their order), those that
 * match the alternatives typed ($5, NULL when there are no synonyms) come before those found by a synonym alone
 * ("kontakt": the pages that say it before the audio guides that say "Telefon"); only they are checked again.
 */
const BODY_ONLY = `e.vector @@ $1::tsquery AND ${shownAt('$4')('e')} AND NOT EXISTS (SELECT FROM "SearchTitle" s WHERE s.id = e.id AND s.vector @@ $1::tsquery)`;
const bodyHits = (picked: string, order = 'top.date DESC, top.id') => `SELECT ${HIT_COLUMNS} FROM (${picked}) top ${HIT_TEXTS} ORDER BY ${order}`;
export const FIND_BODY_NEWEST = bodyHits(`SELECT e.id, e.date FROM "SearchEntry" e WHERE ${BODY_ONLY} ORDER BY e.date DESC, e.id LIMIT $2 OFFSET $3`);
export const FIND_BODY_FEW = bodyHits(`WITH hits AS MATERIALIZED (
    SELECT e.id, e.date, (e.date = '-infinity' AND $5::tsquery IS NOT NULL AND NOT e.vector @@ $5::tsquery) AS synonym
    FROM "SearchEntry" e WHERE ${BODY_ONLY})
  SELECT id, date, synonym FROM hits ORDER BY date DESC, synonym, id LIMIT $2 OFFSET $3`, 'top.date DESC, top.synonym, top.id');

/**
 * compile(): a query's slots ($1: their words' indexed terms as JSON, search-prune.ts) as one tsquery and one a slot,
 * the words as typed ($2) as the exact query, the slots' anchors ($3: the alternatives a partial match may rest on; a
 * slot's NULL when it has none) and the alternatives typed ($4, NULL when there are no synonyms) as one tsquery.
 */
export const COMPILE = `SELECT l::text[] AS slots, (SELECT tsquery_and_agg(q) FROM unnest(l) q)::text AS query, search_query_exact($2::text[])::text AS exact,
    search_query_term_slots($3::jsonb)::text[] AS anchors, (SELECT tsquery_and_agg(q) FROM unnest(search_query_term_slots($4::jsonb)) q)::text AS literal
  FROM search_query_term_slots($1::jsonb) l`;

/** The indexed terms each of the terms $1 matches (search_lexemes: itself, or those it begins and covers two thirds of). */
export const LEXEMES = 'SELECT v, search_lexemes(v) AS lexemes FROM unnest($1::text[]) v';

/** Each word's terms ($1: the words), as a query has them (search_query_parts: each term's variants). */
export const WORD_TERMS = `SELECT w, coalesce((SELECT json_agg(p.variants ORDER BY p.term) FROM search_query_parts(ARRAY[w]) p), '[]') AS terms
  FROM unnest($1::text[]) w`;

/**
 * corrections(): of the words $1 (their places $2), each that the texts do not contain as written and that finds
 * nothing at the instant $4, with the indexed word most like it at least $3 similar (trigrams), if any.
 */
export const CORRECTIONS = `SELECT x.i, (SELECT s.word FROM "SearchWord" s WHERE s.word % search_fold(x.w) AND similarity(s.word, search_fold(x.w)) >= $3
                ORDER BY similarity(s.word, search_fold(x.w)) DESC, s.word LIMIT 1) AS fix
  FROM unnest($1::text[], $2::int[]) AS x(w, i)
  WHERE NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word >= search_fold(x.w) AND s.word <= search_fold(x.w))
    AND NOT EXISTS (SELECT 1 FROM "SearchEntry" e WHERE e.vector @@ search_query(ARRAY[x.w]) AND ${shownAt('$4')('e')})`;

/**
 * findPartial(): the entries that match the most of the slots $1 (one tsquery each), a page of them ($2 its size, $3
 * its offset), each slot's list and the count capped at $4, as of the instant $5 (services/search.ts says how they
 * are ranked). Only entries that match a slot by one of its anchors ($6: a slot's alternatives with a word that is
 * not a number or of one or two letters, NULL when it has none) count: "MKB-10" on a site without "MKB" finds
 * nothing, not every "10:00". Where a slot's anchor is the slot, nothing is checked again; else (a synonym group's
 * "MR" or "124" beside its words) the slot's entries are.
 */
export const FIND_PARTIAL = `WITH listed AS MATERIALIZED (
    SELECT u.i, x.id, x.date, x.anchored FROM unnest($1::tsquery[], $6::tsquery[]) WITH ORDINALITY u(q, a, i),
      LATERAL (SELECT e.id, e.date, CASE WHEN u.a IS NULL THEN false WHEN u.a = u.q THEN true ELSE e.vector @@ u.a END AS anchored
               FROM "SearchEntry" e WHERE e.vector @@ u.q AND ${shownAt('$5')('e')} LIMIT $4) x),
  weighed AS (SELECT l.id, l.date, l.anchored, 1.0 / (1 + count(*) OVER (PARTITION BY l.i)) AS w FROM listed l),
  hits AS MATERIALIZED (SELECT id, date, count(*)::int AS matched, sum(w) AS weight FROM weighed GROUP BY id, date HAVING bool_or(anchored)),
  top AS (SELECT id, date, matched, weight FROM hits ORDER BY matched DESC, weight DESC, date DESC, id
          LIMIT least($2, greatest(0, $4 - $3)) OFFSET $3)
  SELECT least((SELECT count(*) FROM hits), $4)::int AS total, h.* FROM (SELECT 1) one LEFT JOIN LATERAL (
    SELECT ${HIT_COLUMNS} FROM top ${HIT_TEXTS} ORDER BY top.matched DESC, top.weight DESC, top.date DESC, top.id) h ON true`;
