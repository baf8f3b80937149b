-- CreateTable
CREATE TABLE "FactReview" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "itemId" INTEGER NOT NULL,
    "checkedAt" TIMESTAMPTZ(3) NOT NULL,
    "checkedBy" VARCHAR(50) NOT NULL,

    CONSTRAINT "FactReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchMiss" (
    "day" DATE NOT NULL,
    "query" VARCHAR(100) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "SearchMiss_pkey" PRIMARY KEY ("day","query")
);

-- CreateIndex
CREATE UNIQUE INDEX "FactReview_kind_itemId_key" ON "FactReview"("kind", "itemId");
