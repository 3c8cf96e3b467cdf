-- A large import adds its search entries to the index's pending list instead of merging each into
-- the tree; the import merges the list right after it commits (ADR 0009). Altered in place: no rebuild.
ALTER INDEX "transactions_search_trgm_idx" SET (fastupdate = true, gin_pending_list_limit = 65536);
