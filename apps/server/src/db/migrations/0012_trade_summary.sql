-- Per-trade summary of the fills on `trades` (ADR 0010): the list filters, stats and calendar read
-- `trades` alone instead of grouping ~2 fills per trade on every request. The service rewrites the
-- columns from the fills in the same transaction as any fill change (trading.repository.ts
-- writeSummary, the same aggregate as the backfill below); (user, status) gains close_day for the
-- calendar's month, so the old (user, status) index goes.
DROP INDEX "trades_user_status_idx";--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "entry_day" date;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "close_day" date;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "net_pnl" numeric(28, 8);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "entry_quantity" numeric(28, 8);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "entry_value" numeric;--> statement-breakpoint
CREATE INDEX "trades_user_status_close_day_idx" ON "trades" USING btree ("user_id","status","close_day");--> statement-breakpoint
CREATE INDEX "trades_user_entry_day_idx" ON "trades" USING btree ("user_id","entry_day");--> statement-breakpoint
UPDATE "trades" t SET
  "opened_at" = s.opened_at, "entry_day" = s.entry_day, "closed_at" = s.closed_at,
  "close_day" = s.close_day, "net_pnl" = s.net_pnl, "entry_quantity" = s.entry_quantity,
  "entry_value" = s.entry_value
FROM (
  SELECT trade_id,
         min(filled_at) FILTER (WHERE side = 'ENTRY') AS opened_at,
         min(day) FILTER (WHERE side = 'ENTRY') AS entry_day,
         max(filled_at) FILTER (WHERE side = 'EXIT') AS closed_at,
         max(day) FILTER (WHERE side = 'EXIT') AS close_day,
         sum(pnl) AS net_pnl,
         sum(quantity) FILTER (WHERE side = 'ENTRY') AS entry_quantity,
         sum(price * quantity) FILTER (WHERE side = 'ENTRY') AS entry_value
  FROM "trade_fills" GROUP BY trade_id
) s
WHERE s.trade_id = t.id;
