-- CreateTable
CREATE TABLE "Presence" (
    "resource" VARCHAR(40) NOT NULL,
    "itemId" INTEGER NOT NULL,
    "tab" VARCHAR(64) NOT NULL,
    "accountId" INTEGER NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL,
    "seenAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Presence_pkey" PRIMARY KEY ("resource","itemId","tab")
);

-- CreateIndex
CREATE INDEX "Presence_seenAt_idx" ON "Presence"("seenAt");

-- AddForeignKey
ALTER TABLE "Presence" ADD CONSTRAINT "Presence_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
