CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"address" text,
	"currency" text NOT NULL,
	"purchase_date" date NOT NULL,
	"purchase_price" numeric(28, 8) NOT NULL,
	"purchase_costs" numeric(28, 8) DEFAULT '0' NOT NULL,
	"ownership_pct" numeric(9, 4) DEFAULT '100' NOT NULL,
	"sale_date" date,
	"sale_price" numeric(28, 8),
	"monthly_rent" numeric(28, 8),
	"vacancy_pct" numeric(9, 4),
	"notes" text,
	"media_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_user_id_id_uq" UNIQUE("user_id","id"),
	CONSTRAINT "properties_kind_ck" CHECK ("properties"."kind" IN ('RESIDENCE','RENTAL','LAND','COMMERCIAL','OTHER')),
	CONSTRAINT "properties_currency_ck" CHECK ("properties"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "properties_share_ck" CHECK ("properties"."ownership_pct" > 0 AND "properties"."ownership_pct" <= 100),
	CONSTRAINT "properties_sale_ck" CHECK (("properties"."sale_date" IS NULL) = ("properties"."sale_price" IS NULL)),
	CONSTRAINT "properties_sale_after_purchase_ck" CHECK ("properties"."sale_date" IS NULL OR "properties"."sale_date" >= "properties"."purchase_date")
);
--> statement-breakpoint
CREATE TABLE "property_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"description" text,
	"account_id" integer,
	"transaction_id" bigint,
	CONSTRAINT "property_entries_transaction_uq" UNIQUE("transaction_id"),
	CONSTRAINT "property_entries_kind_ck" CHECK ("property_entries"."kind" IN ('INCOME','EXPENSE')),
	CONSTRAINT "property_entries_amount_ck" CHECK ("property_entries"."amount" > 0),
	CONSTRAINT "property_entries_account_ck" CHECK (("property_entries"."account_id" IS NULL) = ("property_entries"."transaction_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "property_valuations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" numeric(28, 8) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "property_valuations_day_uq" UNIQUE("property_id","date"),
	CONSTRAINT "property_valuations_source_ck" CHECK ("property_valuations"."source" IN ('MANUAL','APPRAISAL','ESTIMATE')),
	CONSTRAINT "property_valuations_value_ck" CHECK ("property_valuations"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_entries" ADD CONSTRAINT "property_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_entries" ADD CONSTRAINT "property_entries_property_fk" FOREIGN KEY ("user_id","property_id") REFERENCES "public"."properties"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_entries" ADD CONSTRAINT "property_entries_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_valuations" ADD CONSTRAINT "property_valuations_property_fk" FOREIGN KEY ("user_id","property_id") REFERENCES "public"."properties"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_entries_property_date_idx" ON "property_entries" USING btree ("property_id","kind","date");--> statement-breakpoint
CREATE INDEX "property_entries_user_date_idx" ON "property_entries" USING btree ("user_id","date");--> statement-breakpoint
-- A property's income or expense paid into or from an account is one fact with its transaction
-- (issue 16): an edit made through /api/transactions is copied onto the entry in the same
-- statement, so the property's figures never disagree with the ledger. A transaction that stops
-- being the entry's posting (an EXPENSE made a TRANSFER, or moved to an account in another currency
-- than the property's, where its amount would no longer be the entry's) lets go of the entry: the
-- entry stays, unlinked. Statement level with a transition table, like the ledger's triggers
-- (ADR 0005): a bulk update is one join on the unique transaction_id index, not one call per row.
CREATE FUNCTION wl_property_entries_follow() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  WITH changed AS (
    SELECT e.id, n.amount, n.date, n.description, n.account_id,
           (n.type = e.kind AND a.currency = p.currency) AS still
      FROM new_rows n
      JOIN property_entries e ON e.transaction_id = n.id
      JOIN properties p ON p.id = e.property_id
      JOIN accounts a ON a.id = n.account_id
  )
  UPDATE property_entries e
     SET amount = CASE WHEN c.still THEN c.amount ELSE e.amount END,
         date = CASE WHEN c.still THEN c.date ELSE e.date END,
         description = CASE WHEN c.still THEN c.description ELSE e.description END,
         account_id = CASE WHEN c.still THEN c.account_id END,
         transaction_id = CASE WHEN c.still THEN e.transaction_id END
    FROM changed c
   WHERE e.id = c.id
     AND (NOT c.still OR (e.amount, e.date, e.description, e.account_id)
                         IS DISTINCT FROM (c.amount, c.date, c.description, c.account_id));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER transactions_property_entries_upd AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wl_property_entries_follow();
