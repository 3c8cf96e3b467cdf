CREATE TABLE "transaction_splits" (
	"transaction_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"description" text,
	CONSTRAINT "transaction_splits_pk" PRIMARY KEY("transaction_id","position"),
	CONSTRAINT "transaction_splits_amount_ck" CHECK ("transaction_splits"."amount" > 0),
	CONSTRAINT "transaction_splits_category_len_ck" CHECK (char_length("transaction_splits"."category") BETWEEN 1 AND 50),
	CONSTRAINT "transaction_splits_description_len_ck" CHECK (char_length("transaction_splits"."description") <= 500)
);
--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_splits_user_lower_category_idx" ON "transaction_splits" USING btree ("user_id",lower("category"));