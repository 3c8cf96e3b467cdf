CREATE TABLE "position_daily_deltas" (
	"user_id" integer NOT NULL,
	"holder" bigint NOT NULL,
	"day" date NOT NULL,
	"delta" numeric NOT NULL,
	CONSTRAINT "position_daily_deltas_pk" PRIMARY KEY("user_id","holder","day")
);
--> statement-breakpoint
CREATE TABLE "position_instrument_deltas" (
	"user_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"day" date NOT NULL,
	"holder" bigint NOT NULL,
	"delta" numeric NOT NULL,
	CONSTRAINT "position_instrument_deltas_pk" PRIMARY KEY("user_id","instrument","day","holder")
);
--> statement-breakpoint
ALTER TABLE "position_daily_deltas" ADD CONSTRAINT "position_daily_deltas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_instrument_deltas" ADD CONSTRAINT "position_instrument_deltas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_user_instrument_idx" ON "trades" USING btree ("user_id",upper("instrument"));--> statement-breakpoint
-- Open trades in net worth, kept day by day (ADR 0016; the valuation is ADR 0011's). A trade is
-- worth (price × open quantity − open cost) × multiplier × (−1 when SHORT) − open fees, at the
-- day's price (the latest stored on or before it, typed over imported, quoted in the trade's
-- currency or in none), else at its last fill price (the mark). Per (holder, instrument) the value
-- changes on the step days of its trades (trade_position_steps) and on the instrument's price days;
-- each change is one row of position_instrument_deltas, and their sum per (holder, day) one row of
-- position_daily_deltas, which the dashboard reads.
--
-- wl_position_deltas_refresh(user, instruments, from days) recomputes the rows of those
-- instruments (upper-case symbols) from their day on, in one statement: one window pass over the
-- instrument's steps and price days from that day, started from what the days before leave (the
-- open quantity × multiplier × sign and Σ mark × quantity × multiplier of each holder, and the
-- price in effect); the fresh rows are compared with the stored ones and only the differences are
-- written, to both tables. Everything before the day is causal history and stays as it is.
CREATE FUNCTION wl_position_deltas_refresh(p_user integer, p_syms text[], p_from date[])
RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  -- One refresh of a user's positions at a time: each compares fresh rows with the stored ones,
  -- which a concurrent refresh would change underneath it. Under READ COMMITTED the statement
  -- below takes its snapshot after the lock, so it sees what the previous holder committed.
  PERFORM pg_advisory_xact_lock(20016, p_user);
  -- A user being deleted: the cascades remove its rows (and maybe its trades already).
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_user) THEN
    RETURN;
  END IF;
  WITH scope AS (
    SELECT x.sym, min(x.from_day) AS from_day
    FROM unnest(p_syms, p_from) AS x (sym, from_day)
    GROUP BY x.sym
  ),
  -- Every step of the instruments' trades with the step before it (the window needs the whole
  -- history of a trade; steps are few next to price days).
  st AS (
    SELECT sc.sym, sc.from_day, t.currency, s.day,
           CASE WHEN t.currency = a.currency THEN a.id::bigint ELSE -(t.id * 16 + 1) END AS holder,
           t.multiplier * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END AS m,
           s.quantity AS q, s.cost AS c, s.fees AS f, s.mark AS mk,
           lag(s.quantity, 1, 0) OVER w AS q0, lag(s.cost, 1, 0) OVER w AS c0,
           lag(s.fees, 1, 0) OVER w AS f0, lag(s.mark, 1, 0) OVER w AS mk0
    FROM scope sc
    JOIN trades t ON t.user_id = p_user AND upper(t.instrument) = sc.sym
    JOIN accounts a ON a.user_id = p_user AND a.id = t.account_id
    JOIN trade_position_steps s ON s.user_id = p_user AND s.trade_id = t.id
    WINDOW w AS (PARTITION BY s.trade_id ORDER BY s.day)
  ),
  -- Per (holder, instrument; its currency follows from the holder): A = Σ open quantity ×
  -- multiplier × sign and M = Σ mark × quantity × multiplier × sign after the days before from_day.
  groups AS (
    SELECT holder, sym, currency, from_day,
           coalesce(sum((q - q0) * m) FILTER (WHERE day < from_day), 0) AS a0,
           coalesce(sum((mk * q - mk0 * q0) * m) FILTER (WHERE day < from_day), 0) AS mm0
    FROM st
    GROUP BY holder, sym, currency, from_day
  ),
  -- Each day's winning price of each (instrument, currency) held, and the one before it.
  px AS (
    SELECT sym, currency, from_day, date, price,
           lag(price) OVER (PARTITION BY sym, currency ORDER BY date) AS prev
    FROM (
      SELECT DISTINCT ON (q.sym, q.currency, p.date) q.sym, q.currency, q.from_day, p.date, p.price
      FROM (SELECT DISTINCT sym, currency, from_day FROM groups) q
      JOIN prices p ON p.user_id = p_user AND p.instrument = q.sym
        AND (p.currency IS NULL OR p.currency = q.currency)
      ORDER BY q.sym, q.currency, p.date, (p.source = 'MANUAL') DESC
    ) winners
  ),
  -- The price in effect the day before from_day, as 'date|price' like the window's keys.
  before AS (
    SELECT DISTINCT ON (sym, currency) sym, currency,
           (date::text || '|' || price::text) COLLATE "C" AS px_key
    FROM px WHERE date < from_day
    ORDER BY sym, currency, date DESC
  ),
  -- A step row (kind 1): the trade's value after minus before, at the price in effect that day;
  -- a price row (kind 0, before the day's steps): (price − previous price) × A, or on the
  -- instrument's first price the switch from the marks: price × A − M.
  stream AS (
    SELECT holder, sym, currency, day, 1 AS kind, NULL::text COLLATE "C" AS px_key,
           NULL::numeric AS price, NULL::numeric AS prev,
           (q - q0) * m AS da, (mk * q - mk0 * q0) * m AS dm,
           q, c, f, mk, q0, c0, f0, mk0, m
    FROM st WHERE day >= from_day
    UNION ALL
    SELECT g.holder, g.sym, g.currency, px.date, 0, (px.date::text || '|' || px.price::text),
           px.price, px.prev, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
    FROM groups g
    JOIN px ON px.sym = g.sym AND px.currency = g.currency AND px.date >= g.from_day
  ),
  running AS (
    SELECT s.*, split_part(coalesce(max(s.px_key) OVER w, b.px_key), '|', 2)::numeric AS p_now,
           g.a0 + sum(s.da) OVER w AS a, g.mm0 + sum(s.dm) OVER w AS mm
    FROM stream s
    JOIN groups g ON g.holder = s.holder AND g.sym = s.sym AND g.currency = s.currency
    LEFT JOIN before b ON b.sym = s.sym AND b.currency = s.currency
    WINDOW w AS (PARTITION BY s.holder, s.sym, s.currency ORDER BY s.day, s.kind)
  ),
  fresh AS (
    SELECT holder, sym, day,
           sum(CASE WHEN kind = 1
             THEN (coalesce(p_now, mk) * q - c) * m - f - ((coalesce(p_now, mk0) * q0 - c0) * m - f0)
             WHEN prev IS NULL THEN price * a - mm
             ELSE (price - prev) * a
           END) AS delta
    FROM running
    GROUP BY holder, sym, day
  ),
  stored AS (
    SELECT o.holder, o.instrument AS sym, o.day, o.delta
    FROM scope sc
    JOIN position_instrument_deltas o
      ON o.user_id = p_user AND o.instrument = sc.sym AND o.day >= sc.from_day
  ),
  diff AS (
    SELECT coalesce(f.holder, o.holder) AS holder, coalesce(f.sym, o.sym) AS sym,
           coalesce(f.day, o.day) AS day, f.delta AS fresh, o.delta AS stored
    FROM (SELECT * FROM fresh WHERE delta <> 0) f
    FULL JOIN stored o ON o.holder = f.holder AND o.sym = f.sym AND o.day = f.day
    WHERE f.delta IS DISTINCT FROM o.delta
  ),
  gone AS (
    DELETE FROM position_instrument_deltas p
    USING diff d
    WHERE d.fresh IS NULL AND p.user_id = p_user AND p.instrument = d.sym AND p.day = d.day
      AND p.holder = d.holder
  ),
  put AS (
    INSERT INTO position_instrument_deltas AS p (user_id, instrument, day, holder, delta)
    SELECT p_user, sym, day, holder, fresh FROM diff WHERE fresh IS NOT NULL
    ORDER BY sym, day, holder
    ON CONFLICT (user_id, instrument, day, holder) DO UPDATE SET delta = excluded.delta
  )
  INSERT INTO position_daily_deltas AS d (user_id, holder, day, delta)
  SELECT p_user, holder, day, sum(coalesce(fresh, 0) - coalesce(stored, 0))
  FROM diff
  GROUP BY holder, day
  HAVING sum(coalesce(fresh, 0) - coalesce(stored, 0)) <> 0
  ORDER BY holder, day
  ON CONFLICT (user_id, holder, day) DO UPDATE SET delta = d.delta + excluded.delta;
END
$fn$;
--> statement-breakpoint
-- Prices: the instruments some trade of the user holds, from the earliest day written. A
-- statement trigger per event with transition tables: a 100k-row import is one refresh per user
-- (and none for instruments nobody holds).
CREATE FUNCTION wl_prices_position_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT user_id, instrument, date FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT user_id, instrument, date FROM old_rows';
  ELSE
    src := 'SELECT user_id, instrument, date FROM new_rows'
      || ' UNION ALL SELECT user_id, instrument, date FROM old_rows';
  END IF;
  FOR r IN EXECUTE
    'SELECT c.user_id, array_agg(c.instrument) AS syms, array_agg(c.from_day) AS froms'
    || ' FROM (SELECT user_id, instrument, min(date) AS from_day FROM (' || src || ') x'
    || '       GROUP BY 1, 2) c'
    || ' WHERE EXISTS (SELECT 1 FROM trades t'
    || '   WHERE t.user_id = c.user_id AND upper(t.instrument) = c.instrument)'
    || ' GROUP BY c.user_id ORDER BY c.user_id'
  LOOP
    PERFORM wl_position_deltas_refresh(r.user_id, r.syms, r.froms);
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER prices_position_deltas_ins AFTER INSERT ON prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_prices_position_deltas();
--> statement-breakpoint
CREATE TRIGGER prices_position_deltas_upd AFTER UPDATE ON prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wl_prices_position_deltas();
--> statement-breakpoint
CREATE TRIGGER prices_position_deltas_del AFTER DELETE ON prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_prices_position_deltas();
--> statement-breakpoint
-- Steps (written with the fills): their trades' instruments from the earliest day written. Steps
-- deleted with their trade find no trade here; the trades' trigger below refreshes those.
CREATE FUNCTION wl_steps_position_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT user_id, trade_id, day FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT user_id, trade_id, day FROM old_rows';
  ELSE
    src := 'SELECT user_id, trade_id, day FROM new_rows'
      || ' UNION ALL SELECT user_id, trade_id, day FROM old_rows';
  END IF;
  FOR r IN EXECUTE
    'SELECT c.user_id, array_agg(c.sym) AS syms, array_agg(c.from_day) AS froms'
    || ' FROM (SELECT x.user_id, upper(t.instrument) AS sym, min(x.day) AS from_day'
    || '       FROM (' || src || ') x'
    || '       JOIN trades t ON t.user_id = x.user_id AND t.id = x.trade_id GROUP BY 1, 2) c'
    || ' GROUP BY c.user_id ORDER BY c.user_id'
  LOOP
    PERFORM wl_position_deltas_refresh(r.user_id, r.syms, r.froms);
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER steps_position_deltas_ins AFTER INSERT ON trade_position_steps
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_steps_position_deltas();
--> statement-breakpoint
CREATE TRIGGER steps_position_deltas_upd AFTER UPDATE ON trade_position_steps
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wl_steps_position_deltas();
--> statement-breakpoint
CREATE TRIGGER steps_position_deltas_del AFTER DELETE ON trade_position_steps
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_steps_position_deltas();
--> statement-breakpoint
-- Trades: a change of what values its steps (account, instrument, currency, direction,
-- multiplier) refreshes the old and the new instrument whole; a deleted trade's instrument is
-- refreshed whole (its steps went with it, by cascade, before this statement trigger runs).
-- Other updates (the summary rewritten with every fill, notes, tags) find nothing to do.
CREATE FUNCTION wl_trades_position_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOR r IN
      SELECT c.user_id, array_agg(c.sym) AS syms, array_agg('-infinity'::date) AS froms
      FROM (
        SELECT DISTINCT o.user_id, upper(x.instrument) AS sym
        FROM old_rows o
        JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.instrument), (n.instrument)) x (instrument)
        WHERE (o.account_id, upper(o.instrument), o.currency, o.direction, o.multiplier)
              IS DISTINCT FROM (n.account_id, upper(n.instrument), n.currency, n.direction, n.multiplier)
          AND EXISTS (SELECT 1 FROM trade_position_steps s
                      WHERE s.user_id = n.user_id AND s.trade_id = n.id)
      ) c
      GROUP BY c.user_id ORDER BY c.user_id
    LOOP
      PERFORM wl_position_deltas_refresh(r.user_id, r.syms, r.froms);
    END LOOP;
  ELSE
    FOR r IN
      SELECT c.user_id, array_agg(c.sym) AS syms, array_agg('-infinity'::date) AS froms
      FROM (SELECT DISTINCT user_id, upper(instrument) AS sym FROM old_rows) c
      WHERE EXISTS (SELECT 1 FROM position_instrument_deltas p
                    WHERE p.user_id = c.user_id AND p.instrument = c.sym)
      GROUP BY c.user_id ORDER BY c.user_id
    LOOP
      PERFORM wl_position_deltas_refresh(r.user_id, r.syms, r.froms);
    END LOOP;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER trades_position_deltas_upd AFTER UPDATE ON trades
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wl_trades_position_deltas();
--> statement-breakpoint
CREATE TRIGGER trades_position_deltas_del AFTER DELETE ON trades
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wl_trades_position_deltas();
--> statement-breakpoint
-- An account's currency decides whether its trades count under the account or as holders of
-- their own (ADR 0011): a change refreshes its trades' instruments whole. Accounts are written
-- one at a time: a row trigger, only when the currency changed.
CREATE FUNCTION wl_accounts_position_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM wl_position_deltas_refresh(NEW.user_id, array_agg(c.sym), array_agg('-infinity'::date))
  FROM (SELECT DISTINCT upper(t.instrument) AS sym FROM trades t
        WHERE t.user_id = NEW.user_id AND t.account_id = NEW.id) c
  HAVING count(*) > 0;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER accounts_position_deltas_upd AFTER UPDATE OF currency ON accounts
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION wl_accounts_position_deltas();
--> statement-breakpoint
-- Existing trades and prices: every instrument of every user's trades, whole.
SELECT wl_position_deltas_refresh(c.user_id, array_agg(c.sym), array_agg('-infinity'::date))
FROM (SELECT DISTINCT user_id, upper(instrument) AS sym FROM trades) c
GROUP BY c.user_id;
