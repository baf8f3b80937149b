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

-- CreateIndex
CREATE UNIQUE INDEX "Izbornik_name_key" ON "Izbornik"("name");

-- CreateIndex
CREATE UNIQUE INDEX "IzbornikVerzija_izbornik_version_key" ON "IzbornikVerzija"("izbornik", "version");

-- AddForeignKey
ALTER TABLE "IzbornikVerzija" ADD CONSTRAINT "IzbornikVerzija_izbornik_fkey" FOREIGN KEY ("izbornik") REFERENCES "Izbornik"("name") ON DELETE CASCADE ON UPDATE CASCADE;
