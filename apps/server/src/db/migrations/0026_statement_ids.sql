-- Issue 31: statement files. An account remembers the account number or IBAN a bank statement
-- names (the next file goes to it without asking); a transaction keeps the bank's own id of the
-- line it was imported from (OFX FITID, CAMT AcctSvcrRef), unique per account, so importing the
-- same file twice books nothing the second time.
ALTER TABLE "accounts" ADD COLUMN "statement_ref" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bank_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_statement_ref_uq" ON "accounts" USING btree ("user_id","statement_ref") WHERE "accounts"."statement_ref" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_account_bank_id_uq" ON "transactions" USING btree ("account_id","bank_id") WHERE "transactions"."bank_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_statement_ref_len_ck" CHECK (char_length("accounts"."statement_ref") BETWEEN 1 AND 64);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bank_id_len_ck" CHECK (char_length("transactions"."bank_id") BETWEEN 1 AND 255);