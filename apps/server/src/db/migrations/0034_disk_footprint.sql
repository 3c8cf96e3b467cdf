-- Issue 34, ADR 0031: transactions keep their user through the (user_id, account_id) key to accounts;
-- the type index is dropped (five values: the date and account indexes serve the filter); the
-- search index is rebuilt with a 4 MB pending list, which also drops the dead pages 64 MB lists left.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "transactions_user_type_date_idx";--> statement-breakpoint
DROP INDEX "transactions_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "transactions_search_trgm_idx" ON "transactions" USING gin ((coalesce("description", '') || ' ' || coalesce("category", '')) gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=4096);