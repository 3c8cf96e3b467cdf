CREATE TABLE "instruments" (
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"name" text,
	"asset_class" text NOT NULL,
	"currency" text,
	"multiplier" numeric(28, 8) DEFAULT '1' NOT NULL,
	"pip_size" numeric(28, 12),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_pk" PRIMARY KEY("user_id","symbol"),
	CONSTRAINT "instruments_symbol_len_ck" CHECK (char_length("instruments"."symbol") BETWEEN 1 AND 50),
	CONSTRAINT "instruments_multiplier_ck" CHECK ("instruments"."multiplier" > 0),
	CONSTRAINT "instruments_pip_size_ck" CHECK ("instruments"."pip_size" IS NULL OR "instruments"."pip_size" > 0),
	CONSTRAINT "instruments_currency_ck" CHECK ("instruments"."currency" IS NULL OR "instruments"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "trade_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"trade_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"side" text NOT NULL,
	"quantity" numeric(28, 8) NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"fees" numeric(28, 8) DEFAULT '0' NOT NULL,
	"filled_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"pnl" numeric(28, 8),
	"booked" numeric(28, 8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_fills_side_ck" CHECK ("trade_fills"."side" IN ('ENTRY','EXIT')),
	CONSTRAINT "trade_fills_quantity_ck" CHECK ("trade_fills"."quantity" > 0),
	CONSTRAINT "trade_fills_price_ck" CHECK ("trade_fills"."price" >= 0),
	CONSTRAINT "trade_fills_fees_ck" CHECK ("trade_fills"."fees" >= 0),
	CONSTRAINT "trade_fills_entry_unbooked_ck" CHECK ("trade_fills"."side" = 'EXIT' OR ("trade_fills"."pnl" IS NULL AND "trade_fills"."booked" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"asset_class" text NOT NULL,
	"direction" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"currency" text NOT NULL,
	"multiplier" numeric(28, 8) DEFAULT '1' NOT NULL,
	"stop_loss" numeric(28, 8),
	"take_profit" numeric(28, 8),
	"pattern" text,
	"notes" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"media_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trades_direction_ck" CHECK ("trades"."direction" IN ('LONG','SHORT')),
	CONSTRAINT "trades_status_ck" CHECK ("trades"."status" IN ('OPEN','CLOSED','CANCELLED')),
	CONSTRAINT "trades_asset_class_ck" CHECK ("trades"."asset_class" IN ('FX','STOCK','CRYPTO','ETF','BOND','OTHER')),
	CONSTRAINT "trades_currency_ck" CHECK ("trades"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "trades_multiplier_ck" CHECK ("trades"."multiplier" > 0),
	CONSTRAINT "trades_instrument_len_ck" CHECK (char_length("trades"."instrument") BETWEEN 1 AND 50)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cost_basis" text DEFAULT 'FIFO' NOT NULL;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fills" ADD CONSTRAINT "trade_fills_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fills" ADD CONSTRAINT "trade_fills_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_account_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."accounts"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_fills_trade_idx" ON "trade_fills" USING btree ("trade_id","filled_at","id");--> statement-breakpoint
CREATE INDEX "trade_fills_user_account_day_idx" ON "trade_fills" USING btree ("user_id","account_id","day");--> statement-breakpoint
CREATE INDEX "trades_user_account_idx" ON "trades" USING btree ("user_id","account_id");--> statement-breakpoint
CREATE INDEX "trades_user_status_idx" ON "trades" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_cost_basis_ck" CHECK ("accounts"."cost_basis" IN ('FIFO','LIFO','AVERAGE'));