-- PDFs are stored uncompressed out of line (TOAST storage EXTERNAL, which Prisma does not
-- model). A download reads a PDF in slices, substring(data FROM off FOR len): on an
-- uncompressed value PostgreSQL fetches only the TOAST chunks of that slice, where a
-- compressed one would be decompressed from its start for every slice. PDFs are already
-- compressed inside, so little space is lost.
ALTER TABLE "DocumentFile" ALTER COLUMN "data" SET STORAGE EXTERNAL;

-- SET STORAGE applies to values written from now on: rewrite the existing ones. The
-- concatenation builds a new, detoasted value, which is stored again under the new storage.
UPDATE "DocumentFile" SET "data" = "data" || ''::bytea;
