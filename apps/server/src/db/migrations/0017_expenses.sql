CREATE TABLE "budgets" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"rollover" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "budgets_pk" PRIMARY KEY("user_id","category_id","month"),
	CONSTRAINT "budgets_rollover_ck" CHECK ("budgets"."rollover" IN ('NONE','SURPLUS','SURPLUS_AND_DEFICIT')),
	CONSTRAINT "budgets_amount_ck" CHECK ("budgets"."amount" >= 0),
	CONSTRAINT "budgets_month_ck" CHECK (extract(day FROM "budgets"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"group" text,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_user_id_id_uq" UNIQUE("user_id","id"),
	CONSTRAINT "expense_categories_kind_ck" CHECK ("expense_categories"."kind" IN ('EXPENSE','INCOME')),
	CONSTRAINT "expense_categories_name_len_ck" CHECK (char_length("expense_categories"."name") BETWEEN 1 AND 50),
	CONSTRAINT "expense_categories_group_len_ck" CHECK (char_length("expense_categories"."group") <= 50),
	CONSTRAINT "expense_categories_color_ck" CHECK ("expense_categories"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "recurring_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"account_id" integer NOT NULL,
	"to_account_id" integer,
	"type" text NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"category" text,
	"description" text,
	"rrule" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"weekend" text DEFAULT 'NONE' NOT NULL,
	"auto_post" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_items_user_id_id_uq" UNIQUE("user_id","id"),
	CONSTRAINT "recurring_items_type_ck" CHECK ("recurring_items"."type" IN ('DEPOSIT','WITHDRAWAL','TRANSFER','INCOME','EXPENSE')),
	CONSTRAINT "recurring_items_weekend_ck" CHECK ("recurring_items"."weekend" IN ('NONE','BEFORE','AFTER')),
	CONSTRAINT "recurring_items_amount_ck" CHECK ("recurring_items"."amount" > 0),
	CONSTRAINT "recurring_items_name_len_ck" CHECK (char_length("recurring_items"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "recurring_skips" (
	"user_id" integer NOT NULL,
	"recurring_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	CONSTRAINT "recurring_skips_pk" PRIMARY KEY("user_id","recurring_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"match" text DEFAULT 'ALL' NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_match_ck" CHECK ("rules"."match" IN ('ALL','ANY')),
	CONSTRAINT "rules_name_len_ck" CHECK (char_length("rules"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recurring_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "occurrence" date;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_category_fk" FOREIGN KEY ("user_id","category_id") REFERENCES "public"."expense_categories"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_items" ADD CONSTRAINT "recurring_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_items" ADD CONSTRAINT "recurring_items_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_items" ADD CONSTRAINT "recurring_items_to_account_fk" FOREIGN KEY ("user_id","to_account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_skips" ADD CONSTRAINT "recurring_skips_item_fk" FOREIGN KEY ("user_id","recurring_id") REFERENCES "public"."recurring_items"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_user_lower_name_uq" ON "expense_categories" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recurring_items_auto_post_idx" ON "recurring_items" USING btree ("user_id") WHERE "recurring_items"."auto_post";--> statement-breakpoint
CREATE INDEX "rules_user_position_idx" ON "rules" USING btree ("user_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_recurring_occurrence_uq" ON "transactions" USING btree ("recurring_id","occurrence") WHERE "transactions"."recurring_id" IS NOT NULL;