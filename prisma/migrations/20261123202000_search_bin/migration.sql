-- The search index follows the bin (docs/product.md "Bin", "Search"): a news item or document in
-- the bin is off the public site, so its entry goes at once; restored, it comes back. The
-- triggers now also fire on "deletedAt", and the put functions skip what is in the bin.

CREATE OR REPLACE FUNCTION search_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."deletedAt" IS NOT NULL THEN
    DELETE FROM "SearchEntry" WHERE kind = 'news' AND "refId" = CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    PERFORM search_put('news', NEW.id, NEW.naslov, NEW.opis, NEW."createdAt", true);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER search_news ON "Novost";
CREATE TRIGGER search_news AFTER INSERT OR UPDATE OF naslov, opis, "createdAt", "deletedAt" OR DELETE ON "Novost"
  FOR EACH ROW EXECUTE FUNCTION search_news();

CREATE OR REPLACE FUNCTION search_document_put(p_id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "SearchEntry" e USING "Document" d
    WHERE d.id = p_id AND d."deletedAt" IS NOT NULL AND e.kind = d.kind::text AND e."refId" = d.id;
  PERFORM search_put(d.kind::text, d.id, d.text, t.text, d."createdAt", false)
  FROM "Document" d LEFT JOIN "DocumentText" t ON t."documentId" = d.id AND t."fileHash" = d."fileHash"
  WHERE d.id = p_id AND d."deletedAt" IS NULL;
END $$;
DROP TRIGGER search_document ON "Document";
CREATE TRIGGER search_document AFTER INSERT OR UPDATE OF kind, text, "fileHash", "createdAt", "deletedAt" OR DELETE ON "Document"
  FOR EACH ROW EXECUTE FUNCTION search_document();

CREATE OR REPLACE FUNCTION search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "SearchEntry" WHERE kind <> 'page';
  PERFORM search_put('news', id, naslov, opis, "createdAt", true) FROM "Novost" WHERE "deletedAt" IS NULL;
  PERFORM search_document_put(id) FROM "Document";
  PERFORM search_unit_put('clinic', id) FROM "Ambulanta";
  PERFORM search_unit_put('service', id) FROM "Sluzba";
  UPDATE "SearchEntry" SET vector = search_vector(title, body), "titleVector" = search_title_vector(title) WHERE kind = 'page';
END $$;

SELECT search_rebuild();
