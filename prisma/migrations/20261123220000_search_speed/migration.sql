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
--   * "SearchVersion" tells the API when results it keeps are out of date (below).

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

-- The index's version, for the results the API keeps (services/search.ts): every transaction
-- that changes SearchEntry raises it once, at its first change; it becomes visible with the
-- changes, at commit. Statement-level, so a bulk write costs one UPDATE, not one per row.
-- The row stays locked until the writer commits: writers of the index take turns from their
-- first change to their commit (an upload's is under a second; the site is written a few
-- times a day). A deferred (constraint) trigger would lock it for the commit only, but
-- Prisma's schema reader fails on constraint triggers (the migration check panics).
-- CreateTable
CREATE TABLE "SearchVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "xact" VARCHAR(20) NOT NULL DEFAULT '',

    CONSTRAINT "SearchVersion_pkey" PRIMARY KEY ("id")
);
INSERT INTO "SearchVersion" (id) VALUES (1);

CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "SearchVersion" SET version = version + 1, xact = pg_current_xact_id()::text
    WHERE id = 1 AND xact <> pg_current_xact_id()::text;
  RETURN NULL;
END $$;
CREATE TRIGGER search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SearchEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
