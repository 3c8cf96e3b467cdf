CREATE TABLE "account_ledger_totals" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"total" numeric(28, 8) DEFAULT '0' NOT NULL,
	"out_count" bigint DEFAULT 0 NOT NULL,
	"in_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_ledger_totals_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "account_ledger_totals" ADD CONSTRAINT "account_ledger_totals_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE cascade ON UPDATE no action;