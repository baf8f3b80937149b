-- CreateTable
CREATE TABLE "Izbornik" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(20) NOT NULL,
    "draft" JSONB NOT NULL,
    "published" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "publishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Izbornik_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IzbornikVerzija" (
    "id" SERIAL NOT NULL,
    "izbornik" VARCHAR(20) NOT NULL,
    "version" INTEGER NOT NULL,
    "items" JSONB NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "savedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "savedById" INTEGER,
    "savedBy" VARCHAR(50) NOT NULL,

    CONSTRAINT "IzbornikVerzija_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StranicaPreusmjerenje" (
    "id" SERIAL NOT NULL,
    "fromPath" VARCHAR(200) NOT NULL,
    "stranicaId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StranicaPreusmjerenje_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Izbornik_name_key" ON "Izbornik"("name");

-- CreateIndex
CREATE UNIQUE INDEX "IzbornikVerzija_izbornik_version_key" ON "IzbornikVerzija"("izbornik", "version");

-- CreateIndex
CREATE UNIQUE INDEX "StranicaPreusmjerenje_fromPath_key" ON "StranicaPreusmjerenje"("fromPath");

-- CreateIndex
CREATE INDEX "StranicaPreusmjerenje_stranicaId_idx" ON "StranicaPreusmjerenje"("stranicaId");

-- AddForeignKey
ALTER TABLE "IzbornikVerzija" ADD CONSTRAINT "IzbornikVerzija_izbornik_fkey" FOREIGN KEY ("izbornik") REFERENCES "Izbornik"("name") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StranicaPreusmjerenje" ADD CONSTRAINT "StranicaPreusmjerenje_stranicaId_fkey" FOREIGN KEY ("stranicaId") REFERENCES "Stranica"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- BEGIN search functions: prisma/search.sql, then those generated from the collections (prisma/src/search-sql.ts); do not edit here
-- The site search's functions and triggers, as they are now: the one place to read them
-- (docs/architecture.md "Search"). The tables and indexes are schema.prisma's. The kinds
-- indexed from their own row (news) get theirs from their collection's description
-- (src/search-sql.ts), written after this file.
--
-- To change one: edit it here, then `pnpm db:migrate:create <name>` copies this file and the
-- generated part into the new migration (each statement here can run again: CREATE OR REPLACE,
-- DROP TRIGGER IF EXISTS), and apps/api/test/migrations.test.ts fails while the newest
-- migration's copy differs. A change of how text becomes terms also needs `SELECT
-- search_rebuild();` at the end of that migration, written by hand.

-- How text becomes search terms. Both sides, what is published
-- and what is typed, go through the same functions, so they meet:
--   search_fold: đ as dj (unaccent alone makes it d), no diacritics, lower case. "Đurđevdan" and
--     "Djurdjevdan" both become "djurdjevdan", "zaštiti" and "zastiti" both "zastiti".
--   the serbian snowball stemmer (PostgreSQL 14+) on the folded words: inflection ("ljekara",
--     "ljekari" -> "lekar"), and ijekavian read as ekavian ("vrijeme", "vreme" -> "vrem").
--   search_variants, on the query's side only: what the stemmer leaves apart, the fleeting a of
--     genitive plurals ("dežurstava" -> "dezurstav", "dežurstva" -> "dezurstv"): a typed term is
--     also looked for with its a dropped or added.
-- unaccent is called with its dictionary named, so the functions are IMMUTABLE (index-safe).
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, replace(replace(t, 'đ', 'dj'), 'Đ', 'Dj')));

CREATE OR REPLACE FUNCTION search_variants(lexeme text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE
    WHEN length(lexeme) >= 5 AND lexeme ~ '[^aeiou]a[^aeiou]$' THEN ARRAY[lexeme, regexp_replace(lexeme, 'a([^aeiou])$', '\1')]
    WHEN length(lexeme) >= 5 AND lexeme ~ '[^aeiou][^aeiou]$' THEN ARRAY[lexeme, regexp_replace(lexeme, '([^aeiou])$', 'a\1')]
    ELSE ARRAY[lexeme]
  END;

-- A term as tsvector and tsquery text write it: quoted, quotes doubled, backslashes escaped.
CREATE OR REPLACE FUNCTION search_quote(lexeme text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''';

-- What people type differently from what is written, as a second reading of a folded text: codes,
-- numbers, e-mails and phones taken apart at - / . @ _ (the parser keeps "covid-19" as "covid" and
-- "-19", "46/10" and an address whole, while typed "covid 19", "46 10" are separate words), and dj
-- read as d (đ typed as d: "Dordevic" finds "Đorđević", "Dorde" "Đorđe"). Issue 24.
CREATE OR REPLACE FUNCTION search_variant(folded text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(replace(folded, 'dj', 'd'), '[-/.@_]+', ' ', 'g');

-- The abbreviations of a text: its words of two to four capital letters (diacritics removed, Đ as
-- DJ), as terms in capitals ('MR', 'RTG', 'EKG'), apart from every folded term ('mr' of "mr. ph."
-- before a name): a synonym written so in a group matches only them (issue 36). Position 1.
CREATE OR REPLACE FUNCTION search_abbreviations(t text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce((
    SELECT string_agg(DISTINCT search_quote(m[1]) || ':1', ' ')
    FROM regexp_matches(public.unaccent('public.unaccent'::regdictionary, replace(replace(coalesce(t, ''), 'đ', 'dj'), 'Đ', 'DJ')),
                        '(?<![A-Za-z0-9])([A-Z]{2,4})(?![A-Za-z0-9])', 'g') m
  ), '')::tsvector;

-- The terms of a text with their positions, weighted w (A: title, B: body): those of the text as
-- written (folded) and, where it reads differently, those of its search_variant; and its
-- abbreviations.
CREATE OR REPLACE FUNCTION search_terms(t text, w "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(coalesce((
    SELECT string_agg(search_quote(u.lexeme) || ':' || array_to_string(u.positions, ','), ' ')
    FROM (SELECT search_fold(coalesce(t, '')) AS f) x,
      LATERAL (SELECT search_variant(x.f) AS v) y,
      LATERAL unnest(to_tsvector('serbian', x.f) || CASE WHEN y.v <> x.f THEN to_tsvector('serbian', y.v) ELSE ''::tsvector END) u
  ), '')::tsvector || search_abbreviations(t), w);

-- Title and body, stripped of positions and weights: only ever matched (@@), never ranked
-- (migration 20261123220000_search_speed).
CREATE OR REPLACE FUNCTION search_vector(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN strip(search_terms(title, 'A') || search_terms(body, 'B'));

-- The title's vector: its terms, plus its words as written (folded, not stemmed; marked '='),
-- so that among titles that match, the one with the very words typed comes first
-- ("zdravstvenoj zaštiti": the law before "zdravstvenu zaštitu").
CREATE OR REPLACE FUNCTION search_title_vector(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_terms(title, 'A') || setweight(coalesce((
    SELECT string_agg(search_quote('=' || u.lexeme) || ':' || array_to_string(u.positions, ','), ' ')
    FROM unnest(to_tsvector('simple', search_fold(title))) u
  ), '')::tsvector, 'A');

-- The terms of the words someone typed (split by the API, a few dozen at most), each term with
-- its variants: word (its position in `words`), term (its position in the word), the variants.
CREATE OR REPLACE FUNCTION search_query_parts(words text[]) RETURNS TABLE (word bigint, term bigint, variants text[])
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  BEGIN ATOMIC
    SELECT w.i, u.i, search_variants(u.lexeme)
    FROM unnest(words) WITH ORDINALITY w(w, i), unnest(to_tsvector('serbian', search_fold(w.w))) WITH ORDINALITY u(lexeme, positions, weights, i);
  END;

-- Every term and variant, for marking the matched words of a snippet.
CREATE OR REPLACE FUNCTION search_query_terms(words text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(SELECT DISTINCT v FROM search_query_parts(words) p, unnest(p.variants) v);

-- The indexed terms a typed term (or one of its variants) matches: itself, and when it has four
-- letters or more (in lower case: an abbreviation matches only itself) the terms it begins that
-- it covers three fifths of at least ("zasti" finds "zaštita": 'zast' of 'zastit'; "stanova" does
-- not find "stanovništva": 'stanov' is 6 of 'stanovnistv''s 11). Read from SearchTerm, every term
-- ever indexed (a term of an item since deleted matches nothing), by its first four letters.
-- Issue 36; before it, any term the typed one began.
CREATE OR REPLACE FUNCTION search_lexemes(v text) RETURNS text[]
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT t.term FROM "SearchTerm" t
    WHERE t.head = left(v, 4) AND starts_with(t.term, v)
      AND length(t.term) <= CASE WHEN length(v) >= 4 AND v = lower(v) THEN length(v) * 5 / 3 ELSE length(v) END
    ORDER BY t.term
  );

-- The tsquery text (in parentheses, to be joined with others) of terms any of which matches;
-- none: a term no text has (' ', which no text's terms hold), so that what cannot match says so
-- and keeps its place.
CREATE OR REPLACE FUNCTION search_any_of(lexemes text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN '(' || coalesce((SELECT string_agg(search_quote(l), ' | ') FROM unnest(lexemes) l), search_quote(' ')) || ')';

-- Their query: every term must match, as one of the indexed terms its variants match
-- (search_lexemes). NULL when no word has a term.
CREATE OR REPLACE FUNCTION search_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (
    SELECT string_agg(search_any_of(ARRAY(SELECT l FROM unnest(p.variants) v, unnest(search_lexemes(v)) l)), ' & ' ORDER BY p.word, p.term)::tsquery
    FROM search_query_parts(words) p
  );

-- Any of the words as written, for ranking on search_title_vector.
CREATE OR REPLACE FUNCTION search_query_exact(words text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT string_agg(search_quote('=' || u.lexeme), ' | ')::tsquery
    FROM unnest(words) w, unnest(to_tsvector('simple', search_fold(w))) u
  );

-- OR and AND of many tsqueries (NULLs left out), for search_query_slots.
CREATE OR REPLACE FUNCTION search_tsquery_or(a tsquery, b tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a ELSE a || b END;
CREATE OR REPLACE FUNCTION search_tsquery_and(a tsquery, b tsquery) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a ELSE a && b END;
CREATE OR REPLACE AGGREGATE tsquery_or_agg(tsquery) (SFUNC = search_tsquery_or, STYPE = tsquery, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE tsquery_and_agg(tsquery) (SFUNC = search_tsquery_and, STYPE = tsquery, PARALLEL = SAFE);

-- A query of slots (issue 24: synonyms): slots is a JSON array of slots, a slot an array of
-- alternatives, an alternative an array of words ([[["zubar"], ["stomatolog"]], [["ambulanta"]]]). An
-- item matches when it matches every slot by one of its alternatives (each alternative as
-- search_query: all its words). Slots and alternatives without a term are left out; NULL when none
-- has one.
CREATE OR REPLACE FUNCTION search_query_slot_list(slots jsonb) RETURNS tsquery[]
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN ARRAY(
    SELECT q FROM (
      SELECT s.i, (SELECT tsquery_or_agg(search_query(ARRAY(SELECT jsonb_array_elements_text(a.alt))))
                   FROM jsonb_array_elements(s.slot) a(alt)) AS q
      FROM jsonb_array_elements(slots) WITH ORDINALITY s(slot, i)
    ) x WHERE q IS NOT NULL ORDER BY i
  );

CREATE OR REPLACE FUNCTION search_query_slots(slots jsonb) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (SELECT tsquery_and_agg(q) FROM unnest(search_query_slot_list(slots)) q);

-- The same list from slots whose words are already indexed terms, as the API prunes them (apps/api
-- services/search-prune.ts: what another part of a slot matches is left out): a slot an array
-- of alternatives, an alternative an array of terms (all must match), a term the array of
-- indexed terms it matches (search_lexemes; any may match). Every alternative has a term; a
-- slot with no alternative left (none can match) is one that matches nothing, a null one NULL.
-- No JIT: the planner reads each jsonb_array_elements as 100 rows, three levels deep a million,
-- and compiled it for 200 to 400 ms a call.
CREATE OR REPLACE FUNCTION search_query_term_slots(slots jsonb) RETURNS tsquery[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET jit = off
  RETURN ARRAY(
    SELECT CASE WHEN jsonb_typeof(s.slot) = 'array' THEN coalesce((
              SELECT tsquery_or_agg((
                SELECT string_agg(search_any_of(ARRAY(SELECT jsonb_array_elements_text(t.term))), ' & ')
                FROM jsonb_array_elements(a.alt) t(term))::tsquery)
              FROM jsonb_array_elements(s.slot) a(alt)), search_any_of('{}')::tsquery) END
    FROM jsonb_array_elements(slots) WITH ORDINALITY s(slot, i) ORDER BY s.i
  );

-- Writes (or rewrites) one entry and its title's, and adds its new words to SearchWord and its new
-- terms to SearchTerm. A document's body is searched but not kept (it stays in DocumentText);
-- every other kind keeps it for snippets. p_visible_from: when it may be found (a scheduled item's
-- publishAt; searches compare it with their clock, so it is found from that instant on with
-- nothing run then).
DROP FUNCTION IF EXISTS search_put(text, int, text, text, timestamptz, boolean);
CREATE OR REPLACE FUNCTION search_put(p_kind text, p_ref int, p_title text, p_body text, p_date timestamptz, p_keep_body boolean,
  p_visible_from timestamptz DEFAULT '-infinity') RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  entry int;
  terms tsvector := search_vector(p_title, p_body);
BEGIN
  INSERT INTO "SearchEntry" (kind, "refId", title, body, date, vector, "visibleFrom")
  VALUES (p_kind, p_ref, p_title, CASE WHEN p_keep_body THEN p_body END, coalesce(p_date, '-infinity'), terms, p_visible_from)
  ON CONFLICT (kind, "refId") DO UPDATE
    SET title = EXCLUDED.title, body = EXCLUDED.body, date = EXCLUDED.date, vector = EXCLUDED.vector, "visibleFrom" = EXCLUDED."visibleFrom"
  RETURNING id INTO entry;
  INSERT INTO "SearchTitle" (id, kind, date, vector, "visibleFrom")
  VALUES (entry, p_kind, coalesce(p_date, '-infinity'), search_title_vector(p_title), p_visible_from)
  ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, date = EXCLUDED.date, vector = EXCLUDED.vector, "visibleFrom" = EXCLUDED."visibleFrom";
  -- No unique key to wait on: two writers adding the same new word at once may both add it.
  -- The lookup is written as a range so that it takes the btree index: for "=" the planner may
  -- pick the trigram index, a hundred times slower a word (25 ms for a PDF's 2 KB of text).
  INSERT INTO "SearchWord" (word)
  SELECT x.w FROM (SELECT DISTINCT w FROM regexp_split_to_table(search_fold(p_title || ' ' || coalesce(p_body, '')), '[^a-z]+') w) x
  WHERE length(x.w) BETWEEN 3 AND 40 AND NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word >= x.w AND s.word <= x.w);
  -- Likewise not unique. The terms a typed term may match are looked up here (search_lexemes).
  INSERT INTO "SearchTerm" (head, term)
  SELECT left(x.t, 4), x.t FROM unnest(tsvector_to_array(terms)) x(t)
  WHERE NOT EXISTS (SELECT 1 FROM "SearchTerm" s WHERE s.head = left(x.t, 4) AND s.term = x.t);
END $$;

-- Documents: the text field and the PDF's text, once extracted from the document's current file;
-- a draft (no "publishAt") has no entry, a scheduled one is found from its time on.
-- A document's entry is written under a share lock on the document's row, so it waits for a
-- move to the bin under way and then sees it: the PDF text read in the background could
-- otherwise bring back the entry of a document binned a moment before (api test: search).
CREATE OR REPLACE FUNCTION search_document_put(p_id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Document" d WHERE d.id = p_id FOR SHARE;
  DELETE FROM "SearchEntry" e USING "Document" d
    WHERE d.id = p_id AND (d."deletedAt" IS NOT NULL OR d."publishAt" IS NULL) AND e.kind = d.kind::text AND e."refId" = d.id;
  PERFORM search_put(d.kind::text, d.id, d.text, t.text, d."createdAt", false, d."publishAt")
  FROM "Document" d LEFT JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
  WHERE d.id = p_id AND d."deletedAt" IS NULL AND d."publishAt" IS NOT NULL;
END $$;

CREATE OR REPLACE FUNCTION search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "SearchEntry" WHERE kind = OLD.kind::text AND "refId" = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.kind <> NEW.kind THEN
    DELETE FROM "SearchEntry" WHERE kind = OLD.kind::text AND "refId" = OLD.id;
  END IF;
  PERFORM search_document_put(NEW.id);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_document ON "Document";
CREATE TRIGGER search_document AFTER INSERT OR UPDATE OF kind, text, "fileHash", "createdAt", "deletedAt", "publishAt" OR DELETE ON "Document"
  FOR EACH ROW EXECUTE FUNCTION search_document();

CREATE OR REPLACE FUNCTION search_document_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_document_put(CASE WHEN TG_OP = 'DELETE' THEN OLD."documentId" ELSE NEW."documentId" END);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_document_text ON "DocumentText";
CREATE TRIGGER search_document_text AFTER INSERT OR UPDATE OR DELETE ON "DocumentText"
  FOR EACH ROW EXECUTE FUNCTION search_document_text();

-- Clinics and services (name, address, team, contacts) and their audio guides (the transcript,
-- while the guide is on: a unit without a guide shows none). A unit in the bin has neither.
CREATE OR REPLACE FUNCTION search_unit_put(p_kind text, p_id int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  u record;
  found_unit boolean;
BEGIN
  IF p_kind = 'clinic' THEN
    SELECT a.name AS title, a."audioGuide" AS guide,
           concat_ws(' · ', a.title, a.address,
             (SELECT string_agg(concat_ws(': ', m->>'role', m->>'name'), ' · ') FROM jsonb_array_elements(a.team) m),
             (SELECT string_agg(x, ', ') FROM jsonb_array_elements_text(a.phones) x), a.email) AS body
      INTO u FROM "Ambulanta" a WHERE a.id = p_id AND a."deletedAt" IS NULL;
  ELSE
    SELECT s.title, s."audioGuide" AS guide,
           concat_ws(' · ', s.description, concat_ws(': ', s.head->>'role', s.head->>'name'),
             CASE WHEN jsonb_typeof(s."chiefNurse") = 'object' THEN concat_ws(': ', s."chiefNurse"->>'role', s."chiefNurse"->>'name') END,
             s.phone, s.email) AS body
      INTO u FROM "Sluzba" s WHERE s.id = p_id AND s."deletedAt" IS NULL;
  END IF;
  found_unit := FOUND;
  IF found_unit THEN
    PERFORM search_put(p_kind, p_id, u.title, u.body, NULL, true);
  ELSE
    DELETE FROM "SearchEntry" WHERE kind = p_kind AND "refId" = p_id;
  END IF;
  IF found_unit AND u.guide THEN
    PERFORM search_put('audio-' || p_kind, r.id, 'Audio vodič: ' || u.title, r.transcript, NULL, true)
    FROM "AudioSnimak" r WHERE r."unitKind" = p_kind AND r."unitId" = p_id;
  ELSE
    DELETE FROM "SearchEntry" e USING "AudioSnimak" r
      WHERE e.kind = 'audio-' || p_kind AND e."refId" = r.id AND r."unitKind" = p_kind AND r."unitId" = p_id;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION search_unit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_unit_put(TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_clinic ON "Ambulanta";
CREATE TRIGGER search_clinic AFTER INSERT OR UPDATE OR DELETE ON "Ambulanta" FOR EACH ROW EXECUTE FUNCTION search_unit('clinic');
DROP TRIGGER IF EXISTS search_service ON "Sluzba";
CREATE TRIGGER search_service AFTER INSERT OR UPDATE OR DELETE ON "Sluzba" FOR EACH ROW EXECUTE FUNCTION search_unit('service');

-- An audio guide's entry is written under a share lock on its clinic's or service's row, taken
-- before any entry: an edit of the unit writes the unit's entry then the guide's, and the guide
-- spoken again in the background (after that edit) wrote the guide's then the unit's, so the two
-- could deadlock (a staff save answered 409 on CI). Now the guide waits for the edit to end.
CREATE OR REPLACE FUNCTION search_audio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF NEW."unitKind" = 'clinic' THEN
      PERFORM 1 FROM "Ambulanta" WHERE id = NEW."unitId" FOR SHARE;
    ELSE
      PERFORM 1 FROM "Sluzba" WHERE id = NEW."unitId" FOR SHARE;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "SearchEntry" WHERE kind = 'audio-' || OLD."unitKind" AND "refId" = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM search_unit_put(NEW."unitKind", NEW."unitId");
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_audio ON "AudioSnimak";
CREATE TRIGGER search_audio AFTER INSERT OR UPDATE OF "unitKind", "unitId", transcript OR DELETE ON "AudioSnimak"
  FOR EACH ROW EXECUTE FUNCTION search_audio();

-- The data's version, for the search results and the rendered pages the API keeps (services/data-version.ts):
-- the sum of "SearchChange".n (named when only the index had one; it now counts every change of public data).
-- Every transaction that changes SearchEntry, or any table a public page shows (the collections' tables get
-- their trigger from src/search-sql.ts; the others are listed here), inserts one row (a transaction-local
-- setting remembers that it did), visible at its commit, so the sum grows with every commit that changed
-- public data, whoever wrote, and nothing kept is ever older than the data. Insert-only: a single counter
-- row updated by every writer made two writers of the index deadlock (an upload's text being stored while
-- the document went to the bin, seen on CI).
CREATE OR REPLACE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('dz.search_changed', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('dz.search_changed', pg_current_xact_id()::text, true);
    INSERT INTO "SearchChange" DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_changed ON "SearchEntry";
CREATE TRIGGER search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SearchEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
-- What public pages show beside the collections' rows: pictures, the institution, audio guides, files, synonyms, the
-- menus (issue 39: every page draws them), pages' old addresses.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['NovostImage', 'AmbulantaSlika', 'SluzbaSlika', 'Ustanova', 'UstanovaSlika', 'AudioSnimak', 'FileBlob', 'DocumentFile', 'SearchSynonym', 'Izbornik', 'StranicaPreusmjerenje'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS data_changed ON %I', t);
    EXECUTE format('CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION search_changed()', t);
  END LOOP;
END $$;

-- Folds the rows into one of the same sum (the API calls it when they are many): the version
-- does not move. Rows committed meanwhile are not seen, so not taken; two folds at once take
-- each row once (the second finds them gone).
CREATE OR REPLACE FUNCTION search_changes_fold() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM "SearchChange" RETURNING n)
  INSERT INTO "SearchChange" (n) SELECT sum(n) FROM gone HAVING sum(n) IS NOT NULL;
$$;

-- Every entry again from its source rows (the static pages' too: their text is kept in the
-- entry): after a change of how text becomes terms, in a migration.
CREATE OR REPLACE FUNCTION search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_put('page', "refId", title, body, NULL, true) FROM "SearchEntry" WHERE kind = 'page';
  DELETE FROM "SearchEntry" WHERE kind <> 'page';
  PERFORM search_rows_rebuild();
  PERFORM search_document_put(id) FROM "Document";
  PERFORM search_unit_put('clinic', id) FROM "Ambulanta";
  PERFORM search_unit_put('service', id) FROM "Sluzba";
END $$;

-- A page's old address stays a redirect to it (issue 39, apps/api services/redirects.ts): when a page's path changes,
-- its old path is kept (one row a path: the newest page to leave it wins), and the path it takes is a redirect no more.
-- Here, not in the API: every writer of a page (the API, a restore of a version, a migration) keeps it.
CREATE OR REPLACE FUNCTION page_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.path IS DISTINCT FROM OLD.path THEN
    DELETE FROM "StranicaPreusmjerenje" WHERE "fromPath" = NEW.path;
    INSERT INTO "StranicaPreusmjerenje" ("fromPath", "stranicaId") VALUES (OLD.path, NEW.id)
      ON CONFLICT ("fromPath") DO UPDATE SET "stranicaId" = EXCLUDED."stranicaId", "createdAt" = now();
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS page_moved ON "Stranica";
CREATE TRIGGER page_moved AFTER UPDATE OF path ON "Stranica" FOR EACH ROW EXECUTE FUNCTION page_moved();
-- A page made at an address that was a redirect takes it over.
CREATE OR REPLACE FUNCTION page_claims_path() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "StranicaPreusmjerenje" WHERE "fromPath" = NEW.path;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS page_claims_path ON "Stranica";
CREATE TRIGGER page_claims_path AFTER INSERT ON "Stranica" FOR EACH ROW EXECUTE FUNCTION page_claims_path();

-- Generated from the collections' descriptions.
-- Novosti (news): the title "title" (A), the body "body" (B), dated by "createdAt".
CREATE OR REPLACE FUNCTION search_news_put(p_id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "Novost" d WHERE d.id = p_id AND d."deletedAt" IS NULL AND d."publishAt" IS NOT NULL) THEN
    PERFORM search_put('news', d.id, d."naslov", concat_ws(E'\n\n', nullif(d."opis", '')), d."createdAt", true, d."publishAt")
    FROM "Novost" d WHERE d.id = p_id;
  ELSE
    DELETE FROM "SearchEntry" WHERE kind = 'news' AND "refId" = p_id;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION search_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_news_put(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS search_news ON "Novost";
CREATE TRIGGER search_news AFTER INSERT OR UPDATE OF "naslov", "opis", "createdAt", "deletedAt", "publishAt" OR DELETE ON "Novost"
  FOR EACH ROW EXECUTE FUNCTION search_news();
SELECT search_news_put(id) FROM "Novost";

-- search_rebuild() indexes these kinds through this.
CREATE OR REPLACE FUNCTION search_rows_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_news_put(id) FROM "Novost";
END $$;

-- Every collection's table raises the data's version (search_changed()) in each transaction that writes it.
DROP TRIGGER IF EXISTS data_changed ON "Novost";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Novost" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
DROP TRIGGER IF EXISTS data_changed ON "Document";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Document" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
DROP TRIGGER IF EXISTS data_changed ON "Ambulanta";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Ambulanta" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
DROP TRIGGER IF EXISTS data_changed ON "Sluzba";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Sluzba" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
DROP TRIGGER IF EXISTS data_changed ON "Obavijest";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Obavijest" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
DROP TRIGGER IF EXISTS data_changed ON "Ustanova";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Ustanova" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
DROP TRIGGER IF EXISTS data_changed ON "Stranica";
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Stranica" FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
-- END search functions
