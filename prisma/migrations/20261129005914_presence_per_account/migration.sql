-- AlterTable
ALTER TABLE "Presence" DROP CONSTRAINT "Presence_pkey",
ADD CONSTRAINT "Presence_pkey" PRIMARY KEY ("resource", "itemId", "tab", "accountId");

-- CreateIndex
CREATE INDEX "Presence_accountId_seenAt_idx" ON "Presence"("accountId", "seenAt");
