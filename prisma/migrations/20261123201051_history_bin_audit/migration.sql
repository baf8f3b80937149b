-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deletedBy" VARCHAR(50);

-- AlterTable
ALTER TABLE "Novost" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3),
ADD COLUMN     "deletedBy" VARCHAR(50);

-- CreateTable
CREATE TABLE "FileBlob" (
    "id" SERIAL NOT NULL,
    "hash" VARCHAR(64) NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "FileBlob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentVersion" (
    "id" SERIAL NOT NULL,
    "documentId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "fileName" VARCHAR(200) NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "fileHash" VARCHAR(64) NOT NULL,
    "savedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "savedById" INTEGER,
    "savedBy" VARCHAR(50) NOT NULL,

    CONSTRAINT "DocumentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NovostVerzija" (
    "id" SERIAL NOT NULL,
    "novostId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "naslov" VARCHAR(300) NOT NULL,
    "opis" TEXT NOT NULL,
    "imageHash" VARCHAR(64),
    "cardHash" VARCHAR(64),
    "savedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "savedById" INTEGER,
    "savedBy" VARCHAR(50) NOT NULL,

    CONSTRAINT "NovostVerzija_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "resource" VARCHAR(40) NOT NULL,
    "itemId" VARCHAR(60),
    "ip" VARCHAR(64) NOT NULL,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FileBlob_hash_key" ON "FileBlob"("hash");

-- CreateIndex
CREATE INDEX "DocumentVersion_fileHash_idx" ON "DocumentVersion"("fileHash");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentVersion_documentId_version_key" ON "DocumentVersion"("documentId", "version");

-- CreateIndex
CREATE INDEX "NovostVerzija_imageHash_idx" ON "NovostVerzija"("imageHash");

-- CreateIndex
CREATE INDEX "NovostVerzija_cardHash_idx" ON "NovostVerzija"("cardHash");

-- CreateIndex
CREATE UNIQUE INDEX "NovostVerzija_novostId_version_key" ON "NovostVerzija"("novostId", "version");

-- CreateIndex
CREATE INDEX "AuditLog_actorName_id_idx" ON "AuditLog"("actorName", "id" DESC);

-- CreateIndex
CREATE INDEX "AuditLog_resource_id_idx" ON "AuditLog"("resource", "id" DESC);

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_fileHash_fkey" FOREIGN KEY ("fileHash") REFERENCES "FileBlob"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NovostVerzija" ADD CONSTRAINT "NovostVerzija_novostId_fkey" FOREIGN KEY ("novostId") REFERENCES "Novost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NovostVerzija" ADD CONSTRAINT "NovostVerzija_imageHash_fkey" FOREIGN KEY ("imageHash") REFERENCES "FileBlob"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NovostVerzija" ADD CONSTRAINT "NovostVerzija_cardHash_fkey" FOREIGN KEY ("cardHash") REFERENCES "FileBlob"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Blobs are read whole (a restore copies one back) or backed up in slices: already compressed
-- files (PDF, JPEG) are stored out of line uncompressed, like DocumentFile.
ALTER TABLE "FileBlob" ALTER COLUMN "data" SET STORAGE EXTERNAL;
