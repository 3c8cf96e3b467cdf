CREATE TABLE "expense_day_fills" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"base" text NOT NULL,
	CONSTRAINT "expense_day_fills_pk" PRIMARY KEY("user_id","month","base")
);
--> statement-breakpoint
CREATE TABLE "expense_day_totals" (
	"user_id" integer NOT NULL,
	"base" text NOT NULL,
	"month" date NOT NULL,
	"day" date NOT NULL,
	"category_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"label" text NOT NULL,
	"currency" text NOT NULL,
	"expenses" numeric NOT NULL,
	"income" numeric NOT NULL,
	"converted" boolean NOT NULL,
	"lines" integer NOT NULL,
	"transactions" integer NOT NULL,
	CONSTRAINT "expense_day_totals_pk" PRIMARY KEY("user_id","base","month","day","category_key","account_id")
);
--> statement-breakpoint
CREATE TABLE "expense_month_totals" (
	"user_id" integer NOT NULL,
	"base" text NOT NULL,
	"month" date NOT NULL,
	"category_key" text NOT NULL,
	"label" text NOT NULL,
	"currency" text NOT NULL,
	"expenses" numeric NOT NULL,
	"income" numeric NOT NULL,
	"converted" boolean NOT NULL,
	"lines" integer NOT NULL,
	"transactions" integer NOT NULL,
	CONSTRAINT "expense_month_totals_pk" PRIMARY KEY("user_id","base","month","category_key","currency")
);
--> statement-breakpoint
ALTER TABLE "expense_day_fills" ADD CONSTRAINT "expense_day_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Spending per day, category and account in the base currency, computed on read and kept until a
-- write changes it (ADR 0018). Every write that changes what a month's budgets and summary show
-- deletes that month's row of expense_day_fills (its totals go with it, below), whoever writes:
-- the API, the imports, psql. The next read computes the month again.
--
-- Locks: a write takes pg_advisory_xact_lock_shared(20018, user) before it deletes (writers do
-- not wait for each other); a read that fills takes the same lock exclusively, then
-- pg_advisory_xact_lock_shared(20018, 0), and reads its answer before it commits
-- (ledger/expense-totals.ts). So a fill either sees a write (committed before the lock was
-- granted) or the write deletes what the fill stored (it waited for the fill to commit). Shared
-- rates (an admin's import, the ECB fetch) take (20018, 0) exclusively: they change every user's
-- months. This relies on the writers' READ COMMITTED: a REPEATABLE READ writer would not see, so
-- not delete, a fill committed during its transaction.
-- The totals of the fill rows deleted, in one statement per table (a foreign key with ON DELETE
-- CASCADE would do the same, but its check on every inserted row was a third of a month's fill).
-- Fill rows deleted with their user (cascade) take their totals here too.
CREATE FUNCTION wl_expense_fills_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM expense_day_totals t USING old_rows o
  WHERE t.user_id = o.user_id AND t.base = o.base AND t.month = o.month;
  DELETE FROM expense_month_totals t USING old_rows o
  WHERE t.user_id = o.user_id AND t.base = o.base AND t.month = o.month;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER expense_day_fills_deleted AFTER DELETE ON expense_day_fills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_expense_fills_deleted();
--> statement-breakpoint
CREATE FUNCTION wl_expense_fills_drop(p_user integer, p_months date[]) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(20018, p_user);
  IF p_months IS NULL THEN
    DELETE FROM expense_day_fills WHERE user_id = p_user;
  ELSE
    DELETE FROM expense_day_fills WHERE user_id = p_user AND month = ANY(p_months);
  END IF;
END
$fn$;
--> statement-breakpoint
-- Transactions: the months of their old and new dates. Split lines and loan payments: the month
-- of their transaction (lines deleted with their transaction find none here; the transactions'
-- own trigger covers those). Rates: a rate changes the conversion of every day from its own on,
-- so every month from its month on: the owner's for a user's own rate, everyone's for a shared
-- one. Per user, in user order: two statements over several users lock them in the same order.
-- (A transition table is only visible in the trigger function itself.)
CREATE FUNCTION wl_expense_fills_on_write() RETURNS trigger
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
      'SELECT user_id, array_agg(DISTINCT date_trunc(''month'', date)::date) AS months'
      || ' FROM (' || src || ') x GROUP BY user_id ORDER BY user_id'
    LOOP
      PERFORM wl_expense_fills_drop(r.user_id, r.months);
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
--> statement-breakpoint
-- The same three statement triggers on each table the sums read.
DO $do$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['transactions', 'transaction_splits', 'loan_payments', 'fx_rates'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows'
      || ' FOR EACH STATEMENT EXECUTE FUNCTION wl_expense_fills_on_write()',
      tbl || '_expense_fills_ins', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I'
      || ' REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'
      || ' FOR EACH STATEMENT EXECUTE FUNCTION wl_expense_fills_on_write()',
      tbl || '_expense_fills_upd', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows'
      || ' FOR EACH STATEMENT EXECUTE FUNCTION wl_expense_fills_on_write()',
      tbl || '_expense_fills_del', tbl);
  END LOOP;
END
$do$;
--> statement-breakpoint
-- An account's currency decides how all its days convert (the API refuses the change once it has
-- postings; this covers any other writer).
CREATE FUNCTION wl_accounts_expense_fills() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM wl_expense_fills_drop(NEW.user_id, NULL);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER accounts_expense_fills AFTER UPDATE OF currency ON accounts
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION wl_accounts_expense_fills();
