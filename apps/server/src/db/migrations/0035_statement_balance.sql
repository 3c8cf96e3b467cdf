ALTER TABLE "accounts" ADD COLUMN "statement_balance" numeric(28, 8);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "statement_date" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_statement_balance_ck" CHECK (("accounts"."statement_balance" IS NULL) = ("accounts"."statement_date" IS NULL));