-- AlterTable
ALTER TABLE "Stranica" ADD COLUMN     "publishAt" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP;

-- The pages there are (the seeded static pages) were public before pages had drafts: public since the site's start,
-- whatever the clock of the server that reads them (a test server's may be set earlier than this migration).
UPDATE "Stranica" SET "publishAt" = '2021-01-01T00:00:00Z';
