-- AlterTable
ALTER TABLE "SearchMiss" ADD COLUMN     "lastAt" TIMESTAMPTZ(6) NOT NULL DEFAULT clock_timestamp();

-- CreateTable
CREATE TABLE "SearchMissVisit" (
    "day" DATE NOT NULL,
    "key" BYTEA NOT NULL,

    CONSTRAINT "SearchMissVisit_pkey" PRIMARY KEY ("day","key")
);

-- CreateIndex
CREATE INDEX "SearchMiss_day_count_lastAt_idx" ON "SearchMiss"("day", "count", "lastAt");
