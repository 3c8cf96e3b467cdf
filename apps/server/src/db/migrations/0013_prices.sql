CREATE TABLE "prices" (
	"user_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"currency" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_pk" PRIMARY KEY("user_id","instrument","date","source"),
	CONSTRAINT "prices_source_ck" CHECK ("prices"."source" IN ('MANUAL','IMPORT')),
	CONSTRAINT "prices_price_ck" CHECK ("prices"."price" >= 0),
	CONSTRAINT "prices_instrument_len_ck" CHECK (char_length("prices"."instrument") BETWEEN 1 AND 50),
	CONSTRAINT "prices_currency_ck" CHECK ("prices"."currency" IS NULL OR "prices"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;