-- Bulk writes of one user's rows (a restore, a user's deletion) pause the triggers that keep the
-- ledger's derived tables, and the writer settles those tables once, set-based, at the end of its
-- transaction (ADR 0029). Statement-level triggers already turn a 100k-row INSERT into one grouped
-- upsert, but a restore writes transactions, fills, steps and prices in separate statements, and
-- each statement's upsert re-reads and re-writes rows the next one changes again; a deletion fires
-- the position refresh for every instrument of the trades it removes (165 s on the bench user).
--
-- The flag is a transaction-local setting, `SELECT set_config('wealthlog.bulk', 'on', true)`: it
-- ends with the transaction whatever happens, and no other session sees it. wl_bulk() reads it
-- (unset reads as off), and every trigger below fires only WHEN NOT wl_bulk().
CREATE FUNCTION wl_bulk() RETURNS boolean
LANGUAGE sql STABLE AS $fn$
  SELECT coalesce(current_setting('wealthlog.bulk', true), '') = 'on'
$fn$;
--> statement-breakpoint
-- The triggers that write account_daily_deltas and account_ledger_totals (0005, 0007, 0010), the
-- positions' tables (0020) and drop cached expense months (0023), recreated as they are with the
-- WHEN clause added (read back from the catalogue, so nothing else of them changes). Not here: the
-- property entries' copy of an edited transaction (source rows, not derived ones), the expense
-- fills' own delete trigger (it removes the totals of the months dropped), and the account
-- currency triggers (no bulk writer changes a currency; a rebuild recomputes everything anyway).
DO $do$
DECLARE
  name text;
  def text;
  tbl regclass;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'transactions_daily_deltas_ins', 'transactions_daily_deltas_upd', 'transactions_daily_deltas_del',
    'trade_fills_postings_ins', 'trade_fills_postings_upd', 'trade_fills_postings_del',
    'accounts_opening_delta_ins', 'accounts_opening_delta_upd',
    'prices_position_deltas_ins', 'prices_position_deltas_upd', 'prices_position_deltas_del',
    'steps_position_deltas_ins', 'steps_position_deltas_upd', 'steps_position_deltas_del',
    'trades_position_deltas_upd', 'trades_position_deltas_del',
    'transactions_expense_fills_ins', 'transactions_expense_fills_upd', 'transactions_expense_fills_del',
    'transaction_splits_expense_fills_ins', 'transaction_splits_expense_fills_upd',
    'transaction_splits_expense_fills_del',
    'loan_payments_expense_fills_ins', 'loan_payments_expense_fills_upd',
    'loan_payments_expense_fills_del',
    'fx_rates_expense_fills_ins', 'fx_rates_expense_fills_upd', 'fx_rates_expense_fills_del'
  ] LOOP
    SELECT pg_get_triggerdef(t.oid), t.tgrelid INTO def, tbl
    FROM pg_trigger t WHERE t.tgname = name AND NOT t.tgisinternal;
    IF def IS NULL OR def LIKE '% WHEN %' OR def NOT LIKE '% EXECUTE FUNCTION %' THEN
      RAISE EXCEPTION 'trigger % is missing or not as migrations 0005-0027 left it: %', name, def;
    END IF;
    EXECUTE format('DROP TRIGGER %I ON %s', name, tbl);
    EXECUTE replace(def, ' EXECUTE FUNCTION ', ' WHEN (NOT wl_bulk()) EXECUTE FUNCTION ');
  END LOOP;
END
$do$;
--> statement-breakpoint
-- The derived tables lose their foreign keys (ADR 0029). Only the triggers write them, from source
-- rows that hold the account and the user by their own keys, so the checks proved nothing, and each
-- row paid one: on the bench user's restore 97k checks on account_daily_deltas (a scan of the
-- accounts, which the planner reads whole while the table is small) and 226k on the positions'
-- tables, 1.3-1.6 s of backend CPU. What the keys did besides, removing the rows with their account
-- or user (ON DELETE CASCADE), a statement-level delete trigger on each parent does.
ALTER TABLE "account_daily_deltas" DROP CONSTRAINT "account_daily_deltas_account_fk";
--> statement-breakpoint
ALTER TABLE "account_ledger_totals" DROP CONSTRAINT "account_ledger_totals_account_fk";
--> statement-breakpoint
ALTER TABLE "position_daily_deltas" DROP CONSTRAINT "position_daily_deltas_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "position_instrument_deltas" DROP CONSTRAINT "position_instrument_deltas_user_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION wl_accounts_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM account_daily_deltas d USING old_rows o
  WHERE d.user_id = o.user_id AND d.account_id = o.id;
  DELETE FROM account_ledger_totals t USING old_rows o
  WHERE t.user_id = o.user_id AND t.account_id = o.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER accounts_derived_deleted AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_accounts_deleted();
