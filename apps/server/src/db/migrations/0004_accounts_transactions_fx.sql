CREATE TABLE "account_daily_deltas" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"delta" numeric(28, 8) NOT NULL,
	CONSTRAINT "account_daily_deltas_pk" PRIMARY KEY("user_id","account_id","day")
);
--> statement-breakpoint
CREATE TABLE "account_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"previous_active" boolean NOT NULL,
	"active" boolean NOT NULL,
	"reason" text,
	"comment" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	CONSTRAINT "account_status_changes_reason_ck" CHECK ("account_status_changes"."reason" IS NULL OR "account_status_changes"."reason" IN ('closed','maintenance','suspended','reactivated','archived','other'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"opening_balance" numeric(28, 8) DEFAULT '0' NOT NULL,
	"opening_date" date DEFAULT CURRENT_DATE NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_id_id_uq" UNIQUE("user_id","id"),
	CONSTRAINT "accounts_name_len_ck" CHECK (char_length("accounts"."name") BETWEEN 1 AND 100),
	CONSTRAINT "accounts_type_ck" CHECK ("accounts"."type" IN ('CASH','STOCKS','CRYPTO','REAL_ESTATE','FX','PERSONAL_EXPENSES')),
	CONSTRAINT "accounts_currency_ck" CHECK ("accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "accounts_opening_balance_ck" CHECK ("accounts"."opening_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"to_account_id" integer,
	"type" text NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"to_amount" numeric(28, 8),
	"category" text,
	"description" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_ck" CHECK ("transactions"."type" IN ('DEPOSIT','WITHDRAWAL','TRANSFER','INCOME','EXPENSE')),
	CONSTRAINT "transactions_amount_ck" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_transfer_ck" CHECK (("transactions"."type" = 'TRANSFER') = ("transactions"."to_account_id" IS NOT NULL) AND ("transactions"."type" = 'TRANSFER') = ("transactions"."to_amount" IS NOT NULL)),
	CONSTRAINT "transactions_to_amount_ck" CHECK ("transactions"."to_amount" IS NULL OR "transactions"."to_amount" > 0),
	CONSTRAINT "transactions_not_self_ck" CHECK ("transactions"."to_account_id" IS NULL OR "transactions"."to_account_id" <> "transactions"."account_id"),
	CONSTRAINT "transactions_category_len_ck" CHECK (char_length("transactions"."category") <= 50),
	CONSTRAINT "transactions_description_len_ck" CHECK (char_length("transactions"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"date" date NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(28, 12) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_rate_ck" CHECK ("fx_rates"."rate" > 0),
	CONSTRAINT "fx_rates_source_ck" CHECK ("fx_rates"."source" IN ('snapshot','ecb','import','user')),
	CONSTRAINT "fx_rates_codes_ck" CHECK ("fx_rates"."base" ~ '^[A-Z]{3}$' AND "fx_rates"."quote" ~ '^[A-Z]{3}$' AND "fx_rates"."base" <> "fx_rates"."quote")
);
--> statement-breakpoint
ALTER TABLE "account_daily_deltas" ADD CONSTRAINT "account_daily_deltas_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_status_changes" ADD CONSTRAINT "account_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_status_changes" ADD CONSTRAINT "account_status_changes_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_to_account_fk" FOREIGN KEY ("user_id","to_account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_status_changes_user_idx" ON "account_status_changes" USING btree ("user_id","changed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "account_status_changes_account_idx" ON "account_status_changes" USING btree ("account_id","changed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_account_date_idx" ON "transactions" USING btree ("user_id","account_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_to_account_date_idx" ON "transactions" USING btree ("user_id","to_account_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "transactions"."to_account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_user_type_date_idx" ON "transactions" USING btree ("user_id","type","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_category_date_idx" ON "transactions" USING btree ("user_id","category","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_amount_idx" ON "transactions" USING btree ("user_id","amount" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_search_trgm_idx" ON "transactions" USING gin ((coalesce("description", '') || ' ' || coalesce("category", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "fx_rates_owner_pair_date_uq" ON "fx_rates" USING btree (coalesce("user_id", 0),"base","quote","date");