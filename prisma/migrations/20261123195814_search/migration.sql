-- The site search (docs/architecture.md "Search"). The tables and indexes below are
-- schema.prisma's; the extensions, functions and triggers are written by hand (Prisma does not
-- model them, and its diff ignores them).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- CreateTable
CREATE TABLE "DocumentText" (
    "documentId" INTEGER NOT NULL,
    "fileHash" VARCHAR(64) NOT NULL,
    "text" TEXT NOT NULL,
    "status" VARCHAR(10) NOT NULL,
    "extractedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentText_pkey" PRIMARY KEY ("documentId")
);

-- CreateTable
CREATE TABLE "SearchEntry" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "refId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "date" TIMESTAMPTZ(3),
    "vector" tsvector NOT NULL,
    "titleVector" tsvector NOT NULL,

    CONSTRAINT "SearchEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchWord" (
    "id" SERIAL NOT NULL,
    "word" VARCHAR(40) NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SearchEntry_vector_idx" ON "SearchEntry" USING GIN ("vector");

-- CreateIndex
CREATE INDEX "SearchEntry_titleVector_idx" ON "SearchEntry" USING GIN ("titleVector");

-- CreateIndex
CREATE UNIQUE INDEX "SearchEntry_kind_refId_key" ON "SearchEntry"("kind", "refId");

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord"("word");

-- CreateIndex
CREATE INDEX "SearchWord_word_trgm_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "DocumentText" ADD CONSTRAINT "DocumentText_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- How text becomes search terms (written by hand from here on). Both sides, what is published
-- and what is typed, go through the same functions, so they meet:
--   search_fold: đ as dj (unaccent alone makes it d), no diacritics, lower case. "Đurđevdan" and
--     "Djurdjevdan" both become "djurdjevdan", "zaštiti" and "zastiti" both "zastiti".
--   the serbian snowball stemmer (PostgreSQL 14+) on the folded words: inflection ("ljekara",
--     "ljekari" -> "lekar"), and ijekavian read as ekavian ("vrijeme", "vreme" -> "vrem").
--   search_variants, on the query's side only: what the stemmer leaves apart, the fleeting a of
--     genitive plurals ("dežurstava" -> "dezurstav", "dežurstva" -> "dezurstv"): a typed term is
--     also looked for with its a dropped or added.
-- unaccent is called with its dictionary named, so the functions are IMMUTABLE (index-safe).
CREATE FUNCTION search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, replace(replace(t, 'đ', 'dj'), 'Đ', 'Dj')));

