-- account_ledger_totals (migration 0006) kept by the same triggers as account_daily_deltas (ADR 0005):
-- per account, total = Σ every delta, out_count / in_count = transactions whose account_id /
-- to_account_id it is. Reads: balance today = total − Σ deltas after today (an index range scan over
-- the rare future-dated days) and exact unfiltered / per-account list totals without count(*).
--
-- The statement trigger now runs two grouped upserts from the same legs: the daily rows (as before,
-- zero-sum groups skipped) and one row per account (skipped only when nothing changed at all: a
-- description edit moves no money and no count). Both in key order, so concurrent writers queue.
CREATE OR REPLACE FUNCTION wl_transactions_daily_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  -- %2$s is the sign: +1 for new rows, -1 for old ones. n_out / n_in count the row on each side.
  legs constant text :=
    'SELECT user_id, account_id, date AS day,'
    || ' %2$s * CASE WHEN type IN (''DEPOSIT'', ''INCOME'') THEN amount ELSE -amount END AS delta,'
    || ' %2$s AS n_out, 0 AS n_in'
    || ' FROM %1$I'
    || ' UNION ALL SELECT user_id, to_account_id, date, %2$s * to_amount, 0, %2$s'
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
  -- Legs of accounts that no longer exist are dropped (user deletion cascades in any order).
  src := 'SELECT * FROM (' || src || ') l'
    || ' WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = l.account_id AND a.user_id = l.user_id)';
  -- ORDER BY: concurrent writers lock the rows in one global order, which avoids deadlocks.
  EXECUTE 'INSERT INTO account_daily_deltas AS d (user_id, account_id, day, delta)'
    || ' SELECT m.user_id, m.account_id, m.day, sum(m.delta) FROM (' || src || ') m'
    || ' GROUP BY 1, 2, 3 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3'
    || ' ON CONFLICT (user_id, account_id, day) DO UPDATE SET delta = d.delta + excluded.delta';
  EXECUTE 'INSERT INTO account_ledger_totals AS t (user_id, account_id, total, out_count, in_count)'
    || ' SELECT m.user_id, m.account_id, sum(m.delta), sum(m.n_out), sum(m.n_in) FROM (' || src || ') m'
    || ' GROUP BY 1, 2 HAVING sum(m.delta) <> 0 OR sum(m.n_out) <> 0 OR sum(m.n_in) <> 0'
    || ' ORDER BY 1, 2'
    || ' ON CONFLICT (user_id, account_id) DO UPDATE SET total = t.total + excluded.total,'
    || ' out_count = t.out_count + excluded.out_count, in_count = t.in_count + excluded.in_count';
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Opening balances: the daily row as before, and the account's totals row (created with the account,
-- so every account has one).
CREATE OR REPLACE FUNCTION wl_accounts_opening_delta() RETURNS trigger
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
  INSERT INTO account_ledger_totals AS t (user_id, account_id, total)
  VALUES (NEW.user_id, NEW.id,
          NEW.opening_balance - CASE WHEN TG_OP = 'UPDATE' THEN OLD.opening_balance ELSE 0 END)
  ON CONFLICT (user_id, account_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Existing data: the totals from the daily table and the counts from the ledger, once.
INSERT INTO account_ledger_totals (user_id, account_id, total, out_count, in_count)
SELECT a.user_id, a.id,
       coalesce((SELECT sum(d.delta) FROM account_daily_deltas d
                 WHERE d.user_id = a.user_id AND d.account_id = a.id), 0),
       (SELECT count(*) FROM transactions t WHERE t.user_id = a.user_id AND t.account_id = a.id),
       (SELECT count(*) FROM transactions t WHERE t.user_id = a.user_id AND t.to_account_id = a.id)
FROM accounts a;
