-- A write of a few days marks those days instead of dropping their months (ADR 0034, amending
-- ADR 0018): after an expense is entered, the next read computes that one day again, not its
-- whole month (a month of the bench's 100k transactions took ~26 ms to compute, a day ~1 ms).
CREATE TABLE "expense_day_dirty" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "expense_day_dirty_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "expense_day_dirty" ADD CONSTRAINT "expense_day_dirty_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The days of user p_user a write changed, where their month is computed (a month that is not
-- will be computed whole anyway). Under the same lock as wl_expense_fills_drop, taken before the
-- INSERT's snapshot: a fill in progress either saw this write or is waited for, and then its
-- month's row is seen here and the day marked.
CREATE FUNCTION wl_expense_days_mark(p_user integer, p_days date[]) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(20018, p_user);
  INSERT INTO expense_day_dirty (user_id, day)
  SELECT p_user, d FROM unnest(p_days) d
  WHERE EXISTS (SELECT 1 FROM expense_day_fills f
                WHERE f.user_id = p_user AND f.month = date_trunc('month', d)::date)
  ON CONFLICT DO NOTHING;
END
$fn$;
--> statement-breakpoint
-- A month dropped in every base takes its marked days with it: it is computed whole. (While the
-- user's months are kept in another base too, its marked days still apply to that one.)
CREATE OR REPLACE FUNCTION wl_expense_fills_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM expense_day_totals t USING old_rows o
  WHERE t.user_id = o.user_id AND t.base = o.base AND t.month = o.month;
  DELETE FROM expense_month_totals t USING old_rows o
  WHERE t.user_id = o.user_id AND t.base = o.base AND t.month = o.month;
  DELETE FROM expense_day_dirty d USING old_rows o
  WHERE d.user_id = o.user_id AND d.day >= o.month AND d.day < o.month + interval '1 month'
    AND NOT EXISTS (SELECT 1 FROM expense_day_fills f
                    WHERE f.user_id = o.user_id AND f.month = o.month);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- As migration 0023's, but transactions, split lines and loan payments mark their days when a
-- statement touches at most 7 of a user's (an entry, an edit, a transfer, a recurring run); more
-- (an import, a bulk edit) drop the months as before: computing a month whole is then cheaper
-- than its days one by one. Rates still drop every month from their own on.
CREATE OR REPLACE FUNCTION wl_expense_fills_on_write() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  pick text := CASE WHEN TG_TABLE_NAME IN ('transactions', 'fx_rates')
    THEN 'SELECT user_id, date FROM %s'
    ELSE 'SELECT t.user_id, t.date FROM %s x JOIN transactions t ON t.id = x.transaction_id' END;
  src text;
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format(pick, 'new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    src := format(pick, 'old_rows');
  ELSE
    src := format(pick, 'new_rows') || ' UNION ALL ' || format(pick, 'old_rows');
  END IF;
  IF TG_TABLE_NAME <> 'fx_rates' THEN
    FOR r IN EXECUTE
      'SELECT user_id, array_agg(DISTINCT date) AS days'
      || ' FROM (' || src || ') x GROUP BY user_id ORDER BY user_id'
    LOOP
      IF cardinality(r.days) <= 7 THEN
        PERFORM wl_expense_days_mark(r.user_id, r.days);
      ELSE
        PERFORM wl_expense_fills_drop(r.user_id,
          ARRAY(SELECT DISTINCT date_trunc('month', d)::date FROM unnest(r.days) d));
      END IF;
    END LOOP;
    RETURN NULL;
  END IF;
  FOR r IN EXECUTE
    'SELECT user_id, date_trunc(''month'', min(date))::date AS from_month'
    || ' FROM (' || src || ') x GROUP BY user_id ORDER BY user_id NULLS FIRST'
  LOOP
    IF r.user_id IS NULL THEN
      PERFORM pg_advisory_xact_lock(20018, 0);
      DELETE FROM expense_day_fills WHERE month >= r.from_month;
    ELSE
      PERFORM pg_advisory_xact_lock_shared(20018, r.user_id);
      DELETE FROM expense_day_fills WHERE user_id = r.user_id AND month >= r.from_month;
    END IF;
  END LOOP;
  RETURN NULL;
END
$fn$;