CREATE FUNCTION search_variants(lexeme text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE
    WHEN length(lexeme) >= 5 AND lexeme ~ '[^aeiou]a[^aeiou]$' THEN ARRAY[lexeme, regexp_replace(lexeme, 'a([^aeiou])$', '\1')]
    WHEN length(lexeme) >= 5 AND lexeme ~ '[^aeiou][^aeiou]$' THEN ARRAY[lexeme, regexp_replace(lexeme, '([^aeiou])$', 'a\1')]
    ELSE ARRAY[lexeme]
  END;

-- A term as tsvector and tsquery text write it: quoted, quotes doubled, backslashes escaped.
CREATE FUNCTION search_quote(lexeme text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''';

-- The terms of a text with their positions, weighted w (A: title, B: body).
CREATE FUNCTION search_terms(t text, w "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(coalesce((
    SELECT string_agg(search_quote(u.lexeme) || ':' || array_to_string(u.positions, ','), ' ')
    FROM unnest(to_tsvector('serbian', search_fold(coalesce(t, '')))) u
  ), '')::tsvector, w);

CREATE FUNCTION search_vector(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_terms(title, 'A') || search_terms(body, 'B');

-- The title's vector: its terms, plus its words as written (folded, not stemmed; marked '='),
-- so that among titles that match, the one with the very words typed comes first
-- ("zdravstvenoj zaštiti": the law before "zdravstvenu zaštitu").
CREATE FUNCTION search_title_vector(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_terms(title, 'A') || setweight(coalesce((
    SELECT string_agg(search_quote('=' || u.lexeme) || ':' || array_to_string(u.positions, ','), ' ')
    FROM unnest(to_tsvector('simple', search_fold(title))) u
  ), '')::tsvector, 'A');

-- The terms of the words someone typed (split by the API, a few dozen at most), each term with
-- its variants: word (its position in `words`), term (its position in the word), the variants.
CREATE FUNCTION search_query_parts(words text[]) RETURNS TABLE (word bigint, term bigint, variants text[])
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  BEGIN ATOMIC
    SELECT w.i, u.i, search_variants(u.lexeme)
    FROM unnest(words) WITH ORDINALITY w(w, i), unnest(to_tsvector('serbian', search_fold(w.w))) WITH ORDINALITY u(lexeme, positions, weights, i);
  END;

-- Every term and variant, for marking the matched words of a snippet.
CREATE FUNCTION search_query_terms(words text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(SELECT DISTINCT v FROM search_query_parts(words) p, unnest(p.variants) v);

-- Their query: every term must match (as itself or a variant), a term of four letters or more
-- as a prefix ("zasti" finds "zaštita" too, "lek" does not find "lekar"). NULL when no word has
-- a term.
CREATE FUNCTION search_query(words text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT string_agg('(' || (SELECT string_agg(search_quote(v) || CASE WHEN length(v) >= 4 THEN ':*' ELSE '' END, ' | ') FROM unnest(p.variants) v) || ')', ' & ' ORDER BY p.word, p.term)::tsquery
    FROM search_query_parts(words) p
  );

-- Any of the words as written, for ranking on search_title_vector.
CREATE FUNCTION search_query_exact(words text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT string_agg(search_quote('=' || u.lexeme), ' | ')::tsquery
    FROM unnest(words) w, unnest(to_tsvector('simple', search_fold(w))) u
  );

-- Writes (or rewrites) one entry and adds its new words to SearchWord. A document's body is
-- searched but not kept (it stays in DocumentText); every other kind keeps it for snippets.
CREATE FUNCTION search_put(p_kind text, p_ref int, p_title text, p_body text, p_date timestamptz, p_keep_body boolean) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SearchEntry" (kind, "refId", title, body, date, vector, "titleVector")
  VALUES (p_kind, p_ref, p_title, CASE WHEN p_keep_body THEN p_body END, p_date,
          search_vector(p_title, p_body), search_title_vector(p_title))
  ON CONFLICT (kind, "refId") DO UPDATE
    SET title = EXCLUDED.title, body = EXCLUDED.body, date = EXCLUDED.date, vector = EXCLUDED.vector, "titleVector" = EXCLUDED."titleVector";
  -- No unique key to wait on: two writers adding the same new word at once may both add it.
  -- The lookup is written as a range so that it takes the btree index: for "=" the planner may
  -- pick the trigram index, a hundred times slower a word (25 ms for a PDF's 2 KB of text).
  INSERT INTO "SearchWord" (word)
  SELECT x.w FROM (SELECT DISTINCT w FROM regexp_split_to_table(search_fold(p_title || ' ' || coalesce(p_body, '')), '[^a-z]+') w) x
  WHERE length(x.w) BETWEEN 3 AND 40 AND NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word >= x.w AND s.word <= x.w);
END $$;

-- News: title and body.
CREATE FUNCTION search_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "SearchEntry" WHERE kind = 'news' AND "refId" = OLD.id;
  ELSE
    PERFORM search_put('news', NEW.id, NEW.naslov, NEW.opis, NEW."createdAt", true);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER search_news AFTER INSERT OR UPDATE OF naslov, opis, "createdAt" OR DELETE ON "Novost"
  FOR EACH ROW EXECUTE FUNCTION search_news();

-- Documents: the text field and the PDF's text, once extracted from the document's current file.
CREATE FUNCTION search_document_put(p_id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_put(d.kind::text, d.id, d.text, t.text, d."createdAt", false)
  FROM "Document" d LEFT JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
  WHERE d.id = p_id;
END $$;

CREATE FUNCTION search_document() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER search_document AFTER INSERT OR UPDATE OF kind, text, "fileHash", "createdAt" OR DELETE ON "Document"
  FOR EACH ROW EXECUTE FUNCTION search_document();

CREATE FUNCTION search_document_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_document_put(CASE WHEN TG_OP = 'DELETE' THEN OLD."documentId" ELSE NEW."documentId" END);
  RETURN NULL;
END $$;
CREATE TRIGGER search_document_text AFTER INSERT OR UPDATE OR DELETE ON "DocumentText"
  FOR EACH ROW EXECUTE FUNCTION search_document_text();

-- Clinics and services (name, address, team, contacts) and their audio guides (the transcript,
-- while the guide is on: a unit without a guide shows none).
CREATE FUNCTION search_unit_put(p_kind text, p_id int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  u record;
  found_unit boolean;
BEGIN
  IF p_kind = 'clinic' THEN
    SELECT a.name AS title, a."audioGuide" AS guide,
           concat_ws(' · ', a.title, a.address,
             (SELECT string_agg(concat_ws(': ', m->>'role', m->>'name'), ' · ') FROM jsonb_array_elements(a.team) m),
             (SELECT string_agg(x, ', ') FROM jsonb_array_elements_text(a.phones) x), a.email) AS body
      INTO u FROM "Ambulanta" a WHERE a.id = p_id;
  ELSE
    SELECT s.title, s."audioGuide" AS guide,
           concat_ws(' · ', s.description, concat_ws(': ', s.head->>'role', s.head->>'name'),
             CASE WHEN jsonb_typeof(s."chiefNurse") = 'object' THEN concat_ws(': ', s."chiefNurse"->>'role', s."chiefNurse"->>'name') END,
             s.phone, s.email) AS body
      INTO u FROM "Sluzba" s WHERE s.id = p_id;
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

CREATE FUNCTION search_unit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_unit_put(TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
CREATE TRIGGER search_clinic AFTER INSERT OR UPDATE OR DELETE ON "Ambulanta" FOR EACH ROW EXECUTE FUNCTION search_unit('clinic');
CREATE TRIGGER search_service AFTER INSERT OR UPDATE OR DELETE ON "Sluzba" FOR EACH ROW EXECUTE FUNCTION search_unit('service');

CREATE FUNCTION search_audio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "SearchEntry" WHERE kind = 'audio-' || OLD."unitKind" AND "refId" = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM search_unit_put(NEW."unitKind", NEW."unitId");
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER search_audio AFTER INSERT OR UPDATE OF "unitKind", "unitId", transcript OR DELETE ON "AudioSnimak"
  FOR EACH ROW EXECUTE FUNCTION search_audio();

-- Every entry again from its source rows (static pages: their terms only; the server writes
-- them): after a change of the functions above, in a migration.
CREATE FUNCTION search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "SearchEntry" WHERE kind <> 'page';
  PERFORM search_put('news', id, naslov, opis, "createdAt", true) FROM "Novost";
  PERFORM search_document_put(id) FROM "Document";
  PERFORM search_unit_put('clinic', id) FROM "Ambulanta";
  PERFORM search_unit_put('service', id) FROM "Sluzba";
  UPDATE "SearchEntry" SET vector = search_vector(title, body), "titleVector" = search_title_vector(title) WHERE kind = 'page';
END $$;

SELECT search_rebuild();
