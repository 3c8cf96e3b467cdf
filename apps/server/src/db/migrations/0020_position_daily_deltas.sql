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
-- instruments (upper-case symbols) from their day on, one statement per instrument (its symbol and
-- day as plain parameters, so the planner walks the indexes): one window pass over the
-- instrument's steps and price days from that day, started from what the days before leave (each
-- trade's last step before it, and the price in effect); the fresh rows are compared with the
-- stored ones and only the differences are written, to both tables. A day's value depends on
-- nothing after it, so the rows before the day stay as they are.
CREATE FUNCTION wl_position_deltas_refresh(p_user integer, p_syms text[], p_from date[])
RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  v_sym text;
  v_from date;
BEGIN
  -- One refresh of a user's positions at a time: each compares fresh rows with the stored ones,
  -- which a concurrent refresh would change underneath it. Under READ COMMITTED the statements
  -- below take their snapshot after the lock, so they see what the previous holder committed.
  PERFORM pg_advisory_xact_lock(20016, p_user);
  -- A user being deleted: the cascades remove its rows (and maybe its trades already).
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_user) THEN
    RETURN;
  END IF;
  FOR v_sym, v_from IN
    SELECT x.sym, min(x.from_day) FROM unnest(p_syms, p_from) AS x (sym, from_day)
    GROUP BY x.sym ORDER BY x.sym
  LOOP
    WITH
    -- The instrument's trades that may hold something from v_from on (a trade CLOSED before
    -- v_from is flat from its last exit, which is its last step: it adds nothing), each with its
    -- last step before v_from (what it holds when the refreshed days start) and its steps from
    -- v_from on: two index probes per trade.
    tr AS (
      SELECT t.id, t.currency,
             CASE WHEN t.currency = a.currency THEN a.id::bigint ELSE -(t.id * 16 + 1) END AS holder,
             t.multiplier * CASE t.direction WHEN 'SHORT' THEN -1 ELSE 1 END AS m
      FROM trades t
      JOIN accounts a ON a.user_id = p_user AND a.id = t.account_id
      WHERE t.user_id = p_user AND upper(t.instrument) = v_sym
        AND (t.status <> 'CLOSED' OR t.close_day IS NULL OR t.close_day >= v_from)
    ),
    st AS (
      SELECT tr.currency, tr.holder, tr.m, s.day,
             s.quantity AS q, s.cost AS c, s.fees AS f, s.mark AS mk,
             lag(s.quantity, 1, 0) OVER w AS q0, lag(s.cost, 1, 0) OVER w AS c0,
             lag(s.fees, 1, 0) OVER w AS f0, lag(s.mark, 1, 0) OVER w AS mk0
      FROM tr
      CROSS JOIN LATERAL (
        (SELECT s.day, s.quantity, s.cost, s.fees, s.mark FROM trade_position_steps s
         WHERE s.user_id = p_user AND s.trade_id = tr.id AND s.day < v_from
         ORDER BY s.day DESC LIMIT 1)
        UNION ALL
        (SELECT s.day, s.quantity, s.cost, s.fees, s.mark FROM trade_position_steps s
         WHERE s.user_id = p_user AND s.trade_id = tr.id AND s.day >= v_from)
      ) s
      WINDOW w AS (PARTITION BY tr.id ORDER BY s.day)
    ),
    -- Per holder (its currency follows from it): A = Σ open quantity × multiplier × sign and
    -- M = Σ mark × quantity × multiplier × sign at the end of the day before v_from (each trade's
    -- step before it; a trade flat by then adds nothing).
    groups AS (
      SELECT holder, currency,
             coalesce(sum(q * m) FILTER (WHERE day < v_from), 0) AS a0,
             coalesce(sum(mk * q * m) FILTER (WHERE day < v_from), 0) AS mm0
      FROM st
      GROUP BY holder, currency
    ),
    quoted AS (SELECT DISTINCT currency FROM groups),
    -- The winning price (typed over imported) in effect the day before v_from: one index probe.
    before AS (
      SELECT q.currency, b.price, (b.date::text || '|' || b.price::text) COLLATE "C" AS px_key
      FROM quoted q
      LEFT JOIN LATERAL (
        SELECT p.date, p.price FROM prices p
        WHERE p.user_id = p_user AND p.instrument = v_sym AND p.date < v_from
          AND (p.currency IS NULL OR p.currency = q.currency)
        ORDER BY p.date DESC, (p.source = 'MANUAL') DESC
        LIMIT 1
      ) b ON true
    ),
    -- Each day's winning price from v_from on, and the one before it.
    px AS (
      SELECT w.currency, w.date, w.price,
             coalesce(lag(w.price) OVER (PARTITION BY w.currency ORDER BY w.date), b.price) AS prev
      FROM (
        SELECT DISTINCT ON (q.currency, p.date) q.currency, p.date, p.price
        FROM quoted q
        JOIN prices p ON p.user_id = p_user AND p.instrument = v_sym AND p.date >= v_from
          AND (p.currency IS NULL OR p.currency = q.currency)
        ORDER BY q.currency, p.date, (p.source = 'MANUAL') DESC
      ) w
      JOIN before b ON b.currency = w.currency
    ),
    -- A step row (kind 1): the trade's value after minus before, at the price in effect that
    -- day; a price row (kind 0, before the day's steps): (price − previous price) × A, or on the
    -- instrument's first price the switch from the marks: price × A − M.
    stream AS (
      SELECT holder, currency, day, 1 AS kind, NULL::text COLLATE "C" AS px_key,
             NULL::numeric AS price, NULL::numeric AS prev,
             (q - q0) * m AS da, (mk * q - mk0 * q0) * m AS dm,
             q, c, f, mk, q0, c0, f0, mk0, m
      FROM st WHERE day >= v_from
      UNION ALL
      SELECT g.holder, g.currency, px.date, 0, (px.date::text || '|' || px.price::text),
             px.price, px.prev, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
      FROM groups g
      JOIN px ON px.currency = g.currency
    ),
    running AS (
      SELECT s.*, split_part(coalesce(max(s.px_key) OVER w, b.px_key), '|', 2)::numeric AS p_now,
             g.a0 + sum(s.da) OVER w AS a, g.mm0 + sum(s.dm) OVER w AS mm
      FROM stream s
      JOIN groups g ON g.holder = s.holder AND g.currency = s.currency
      JOIN before b ON b.currency = s.currency
      WINDOW w AS (PARTITION BY s.holder, s.currency ORDER BY s.day, s.kind)
    ),
    fresh AS (
      SELECT holder, day,
             sum(CASE WHEN kind = 1
               THEN (coalesce(p_now, mk) * q - c) * m - f
                    - ((coalesce(p_now, mk0) * q0 - c0) * m - f0)
               WHEN prev IS NULL THEN price * a - mm
               ELSE (price - prev) * a
             END) AS delta
      FROM running
      GROUP BY holder, day
    ),
    stored AS (
      SELECT holder, day, delta FROM position_instrument_deltas
      WHERE user_id = p_user AND instrument = v_sym AND day >= v_from
    ),
    diff AS (
      SELECT coalesce(f.holder, o.holder) AS holder, coalesce(f.day, o.day) AS day,
             f.delta AS fresh, o.delta AS stored
      FROM (SELECT * FROM fresh WHERE delta <> 0) f
      FULL JOIN stored o ON o.holder = f.holder AND o.day = f.day
      WHERE f.delta IS DISTINCT FROM o.delta
    ),
    gone AS (
      DELETE FROM position_instrument_deltas p
      USING diff d
      WHERE d.fresh IS NULL AND p.user_id = p_user AND p.instrument = v_sym AND p.day = d.day
        AND p.holder = d.holder
    ),
    put AS (
      INSERT INTO position_instrument_deltas AS p (user_id, instrument, day, holder, delta)
      SELECT p_user, v_sym, day, holder, fresh FROM diff WHERE fresh IS NOT NULL
      ORDER BY day, holder
      ON CONFLICT (user_id, instrument, day, holder) DO UPDATE SET delta = excluded.delta
    )
    INSERT INTO position_daily_deltas AS d (user_id, holder, day, delta)
    SELECT p_user, holder, day, sum(coalesce(fresh, 0) - coalesce(stored, 0))
    FROM diff
    GROUP BY holder, day
    HAVING sum(coalesce(fresh, 0) - coalesce(stored, 0)) <> 0
    ORDER BY holder, day
    ON CONFLICT (user_id, holder, day) DO UPDATE SET delta = d.delta + excluded.delta;
  END LOOP;
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
-- multiplier) refreshes the old and the new instrument from the trade's first day (entry_day, the
-- day of its first step; whole when unknown); a deleted trade's instrument likewise (its steps
-- went with it, by cascade, before this statement trigger runs). Other updates (the summary
-- rewritten with every fill, notes, tags) find nothing to do.
CREATE FUNCTION wl_trades_position_deltas() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOR r IN
      SELECT c.user_id, array_agg(c.sym) AS syms, array_agg(c.from_day) AS froms
      FROM (
        SELECT o.user_id, upper(x.instrument) AS sym,
               min(CASE WHEN o.entry_day IS NULL OR n.entry_day IS NULL THEN '-infinity'::date
                        ELSE least(o.entry_day, n.entry_day) END) AS from_day
        FROM old_rows o
        JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.instrument), (n.instrument)) x (instrument)
        WHERE (o.account_id, upper(o.instrument), o.currency, o.direction, o.multiplier)
              IS DISTINCT FROM (n.account_id, upper(n.instrument), n.currency, n.direction, n.multiplier)
          AND EXISTS (SELECT 1 FROM trade_position_steps s
                      WHERE s.user_id = n.user_id AND s.trade_id = n.id)
        GROUP BY 1, 2
      ) c
      GROUP BY c.user_id ORDER BY c.user_id
    LOOP
      PERFORM wl_position_deltas_refresh(r.user_id, r.syms, r.froms);
    END LOOP;
  ELSE
    FOR r IN
      SELECT c.user_id, array_agg(c.sym) AS syms, array_agg(c.from_day) AS froms
      FROM (
        SELECT user_id, upper(instrument) AS sym,
               CASE WHEN bool_or(entry_day IS NULL) THEN '-infinity'::date ELSE min(entry_day) END
                 AS from_day
        FROM old_rows GROUP BY 1, 2
      ) c
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
