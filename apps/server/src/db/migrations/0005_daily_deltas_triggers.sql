-- The daily balance table account_daily_deltas, kept up to date in SQL (ADR 0005).
-- balance(account, D) = SUM(delta) over days <= D. The opening balance is a delta on opening_date.
--
-- Ledger rows: a STATEMENT-level trigger per event with transition tables, so a 100k-row import
-- is one grouped upsert, not 100k row triggers. Legs of one transaction row:
--   DEPOSIT, INCOME +amount; WITHDRAWAL, EXPENSE, TRANSFER -amount on account_id;
--   TRANSFER +to_amount on to_account_id.
-- An UPDATE adds the new legs and subtracts the old ones; groups whose sum is 0 (a description
-- edit) touch nothing. Legs of accounts that no longer exist are dropped: when a user is deleted,
-- the cascades may remove an account before its transactions.
CREATE FUNCTION wl_transactions_daily_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  legs constant text :=
    'SELECT user_id, account_id, date AS day,'
    || ' %2$s * CASE WHEN type IN (''DEPOSIT'', ''INCOME'') THEN amount ELSE -amount END AS delta'
    || ' FROM %1$I'
    || ' UNION ALL SELECT user_id, to_account_id, date, %2$s * to_amount'
    || ' FROM %1$I WHERE to_account_id IS NOT NULL';
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format(legs, 'new_rows', '1');
  ELSIF TG_OP = 'DELETE' THEN
    src := format(legs, 'old_rows', '-1');
  ELSE
    src := format(legs, 'new_rows', '1') || ' UNION ALL ' || format(legs, 'old_rows', '-1');
  END IF;
  -- ORDER BY: concurrent writers lock the daily rows in one global order, which avoids deadlocks.
  EXECUTE 'INSERT INTO account_daily_deltas AS d (user_id, account_id, day, delta)'
    || ' SELECT m.user_id, m.account_id, m.day, sum(m.delta) FROM (' || src || ') m'
    || ' WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = m.account_id AND a.user_id = m.user_id)'
    || ' GROUP BY 1, 2, 3 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3'
    || ' ON CONFLICT (user_id, account_id, day) DO UPDATE SET delta = d.delta + excluded.delta';
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER transactions_daily_deltas_ins AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_transactions_daily_deltas();
--> statement-breakpoint
CREATE TRIGGER transactions_daily_deltas_upd AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wl_transactions_daily_deltas();
--> statement-breakpoint
CREATE TRIGGER transactions_daily_deltas_del AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_transactions_daily_deltas();
--> statement-breakpoint
-- Opening balances: accounts are few and written one at a time, so a row trigger is enough.
CREATE FUNCTION wl_accounts_opening_delta() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO account_daily_deltas AS d (user_id, account_id, day, delta)
  SELECT m.user_id, m.account_id, m.day, sum(m.delta)
  FROM (
    SELECT NEW.user_id AS user_id, NEW.id AS account_id, NEW.opening_date AS day,
           NEW.opening_balance AS delta
    UNION ALL
    SELECT OLD.user_id, OLD.id, OLD.opening_date, -OLD.opening_balance WHERE TG_OP = 'UPDATE'
  ) m
  GROUP BY 1, 2, 3 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, account_id, day) DO UPDATE SET delta = d.delta + excluded.delta;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER accounts_opening_delta_ins AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION wl_accounts_opening_delta();
--> statement-breakpoint
CREATE TRIGGER accounts_opening_delta_upd AFTER UPDATE OF opening_balance, opening_date ON accounts
  FOR EACH ROW EXECUTE FUNCTION wl_accounts_opening_delta();
