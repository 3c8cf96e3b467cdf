-- Trade fills post into the ledger (ADR 0005, ADR 0007): an EXIT's `booked` (its realised P&L in
-- the account's currency, written by the service with the fill) is a delta on the fill's `day`.
-- The same shape as the transactions' trigger: statement level, transition tables, one grouped
-- upsert per table in key order (concurrent writers queue instead of deadlocking). Fills move no
-- transaction count, so only account_ledger_totals.total changes.
CREATE FUNCTION wl_trade_fills_postings() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  legs constant text :=
    'SELECT user_id, account_id, day, %2$s * booked AS delta FROM %1$I WHERE booked IS NOT NULL';
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format(legs, 'new_rows', '1');
  ELSIF TG_OP = 'DELETE' THEN
    src := format(legs, 'old_rows', '-1');
  ELSE
    src := format(legs, 'new_rows', '1') || ' UNION ALL ' || format(legs, 'old_rows', '-1');
  END IF;
  -- Legs of accounts that no longer exist are dropped (user deletion cascades in any order).
  src := 'SELECT * FROM (' || src || ') l'
    || ' WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = l.account_id AND a.user_id = l.user_id)';
  EXECUTE 'INSERT INTO account_daily_deltas AS d (user_id, account_id, day, delta)'
    || ' SELECT m.user_id, m.account_id, m.day, sum(m.delta) FROM (' || src || ') m'
    || ' GROUP BY 1, 2, 3 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3'
    || ' ON CONFLICT (user_id, account_id, day) DO UPDATE SET delta = d.delta + excluded.delta';
  EXECUTE 'INSERT INTO account_ledger_totals AS t (user_id, account_id, total)'
    || ' SELECT m.user_id, m.account_id, sum(m.delta) FROM (' || src || ') m'
    || ' GROUP BY 1, 2 HAVING sum(m.delta) <> 0 ORDER BY 1, 2'
    || ' ON CONFLICT (user_id, account_id) DO UPDATE SET total = t.total + excluded.total';
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER trade_fills_postings_ins AFTER INSERT ON trade_fills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_trade_fills_postings();
--> statement-breakpoint
CREATE TRIGGER trade_fills_postings_upd AFTER UPDATE ON trade_fills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wl_trade_fills_postings();
--> statement-breakpoint
CREATE TRIGGER trade_fills_postings_del AFTER DELETE ON trade_fills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_trade_fills_postings();