--> statement-breakpoint
CREATE FUNCTION wl_users_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM position_instrument_deltas p USING old_rows o WHERE p.user_id = o.id;
  DELETE FROM position_daily_deltas p USING old_rows o WHERE p.user_id = o.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER users_derived_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_users_deleted();
--> statement-breakpoint
-- The end of a bulk write: the flag goes off (later writes of the transaction are kept by the
-- triggers again) and the user's derived rows are written afresh from the source rows, as the
-- triggers would have left them had each source table been written in one statement:
-- - account_daily_deltas: per source (opening balances, transactions, trade fills) the legs
--   grouped by account and day, groups summing to 0 dropped (the triggers' HAVING), then added up
--   across sources (the triggers' ON CONFLICT: a day two sources touch keeps its row even when they
--   cancel out); account_ledger_totals: one row per account (made with the account), every leg
--   summed and the transactions counted on each side;
-- - the positions' tables: every instrument of the user's trades refreshed whole into empty
--   tables (wl_position_deltas_refresh, as migration 0020 filled them), under the user's lock;
-- - the cached expense months: all of the user's dropped (wl_expense_fills_drop), read anew.
-- The legs are those of the triggers and of each area's PostingSource.legs (ledger/invariant.ts
-- holds both to them); a new posting source adds its legs here too.
CREATE FUNCTION wl_bulk_rebuild(p_user integer) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM set_config('wealthlog.bulk', 'off', true);
  DELETE FROM account_daily_deltas WHERE user_id = p_user;
  DELETE FROM account_ledger_totals WHERE user_id = p_user;
  WITH legs AS MATERIALIZED (
    SELECT 0 AS src, id AS account_id, opening_date AS day, opening_balance AS delta,
           0 AS n_out, 0 AS n_in
    FROM accounts WHERE user_id = p_user
    UNION ALL
    SELECT 1, account_id, date,
           CASE WHEN type IN ('DEPOSIT', 'INCOME') THEN amount ELSE -amount END, 1, 0
    FROM transactions WHERE user_id = p_user
    UNION ALL
    SELECT 1, to_account_id, date, to_amount, 0, 1
    FROM transactions WHERE user_id = p_user AND to_account_id IS NOT NULL
    UNION ALL
    SELECT 2, account_id, day, booked, 0, 0
    FROM trade_fills WHERE user_id = p_user AND booked IS NOT NULL
  ),
  days AS (
    INSERT INTO account_daily_deltas (user_id, account_id, day, delta)
    SELECT p_user, account_id, day, sum(delta)
    FROM (SELECT src, account_id, day, sum(delta) AS delta FROM legs
          GROUP BY 1, 2, 3 HAVING sum(delta) <> 0) g
    GROUP BY account_id, day
    ORDER BY account_id, day
  )
  INSERT INTO account_ledger_totals (user_id, account_id, total, out_count, in_count)
  SELECT p_user, account_id, sum(delta), sum(n_out), sum(n_in)
  FROM legs
  GROUP BY account_id
  ORDER BY account_id;

  PERFORM pg_advisory_xact_lock(20016, p_user);
  DELETE FROM position_instrument_deltas WHERE user_id = p_user;
  DELETE FROM position_daily_deltas WHERE user_id = p_user;
  PERFORM wl_position_deltas_refresh(p_user, array_agg(c.sym), array_agg('-infinity'::date))
  FROM (SELECT DISTINCT upper(instrument) AS sym FROM trades WHERE user_id = p_user) c
  HAVING count(*) > 0;

  PERFORM wl_expense_fills_drop(p_user, NULL);
END
$fn$;
--> statement-breakpoint
-- A recurring item's transactions stay when the item goes, unlinked (recurring_id and occurrence
-- NULL), whoever deletes it: DELETE /api/recurring/{id}, or the cascade from its account, property
-- or user, which left them pointing at an item that no longer exists (and at another item's id on
-- the server a backup is restored to). A trigger rather than a foreign key with ON DELETE SET NULL:
-- that clears only columns of the key (not occurrence), and its check would cost each of the 100k
-- rows an import or a restore writes; items are deleted one at a time, this runs per statement.
CREATE FUNCTION wl_recurring_items_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE transactions t SET recurring_id = NULL, occurrence = NULL
  FROM old_rows o
  WHERE t.user_id = o.user_id AND t.recurring_id = o.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER recurring_items_deleted AFTER DELETE ON recurring_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_recurring_items_deleted();
--> statement-breakpoint
-- The links such cascades left before: unlinked now.
UPDATE transactions t SET recurring_id = NULL, occurrence = NULL
WHERE t.recurring_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM recurring_items r WHERE r.user_id = t.user_id AND r.id = t.recurring_id);
