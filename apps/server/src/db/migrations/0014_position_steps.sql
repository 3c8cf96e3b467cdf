-- What each trade holds open after each day with fills (ADR 0011): net worth values open trades
-- from it at each day's price. The service writes it with the fills; trades that existed before
-- this migration get theirs at the next start (trading.steps.ts backfillPositionSteps), since the
-- open lots under FIFO/LIFO/average are computed by core's trade maths, not in SQL.
CREATE TABLE "trade_position_steps" (
	"user_id" integer NOT NULL,
	"trade_id" bigint NOT NULL,
	"day" date NOT NULL,
	"quantity" numeric(28, 8) NOT NULL,
	"cost" numeric NOT NULL,
	"fees" numeric(28, 8) NOT NULL,
	"mark" numeric(28, 8) NOT NULL,
	CONSTRAINT "trade_position_steps_pk" PRIMARY KEY("user_id","trade_id","day"),
	CONSTRAINT "trade_position_steps_quantity_ck" CHECK ("quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trade_position_steps" ADD CONSTRAINT "trade_position_steps_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;
