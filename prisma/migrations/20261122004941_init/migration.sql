-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('ZAKON', 'EDUKACIJA', 'JAVNA_NABAVKA', 'PRAVA_OSIGURANIKA', 'OGLAS', 'INFORMACIJA', 'ZAKON_EDU', 'BIBLIOTEKA', 'BROSURA');

-- CreateTable
CREATE TABLE "Account" (
    "id" SERIAL NOT NULL,
    "userName" VARCHAR(50) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "role" VARCHAR(50) NOT NULL,
    "passwordHash" VARCHAR(100) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Novost" (
    "id" SERIAL NOT NULL,
    "naslov" VARCHAR(300) NOT NULL,
    "opis" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Novost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NovostImage" (
    "novostId" INTEGER NOT NULL,
    "hash" VARCHAR(64) NOT NULL,
    "full" BYTEA NOT NULL,
    "card" BYTEA NOT NULL,

    CONSTRAINT "NovostImage_pkey" PRIMARY KEY ("novostId")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" SERIAL NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "text" TEXT NOT NULL,
    "fileName" VARCHAR(200) NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "fileHash" VARCHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentFile" (
    "documentId" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "DocumentFile_pkey" PRIMARY KEY ("documentId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Account_userName_key" ON "Account"("userName");

-- CreateIndex
CREATE INDEX "Account_role_idx" ON "Account"("role");

-- CreateIndex
CREATE INDEX "Document_kind_id_idx" ON "Document"("kind", "id" DESC);

-- AddForeignKey
ALTER TABLE "NovostImage" ADD CONSTRAINT "NovostImage_novostId_fkey" FOREIGN KEY ("novostId") REFERENCES "Novost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentFile" ADD CONSTRAINT "DocumentFile_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE CASCADE ON UPDATE CASCADE;
