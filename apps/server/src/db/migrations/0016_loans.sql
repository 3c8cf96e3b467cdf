CREATE TABLE "loan_balance_days" (
	"user_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"day" date NOT NULL,
	"delta" numeric(28, 8) NOT NULL,
	CONSTRAINT "loan_balance_days_pk" PRIMARY KEY("user_id","loan_id","day")
);
--> statement-breakpoint
CREATE TABLE "loan_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"date" date NOT NULL,
	"balance" numeric(28, 8) NOT NULL,
	"difference" numeric(28, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"principal" numeric(28, 8) NOT NULL,
	"interest" numeric(28, 8) NOT NULL,
	"extra" numeric(28, 8) NOT NULL,
	"mode" text,
	"n" integer,
	"transaction_id" bigint,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"date" date NOT NULL,
	"annual_rate" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"counterparty" text,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"principal" numeric(28, 8) NOT NULL,
	"start_date" date NOT NULL,
	"first_payment_date" date,
	"term_months" integer,
	"frequency" text NOT NULL,
	"method" text NOT NULL,
	"balloon_after_months" integer,
	"annual_rate" numeric(9, 4) NOT NULL,
	"day_count" text NOT NULL,
	"account_id" integer,
	"property_id" integer,
	"auto_post" boolean DEFAULT false NOT NULL,
	"created_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_direction_ck" CHECK ("loans"."direction" IN ('BORROWED','LENT')),
	CONSTRAINT "loans_principal_ck" CHECK ("loans"."principal" > 0),
	CONSTRAINT "loans_rate_ck" CHECK ("loans"."annual_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loan_balance_days" ADD CONSTRAINT "loan_balance_days_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_corrections" ADD CONSTRAINT "loan_corrections_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_rate_changes" ADD CONSTRAINT "loan_rate_changes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_corrections_loan_idx" ON "loan_corrections" USING btree ("loan_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_row_uq" ON "loan_payments" USING btree ("loan_id","n") WHERE "loan_payments"."n" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "loan_payments_loan_idx" ON "loan_payments" USING btree ("loan_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_rate_changes_day_uq" ON "loan_rate_changes" USING btree ("loan_id","date");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written (drizzle cannot say it): the account is one of the same user's, and deleting it
-- clears only account_id (PostgreSQL 15+: SET NULL with a column list), never user_id.
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE SET NULL ("account_id");