-- AlterTable
ALTER TABLE "Novost" ADD COLUMN     "imageAlt" VARCHAR(250) NOT NULL DEFAULT '',
ADD COLUMN     "imageCaption" VARCHAR(300) NOT NULL DEFAULT '',
ADD COLUMN     "imageDecorative" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "NovostVerzija" ADD COLUMN     "imageAlt" VARCHAR(250) NOT NULL DEFAULT '',
ADD COLUMN     "imageCaption" VARCHAR(300) NOT NULL DEFAULT '',
ADD COLUMN     "imageDecorative" BOOLEAN NOT NULL DEFAULT false;
