-- CreateIndex
CREATE INDEX "AuditLog_resource_itemId_id_idx" ON "AuditLog"("resource", "itemId", "id" DESC);
