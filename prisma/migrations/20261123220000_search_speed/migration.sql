-- Search at the speed of a full site (issue 12; docs/architecture.md "Search"). Measured by
-- apps/api/bench/search.ts on 10,000 documents and 500 news, where a common word ("zaštiti")
-- is in nearly every entry:
--   * "vector" loses its positions and weights (strip): it is only ever matched (@@), never
--     ranked, and positions were most of its bytes. A narrower row is fewer pages to visit for
--     every hit of a common word.
--   * the title's vector moves to a narrow table of its own, "SearchTitle" (same id): title
--     hits are ranked there, and ranking 1,500 of them in the wide rows read 1,400 pages
--     (4.4 ms; 1.2 ms in the narrow table).
--   * "date" is never NULL: what has no date (clinics, services, pages, audio guides) is dated
--     '-infinity', and the API answers NULL for it. Then "newest first" (date DESC, id) is the
--     order of one btree index, which the planner walks, stopping after a page of hits, when a
--     word is common, instead of sorting thousands of them.
--   * the GIN indexes write straight into their tree (below).
--   * "SearchChange" tells the API when results it keeps are out of date (below).

-- CreateTable
CREATE TABLE "SearchTitle" (
    "id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "date" TIMESTAMPTZ(3) NOT NULL,
    "vector" tsvector NOT NULL,

    CONSTRAINT "SearchTitle_pkey" PRIMARY KEY ("id")
);

INSERT INTO "SearchTitle" (id, kind, date, vector)
  SELECT id, kind, coalesce(date, '-infinity'), "titleVector" FROM "SearchEntry";

-- CreateIndex
CREATE INDEX "SearchTitle_vector_idx" ON "SearchTitle" USING GIN ("vector");

-- AddForeignKey
ALTER TABLE "SearchTitle" ADD CONSTRAINT "SearchTitle_id_fkey" FOREIGN KEY ("id") REFERENCES "SearchEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "SearchEntry_titleVector_idx";

-- AlterTable
ALTER TABLE "SearchEntry" DROP COLUMN "titleVector";

UPDATE "SearchEntry" SET vector = strip(vector), date = coalesce(date, '-infinity');

-- AlterTable
ALTER TABLE "SearchEntry" ALTER COLUMN "date" SET NOT NULL;

-- CreateIndex
CREATE INDEX "SearchEntry_date_id_idx" ON "SearchEntry"("date" DESC, "id");

CREATE OR REPLACE FUNCTION search_vector(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN strip(search_terms(title, 'A') || search_terms(body, 'B'));

CREATE OR REPLACE FUNCTION search_put(p_kind text, p_ref int, p_title text, p_body text, p_date timestamptz, p_keep_body boolean) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  entry int;
BEGIN
  INSERT INTO "SearchEntry" (kind, "refId", title, body, date, vector)
  VALUES (p_kind, p_ref, p_title, CASE WHEN p_keep_body THEN p_body END, coalesce(p_date, '-infinity'), search_vector(p_title, p_body))
  ON CONFLICT (kind, "refId") DO UPDATE
    SET title = EXCLUDED.title, body = EXCLUDED.body, date = EXCLUDED.date, vector = EXCLUDED.vector
  RETURNING id INTO entry;
  INSERT INTO "SearchTitle" (id, kind, date, vector)
  VALUES (entry, p_kind, coalesce(p_date, '-infinity'), search_title_vector(p_title))
  ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, date = EXCLUDED.date, vector = EXCLUDED.vector;
  -- No unique key to wait on: two writers adding the same new word at once may both add it.
  -- The lookup is written as a range so that it takes the btree index: for "=" the planner may
  -- pick the trigram index, a hundred times slower a word (25 ms for a PDF's 2 KB of text).
  INSERT INTO "SearchWord" (word)
  SELECT x.w FROM (SELECT DISTINCT w FROM regexp_split_to_table(search_fold(p_title || ' ' || coalesce(p_body, '')), '[^a-z]+') w) x
  WHERE length(x.w) BETWEEN 3 AND 40 AND NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word >= x.w AND s.word <= x.w);
END $$;

-- Rewrites every entry after a change of how text becomes terms (the static pages' through
-- search_put too: their text is kept in the entry).
CREATE OR REPLACE FUNCTION search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_put('page', "refId", title, body, NULL, true) FROM "SearchEntry" WHERE kind = 'page';
  DELETE FROM "SearchEntry" WHERE kind <> 'page';
  PERFORM search_put('news', id, naslov, opis, "createdAt", true) FROM "Novost" WHERE "deletedAt" IS NULL;
  PERFORM search_document_put(id) FROM "Document";
  PERFORM search_unit_put('clinic', id) FROM "Ambulanta";
  PERFORM search_unit_put('service', id) FROM "Sluzba";
END $$;

-- The GIN indexes write straight into their tree (fastupdate off). With the default, new
-- entries wait in a pending list that every search reads through until a vacuum merges it:
-- after 10,000 documents were added, a search for a word found nowhere took 5 ms on the title
-- index alone, 0.02 ms after a vacuum. The site is written to a few times a day and searched
-- all day; a write pays the little this costs.
ALTER INDEX "SearchEntry_vector_idx" SET (fastupdate = off);
ALTER INDEX "SearchTitle_vector_idx" SET (fastupdate = off);
ALTER INDEX "SearchWord_word_trgm_idx" SET (fastupdate = off);
-- What already waits is merged now.
SELECT gin_clean_pending_list('"SearchEntry_vector_idx"'), gin_clean_pending_list('"SearchWord_word_trgm_idx"');

-- The index's version, for the results the API keeps (services/search.ts): the sum of
-- "SearchChange".n. Every transaction that changes SearchEntry inserts one row (a transaction-
-- local setting remembers that it did), visible at its commit, so the sum grows with every
-- commit that changed the index and a kept result is never older than the index. Insert-only:
-- a single counter row updated by every writer made two writers of the index deadlock (an
-- upload's text being stored while the document went to the bin, seen on CI).
-- CreateTable
CREATE TABLE "SearchChange" (
    "id" SERIAL NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "SearchChange_pkey" PRIMARY KEY ("id")
);

CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('dz.search_changed', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('dz.search_changed', pg_current_xact_id()::text, true);
    INSERT INTO "SearchChange" DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SearchEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();

-- Folds the rows into one of the same sum (the API calls it when they are many): the version
-- does not move. Rows committed meanwhile are not seen, so not taken; two folds at once take
-- each row once (the second finds them gone).
CREATE FUNCTION search_changes_fold() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM "SearchChange" RETURNING n)
  INSERT INTO "SearchChange" (n) SELECT sum(n) FROM gone HAVING sum(n) IS NOT NULL;
$$;

-- A document's entry is written under a share lock on the document's row, so it waits for a
-- move to the bin under way and then sees it: the PDF text read in the background could
-- otherwise bring back the entry of a document binned a moment before (api test: search).
CREATE OR REPLACE FUNCTION search_document_put(p_id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Document" d WHERE d.id = p_id FOR SHARE;
  DELETE FROM "SearchEntry" e USING "Document" d
    WHERE d.id = p_id AND d."deletedAt" IS NOT NULL AND e.kind = d.kind::text AND e."refId" = d.id;
  PERFORM search_put(d.kind::text, d.id, d.text, t.text, d."createdAt", false)
  FROM "Document" d LEFT JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
  WHERE d.id = p_id AND d."deletedAt" IS NULL;
END $$;
