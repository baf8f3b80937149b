-- AlterTable
ALTER TABLE "Ustanova" ADD COLUMN     "dutyPhones" JSONB NOT NULL DEFAULT '[]';
