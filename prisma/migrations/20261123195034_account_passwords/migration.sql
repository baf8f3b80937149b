-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "temporaryPassword" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tokenVersion" INTEGER NOT NULL DEFAULT 0;

-- docs/product.md "Passwords and roles": any spelling of Admin ('admin', ' ADMIN ') always was meant as Admin;
-- registration now stores it as 'Admin', and so do the accounts made before.
UPDATE "Account" SET "role" = 'Admin' WHERE lower(btrim("role")) = 'admin' AND "role" <> 'Admin';
